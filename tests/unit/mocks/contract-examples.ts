import { beforeAll } from 'vitest';
import { APP_VERSION } from '@contract/plain-forms';
import {
  db,
  DEMO_PASSWORD,
  NEW_COMPANY_PROFILE,
  PERSONAS,
  signInPersona,
  signInWithCompanySignOn,
} from '@mocks/node';
import { TEST_NOW } from '../support/mock-backend-harness';

/** A valid and an invalid request for every contract route (contract-conformance.test.ts). */

export interface ExampleRequest {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}
interface RouteExample {
  valid: () => Promise<ExampleRequest>;
  /** A request the route's schemas refuse; absent when the route takes no input. */
  invalid?: () => Promise<ExampleRequest>;
}

export let demoToken = '';
/** Signs the demo user in before the file's tests (the examples' token). */
export function signInDemoBeforeAll(): void {
  beforeAll(async () => {
    demoToken = await tokenOf('demo');
  });
}
const day = (offsetDays: number, hour = 7) =>
  new Date(TEST_NOW.getTime() + offsetDays * 86_400_000 + (hour - 8) * 3_600_000).toISOString();
const everyWeekDay = {
  MONDAY: true,
  TUESDAY: true,
  WEDNESDAY: true,
  THURSDAY: true,
  FRIDAY: true,
  SATURDAY: false,
  SUNDAY: false,
};
const fiz = { latitude: 48.20052, longitude: 11.55963, name: 'FIZ', building: 'FIZ 12' };
const dachau = { latitude: 48.26027, longitude: 11.43416, name: 'Dachau', address: '85221 Dachau' };
const tooLongId = 'x'.repeat(101);
const tokenOf = async (key: keyof typeof PERSONAS) => (await signInPersona(key)).token;
const demoBookingIn = (state: string) => {
  const booking = db.bookings.findFirst((q) =>
    q.where({ ownerId: PERSONAS.demo.id, state: (s) => s === state }),
  );
  if (!booking) throw new Error(`The seed gave the demo user no ${state} booking`);
  return booking.bookingId;
};

