import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LocationSchema, PostingTypeSchema, UserSchema } from '@contract/schemas';
import { readKeptUser } from '@/domain/session/last-known-user';
import { MAX_COMMUTE_ROUTES, readStoredCommute } from '@/domain/trip-request/commute-routes';
import { readStoredRequest } from '@/domain/trip-request/mobility-request-store';
import { readRememberedRoute } from '@/features/dashboard/remembered-route';
import { schemaReader } from '@/lib/persisted-store';
import { readLocation, readUser, type Reader } from '@/lib/stored-readers';
import { makeUser } from '../support/builders';

/**
 * The dashboard's stored values are read by hand instead of through zod (issue 21): each reader must accept exactly
 * what the schema it replaced accepted, and answer the same value. The schemas below are the ones the stores used
 * until then, verbatim; every case runs through both, as storage hands it over (JSON), and needs the same answer.
 */

const StoredLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  name: z.string(),
  address: z.string().optional(),
  building: z.string().optional(),
});
const StoredRequestSchema = z.object({
  origin: StoredLocationSchema.nullable().catch(null),
  destination: StoredLocationSchema.nullable().catch(null),
  departureTime: z.string().catch(() => new Date().toISOString()),
  postingType: PostingTypeSchema.nullable().catch(null),
  mobilityRequestId: z.string().nullable().catch(null),
});

const CommuteRouteSchema = z.object({
  id: z.string().min(1),
  origin: LocationSchema,
  destination: LocationSchema,
  postingType: PostingTypeSchema,
  shownIds: z.array(z.string()),
  visited: z.boolean(),
  latestIds: z.array(z.string()).nullable(),
  // Issue 36: the day of that answer, tolerant (values stored before it have none).
  latestDay: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .catch(null),
});
const StoredCommuteSchema = z.object({
  version: z.literal(1),
  userId: z.string().min(1),
  routes: z.array(CommuteRouteSchema).max(MAX_COMMUTE_ROUTES),
});

const RememberedRouteSchema = z.object({
  version: z.literal(1),
  userId: z.string().min(1),
  origin: LocationSchema,
  destination: LocationSchema,
});

const LastKnownUserSchema = z.object({
  token: z.string().min(1),
  updatedAt: z.number().nonnegative(),
  user: UserSchema,
});

type Case = [name: string, value: unknown];

/** Runs every case through the schema and the hand reader; answers how many each accepted (both must agree). */
function expectSameVerdicts<T>(schema: z.ZodType, read: Reader<T>, cases: readonly Case[]) {
  const bySchema = schemaReader(schema);
  let accepted = 0;
  for (const [name, value] of cases) {
    // What storage hands over: the JSON of what was written.
    const stored: unknown = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    const expected = bySchema(stored);
    expect(read(stored), name).toStrictEqual(expected);
    if (expected !== null) accepted += 1;
  }
  return accepted;
}

const HOME = { latitude: 48.1, longitude: 11.5, name: 'Home' };
const WORK = {
  latitude: 48.18,
  longitude: 11.56,
  name: 'FIZ',
  address: 'Knorrstraße 147, 80807 München',
  building: 'FIZ 12',
};

/** Values that are no stored value of any store. */
const CORRUPT: Case[] = [
  ['null', null],
  ['a number', 42],
  ['a string', 'wen'],
  ['an array', [HOME]],
  ['true', true],
  ['an empty object', {}],
];

const LOCATIONS: Case[] = [
  ['a location', HOME],
  ['with address and building', WORK],
  ['padded texts are trimmed', { ...WORK, name: '  FIZ  ', address: ' A ', building: ' B ' }],
  ['unknown keys are left out', { ...HOME, id: 'place-1', icon: 'hotspot' }],
  ['latitude at the bounds', { ...HOME, latitude: -90 }],
  ['latitude beyond', { ...HOME, latitude: 90.5 }],
  ['longitude at the bounds', { ...HOME, longitude: 180 }],
  ['longitude beyond', { ...HOME, longitude: -180.1 }],
  ['latitude as text', { ...HOME, latitude: '48.1' }],
  ['no longitude', { latitude: 48.1, name: 'Home' }],
  ['empty name', { ...HOME, name: '' }],
  ['blank name', { ...HOME, name: '   ' }],
  ['name of 200', { ...HOME, name: 'n'.repeat(200) }],
  ['name of 201', { ...HOME, name: 'n'.repeat(201) }],
  ['name of 200 padded', { ...HOME, name: ` ${'n'.repeat(200)} ` }],
  ['name not text', { ...HOME, name: 7 }],
  ['address null', { ...HOME, address: null }],
  ['address empty', { ...HOME, address: '' }],
  ['address of 301', { ...HOME, address: 'a'.repeat(301) }],
  ['building of 40', { ...HOME, building: 'b'.repeat(40) }],
  ['building of 41', { ...HOME, building: 'b'.repeat(41) }],
  ['building a number', { ...HOME, building: 12 }],
  ...CORRUPT,
];

