import type { BookingState, Recurrence } from '@contract/schemas';
import type {
  BookingRecord,
  CompanyProfileRecord,
  PlaceRecord,
  RecentPlaceRecord,
  UserRecord,
} from './db/schemas';

/*
 * What the seed is beside its data: the seed number, the personas and the counts, without the generator (mocks/seed.ts,
 * with faker): the fake backend of the browser builds starts from the default seed prebuilt at build time
 * (mocks/prebuilt-seed.ts) and loads the generator only for another seed.
 */

/** The seed the app starts with; same seed + same "now" => the same data, record for record. */
export const DEFAULT_SEED = 20_260_411;

/** The one password of every seeded account (they are demo accounts, documented in the README). */
export const DEMO_PASSWORD = 'Demo1234!';

export const SEED_COUNTS = {
  users: 60,
  bookings: 1000,
  searchPlaces: 300,
  buildings: 150,
} as const;

export interface Persona {
  id: string;
  /** null: no e-mail on record, so the persona signs on with the Q-number only. */
  email: string | null;
  password: string;
  qNumber: string | null;
  /** How QA signs in as this persona. */
  signIn: 'password' | 'company-sign-on';
  /** What the persona is for. */
  purpose: string;
}

/** Named QA personas: stable ids, e-mails and Q-numbers across seeds. */
export const PERSONAS = {
  demo: {
    id: 'user-demo',
    email: 'demo@bmw.example',
    password: DEMO_PASSWORD,
    qNumber: 'Q123456',
    signIn: 'password',
    purpose:
      'Normal employee with access: terms accepted, car-pooling enabled; finds offers of both types near the default location today.',
  },
  noAccess: {
    id: 'user-no-access',
    email: 'no-access@bmw.example',
    password: DEMO_PASSWORD,
    qNumber: 'Q234567',
    signIn: 'password',
    purpose: 'commutePooling.enabled is false: the dashboard says there is no access yet.',
  },
  termsPending: {
    id: 'user-terms-pending',
    email: 'terms@bmw.example',
    password: DEMO_PASSWORD,
    qNumber: 'QX12345',
    signIn: 'password',
    purpose: 'Has not accepted the current terms: held on /terms-and-conditions.',
  },
  missingEmail: {
    id: 'user-missing-email',
    email: null,
    password: DEMO_PASSWORD,
    qNumber: 'Q345678',
    signIn: 'company-sign-on',
    purpose:
      'No e-mail on record: signs on with the Q-number and is sent to /register-missing-mail.',
  },
  inactive: {
    id: 'user-inactive',
    email: 'inactive@bmw.example',
    password: DEMO_PASSWORD,
    qNumber: 'Q456789',
    signIn: 'password',
    purpose: 'Inactive account: the password login answers 403 (Inactive Account).',
  },
  publicUser: {
    id: 'user-public',
    email: 'public@mail.example',
    password: DEMO_PASSWORD,
    qNumber: null,
    signIn: 'password',
    purpose: 'Public group (PublicUser) with access; no Q-number, an account number instead.',
  },
  buildings: {
    id: 'user-buildings',
    email: 'buildings@bmw.example',
    password: DEMO_PASSWORD,
    qNumber: 'Q567890',
    signIn: 'password',
    purpose: 'bmwBuildings.enabled: the location picker offers the Campus tab (building search).',
  },
} as const satisfies Record<string, Persona>;
export type PersonaKey = keyof typeof PERSONAS;

/**
 * An employee the company directory knows but WEN does not: the company sign-on answers a new user
 * (no idToken, an onboardingToken) and the app leads to /register-wen-user.
 */
export const NEW_COMPANY_PROFILE = {
  qNumber: 'Q999001',
  givenName: 'Lena',
  familyName: 'Neumann',
  department: 'TI-45 IT Plattformen',
  email: 'lena.neumann@bmw.example',
  accountNumber: null,
  purpose: 'Company sign-on of an employee not registered in WEN yet (corporate registration).',
} as const;

/** The states every persona has at least one posting in (spec section 4 plus 'overdue'). */
export const ALL_BOOKING_STATES: readonly BookingState[] = [
  'confirmed',
  'active',
  'finished',
  'cancelled',
  'expired',
  'requested',
  'ready',
  'archived',
  'overdue',
];

/** The recurrences a stored posting can have (ANY_SHIFT is only a step-two choice). */
export const STORED_RECURRENCES = [
  'ONE_TIME',
  'RECURRING',
  'EARLY_SHIFT_EVEN_WEEKS',
  'EARLY_SHIFT_ODD_WEEKS',
  'PERMANENT_EARLY_SHIFT',
  'PERMANENT_LATE_SHIFT',
  'NIGHT_SHIFT',
] as const satisfies readonly Recurrence[];

/** Plain records of every collection, before they go into the database. */
export interface SeedData {
  users: UserRecord[];
  companyProfiles: CompanyProfileRecord[];
  bookings: BookingRecord[];
  places: PlaceRecord[];
  recentPlaces: RecentPlaceRecord[];
}

export interface SeedOptions {
  seed: number;
  /** Every date of the data is relative to this moment. */
  now: Date;
}