export const EXAMPLES: Record<string, RouteExample> = {
  'auth.login': {
    valid: async () => ({
      body: { grant_type: 'password', email: PERSONAS.demo.email, password: DEMO_PASSWORD },
    }),
    invalid: async () => ({
      body: { grant_type: 'password', email: 'not-an-email', password: '' },
    }),
  },
  'auth.logout': { valid: async () => ({ token: await tokenOf('demo') }) },
  'auth.registrationLink': {
    valid: async () => ({ query: { email: 'new.colleague@bmw.example' } }),
    invalid: async () => ({ query: { email: 'not-an-email' } }),
  },
  'auth.registerCreate': {
    valid: async () => ({
      body: {
        email: 'conformance@mail.example',
        password: 'Secret123!',
        givenName: 'Clara',
        familyName: 'Conform',
        department: 'QM-7',
        employeeNumber: 'P12345',
        group: 'public',
        acceptedTerms: true,
        acceptedPrivacy: true,
      },
    }),
    invalid: async () => ({ body: { email: 'conformance2@mail.example', password: 'short' } }),
  },
  'auth.registerOnboard': {
    valid: async () => ({
      token: (await signInWithCompanySignOn(NEW_COMPANY_PROFILE.qNumber)).onboardingToken,
      body: {
        email: NEW_COMPANY_PROFILE.email,
        qNumber: NEW_COMPANY_PROFILE.qNumber,
        acceptedTerms: true,
      },
    }),
    invalid: async () => ({
      token: (await signInWithCompanySignOn('Q999002')).onboardingToken,
      body: { email: 'nope', qNumber: '', acceptedTerms: false },
    }),
  },
  'users.me': { valid: async () => ({ token: demoToken }) },
  'users.acceptTerms': {
    valid: async () => ({
      token: await tokenOf('termsPending'),
      body: { userId: PERSONAS.termsPending.id },
    }),
    invalid: async () => ({ token: demoToken, body: { userId: '' } }),
  },
  'users.updateEmail': {
    valid: async () => ({
      token: await tokenOf('missingEmail'),
      body: { email: 'mia.fischer@bmw.example' },
    }),
    invalid: async () => ({ token: demoToken, body: { email: 'not-an-email' } }),
  },
  'bookings.listForUser': {
    valid: async () => ({ token: demoToken, params: { userId: PERSONAS.demo.id } }),
    invalid: async () => ({ token: demoToken, params: { userId: tooLongId } }),
  },
  'bookings.create': {
    valid: async () => ({
      token: demoToken,
      body: {
        integrationId: 'commutePooling',
        origin: dachau,
        destination: fiz,
        departureTime: day(1),
        integrationInfo: {
          postingType: 'OFFERING',
          recurrence: 'RECURRING',
          periodStart: day(1),
          periodEnd: day(30),
          weekDays: everyWeekDay,
          fleets: [],
          userInformation: { email: PERSONAS.demo.email, description: 'Two seats free.' },
        },
      },
    }),
    invalid: async () => ({ token: demoToken, body: { integrationId: 'carsharing' } }),
  },
  'bookings.cancel': {
    valid: async () => ({ token: demoToken, params: { bookingId: demoBookingIn('confirmed') } }),
    invalid: async () => ({ token: demoToken, params: { bookingId: tooLongId } }),
  },
  'bookings.archive': {
    valid: async () => ({ token: demoToken, params: { bookingId: demoBookingIn('finished') } }),
    invalid: async () => ({ token: demoToken, params: { bookingId: tooLongId } }),
  },
  'places.search': {
    valid: async () => ({
      token: demoToken,
      query: { query: 'Dachau', latitude: '48.19353', longitude: '11.57087' },
    }),
    invalid: async () => ({
      token: demoToken,
      query: { query: 'D', latitude: 'north', longitude: '11.5' },
    }),
  },
  'places.buildings': {
    valid: async () => ({
      token: await tokenOf('buildings'),
      query: { query: 'FIZ 12', language: 'de' },
    }),
    invalid: async () => ({ token: demoToken, query: { query: 'FIZ', language: 'fr' } }),
  },
  'places.recent': { valid: async () => ({ token: demoToken }) },
  'places.predefined': { valid: async () => ({ token: demoToken }) },
  'places.debugLocations': { valid: async () => ({ token: demoToken }) },
  'offers.search': {
    valid: async () => ({
      token: demoToken,
      body: {
        mobilityRequestId: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
        origin: { latitude: 48.19353, longitude: 11.57087, name: 'Default location' },
        destination: fiz,
        departureTime: TEST_NOW.toISOString(),
        integrations: { commutePooling: { postingType: 'OFFERING' } },
      },
    }),
    invalid: async () => ({ token: demoToken, body: { mobilityRequestId: 'not-a-uuid' } }),
  },
  'offers.cleanupTripCache': { valid: async () => ({ token: demoToken }) },
  'feedbackSupport.feedback': {
    valid: async () => ({
      token: demoToken,
      headers: { 'x-client-id': 'wen-webapp', 'x-client-secret': '' },
      body: {
        userId: PERSONAS.demo.id,
        message: 'Works well.',
        npsRating: 9,
        integrationId: 'commutePooling',
        appVersion: APP_VERSION,
      },
    }),
    invalid: async () => ({
      token: demoToken,
      headers: { 'x-client-id': 'wen-webapp' },
      body: { userId: PERSONAS.demo.id, message: 'x', npsRating: 11 },
    }),
  },
  'feedbackSupport.support': {
    valid: async () => ({
      token: demoToken,
      body: {
        userId: PERSONAS.demo.id,
        message: 'The map does not load.',
        integrationId: 'commutePooling',
        bundleId: 'Webapp',
        deviceId: 'Webapp',
        appVersion: APP_VERSION,
        attachment: null,
      },
    }),
    invalid: async () => ({ token: demoToken, body: { userId: PERSONAS.demo.id, message: '' } }),
  },
  'app.enforceUpdates': {
    valid: async () => ({ query: { version: APP_VERSION, platform: 'web' } }),
    invalid: async () => ({ query: { version: '', platform: 'desktop' } }),
  },
};