const USERS: Case[] = [
  ['a user', makeUser()],
  ['no e-mail', makeUser({ email: null })],
  ['everything optional null', makeUser({ department: null, accountNumber: null, qNumber: null })],
  ['a public user', makeUser({ type: 'PublicUser', group: 'public' })],
  ['padded names', makeUser({ givenName: ' Erika ', familyName: 'Mustermann  ' })],
  ['empty names', makeUser({ givenName: '', familyName: '' })],
  ['unknown keys', { ...makeUser(), roles: ['admin'], commutePooling: { enabled: true, x: 1 } }],
  ['empty id', makeUser({ id: '' })],
  ['unknown type', { ...makeUser(), type: 'Robot' }],
  ['unknown group', { ...makeUser(), group: 'partner' }],
  ['e-mail not an address', makeUser({ email: 'erika' })],
  ['e-mail with two dots', makeUser({ email: 'erika..m@example.com' })],
  ['e-mail with a leading dot', makeUser({ email: '.erika@example.com' })],
  ['e-mail with a short top-level domain', makeUser({ email: 'erika@example.c' })],
  ['e-mail with plus and apostrophe', makeUser({ email: "o'neil+wen@mail.example.com" })],
  ['e-mail ending in an apostrophe', makeUser({ email: "erika'@example.com" })],
  ['e-mail padded', makeUser({ email: ' erika@example.com' })],
  ['e-mail empty', makeUser({ email: '' })],
  ['given name of 100 padded', makeUser({ givenName: `  ${'g'.repeat(100)}` })],
  ['given name of 101', makeUser({ givenName: 'g'.repeat(101) })],
  ['department of 101', makeUser({ department: 'd'.repeat(101) })],
  ['account number of 41', makeUser({ accountNumber: 'a'.repeat(41) })],
  ['account number of 40', makeUser({ accountNumber: 'a'.repeat(40) })],
  ['q number of 21', makeUser({ qNumber: 'Q'.repeat(21) })],
  ['q number a number', { ...makeUser(), qNumber: 123456 }],
  ['no department', { ...makeUser(), department: undefined }],
  ['active as text', { ...makeUser(), active: 'true' }],
  ['terms missing', { ...makeUser(), acceptedTerms: undefined }],
  ['access as a boolean', { ...makeUser(), commutePooling: true }],
  ['access without enabled', { ...makeUser(), bmwBuildings: {} }],
  ['access enabled as text', { ...makeUser(), bmwBuildings: { enabled: 'yes' } }],
  ...CORRUPT,
];

describe('the hand readers of the contract’s schemas', () => {
  it('read a location as LocationSchema does', () => {
    expect(expectSameVerdicts(LocationSchema, readLocation, LOCATIONS)).toBe(10);
  });

  it('read a user as UserSchema does', () => {
    expect(expectSameVerdicts(UserSchema, readUser, USERS)).toBe(10);
  });

  it('know every field of the contract’s user (a new field fails here, not in the app)', () => {
    expect(Object.keys(readUser(makeUser()) ?? {}).sort()).toEqual(
      Object.keys(UserSchema.shape).sort(),
    );
  });
});

describe('the dashboard’s stores read by hand as through their old schemas', () => {
  beforeEach(() => {
    // The request's unusable departure becomes "now": the same now for both readers.
    vi.useFakeTimers({ now: new Date('2026-11-25T07:30:00.000Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('the search (mobility request): part by part, an unusable part starts empty', () => {
    const request = {
      origin: HOME,
      destination: WORK,
      departureTime: '2026-11-26T06:30:00.000Z',
      postingType: 'OFFERING',
      mobilityRequestId: 'request-1',
    };
    const cases: Case[] = [
      ['a submitted request', request],
      ['an empty request', { ...request, origin: null, destination: null, postingType: null }],
      ['not submitted', { ...request, postingType: null, mobilityRequestId: null }],
      ['a picked place with more fields', { ...request, origin: { ...HOME, id: 'p1' } }],
      // The stored location is not the contract's: no bounds, no trimming (the client checks what is sent).
      ['a location out of bounds', { ...request, origin: { ...HOME, latitude: 123 } }],
      ['a blank name', { ...request, destination: { ...WORK, name: ' ' } }],
      ['a location without name', { ...request, origin: { latitude: 1, longitude: 2 } }],
      ['a location with address null', { ...request, origin: { ...HOME, address: null } }],
      ['a location with a building as number', { ...request, origin: { ...HOME, building: 7 } }],
      ['a location with its building', { ...request, destination: { ...WORK, building: 'FIZ 1' } }],
      ['a location as text', { ...request, destination: 'FIZ' }],
      ['a departure as number', { ...request, departureTime: 1764052200000 }],
      ['no departure', { ...request, departureTime: undefined }],
      ['an empty departure', { ...request, departureTime: '' }],
      ['an unknown posting type', { ...request, postingType: 'CARPOOL' }],
      ['a request id as number', { ...request, mobilityRequestId: 7 }],
      ['an older version with extra keys', { ...request, offers: [], version: 0 }],
      ['every part unusable', { origin: 1, destination: 2, departureTime: 3, postingType: 4 }],
      ...CORRUPT,
    ];
    expect(expectSameVerdicts(StoredRequestSchema, readStoredRequest, cases)).toBe(19);
  });

  it('My commute: the routes of a user, all of them readable or none', () => {
    const route = {
      id: '48.10000,11.50000>48.18000,11.56000:REQUEST',
      origin: HOME,
      destination: WORK,
      postingType: 'REQUEST',
      shownIds: ['o1', 'o2'],
      visited: true,
      latestIds: ['o2', 'o3'],
    };
    const stored = (routes: unknown[], more: object = {}) => ({
      version: 1,
      userId: 'user-1',
      routes,
      ...more,
    });
    const cases: Case[] = [
      ['one route', stored([route])],
      ['no answer held yet', stored([{ ...route, shownIds: [], visited: false, latestIds: null }])],
      ['four routes', stored([route, route, route, route])],
      ['no routes', stored([])],
      ['padded place names', stored([{ ...route, origin: { ...HOME, name: ' Home ' } }])],
      ['unknown keys', stored([{ ...route, colour: 'red' }], { savedAt: 1 })],
      ['five routes', stored([route, route, route, route, route])],
      ['one unreadable route among good ones', stored([route, { ...route, visited: 'yes' }])],
      ['version 2', stored([route], { version: 2 })],
      ['no version', { userId: 'user-1', routes: [route] }],
      ['empty user id', stored([route], { userId: '' })],
      ['routes not a list', stored([], { routes: { 0: route } })],
      ['empty route id', stored([{ ...route, id: '' }])],
      ['a place out of bounds', stored([{ ...route, destination: { ...WORK, longitude: 200 } }])],
      ['a place without a name', stored([{ ...route, origin: { ...HOME, name: '' } }])],
      ['unknown posting type', stored([{ ...route, postingType: 'BOTH' }])],
      ['shown ids with a number', stored([{ ...route, shownIds: ['o1', 2] }])],
      ['latest ids missing', stored([{ ...route, latestIds: undefined }])],
      ['latest ids as text', stored([{ ...route, latestIds: 'o1' }])],
      ...CORRUPT,
    ];
    expect(expectSameVerdicts(StoredCommuteSchema, readStoredCommute, cases)).toBe(6);
  });

  it('the remembered route of the search form', () => {
    const remembered = { version: 1, userId: 'user-1', origin: HOME, destination: WORK };
    const cases: Case[] = [
      ['a route', remembered],
      ['padded names, unknown keys', { ...remembered, origin: { ...HOME, name: ' Home' }, at: 1 }],
      ['another version', { ...remembered, version: 2 }],
      ['no user', { ...remembered, userId: undefined }],
      ['empty user', { ...remembered, userId: '' }],
      ['an unreadable destination', { ...remembered, destination: { ...WORK, latitude: 'x' } }],
      ['no origin', { ...remembered, origin: null }],
      ...CORRUPT,
    ];
    expect(expectSameVerdicts(RememberedRouteSchema, readRememberedRoute, cases)).toBe(2);
  });

  it('the kept user (the last GET /users/me answer)', () => {
    const kept = { token: 'abc123', updatedAt: 1764052200000, user: makeUser() };
    const cases: Case[] = [
      ['a kept user', kept],
      ['answered at 0', { ...kept, updatedAt: 0 }],
      ['unknown keys', { ...kept, version: 3 }],
      ['a negative time', { ...kept, updatedAt: -1 }],
      ['a time as text', { ...kept, updatedAt: '1764052200000' }],
      ['an empty fingerprint', { ...kept, token: '' }],
      ['no fingerprint', { ...kept, token: undefined }],
      ['an unreadable user', { ...kept, user: { ...makeUser(), email: 'erika' } }],
      ['no user', { ...kept, user: null }],
      ['the user alone (an older format)', makeUser()],
      ...CORRUPT,
    ];
    expect(expectSameVerdicts(LastKnownUserSchema, readKeptUser, cases)).toBe(3);
  });
});
