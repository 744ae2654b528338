import { Collection } from '@msw/data';
import type { z } from 'zod';
import {
  AuthorizationCodeRecordSchema,
  BookingRecordSchema,
  CompanyProfileRecordSchema,
  FeedbackRecordSchema,
  LockoutRecordSchema,
  LoginFailureRecordSchema,
  OnboardingSessionRecordSchema,
  PlaceRecordSchema,
  RecentPlaceRecordSchema,
  SentMailRecordSchema,
  SessionRecordSchema,
  SupportMessageRecordSchema,
  TripCacheCleanupRecordSchema,
  UserRecordSchema,
} from './schemas';

/** The record schema of every collection (records are validated on every write, and when they are loaded). */
export const COLLECTION_SCHEMAS = {
  users: UserRecordSchema,
  companyProfiles: CompanyProfileRecordSchema,
  sessions: SessionRecordSchema,
  authorizationCodes: AuthorizationCodeRecordSchema,
  onboardingSessions: OnboardingSessionRecordSchema,
  loginFailures: LoginFailureRecordSchema,
  lockouts: LockoutRecordSchema,
  bookings: BookingRecordSchema,
  places: PlaceRecordSchema,
  recentPlaces: RecentPlaceRecordSchema,
  feedback: FeedbackRecordSchema,
  supportMessages: SupportMessageRecordSchema,
  tripCacheCleanups: TripCacheCleanupRecordSchema,
  sentMails: SentMailRecordSchema,
} as const;

/**
 * Marks the values of a record that was parsed against its collection's record schema just before (a record
 * loaded from storage, which is set aside when it fails) or that a unit test parses (the seed's): @msw/data takes
 * it as it is instead of parsing it again. Parsing is most of what a start of the fake costs in the browser (zod
 * runs without JIT there, for the Content-Security-Policy): 1,600 records on every page load. See
 * docs/decisions/009-mock-data-start-cost.md.
 */
export const CHECKED_RECORD = Symbol('wen-mock/checked-record');

function parsedUnlessChecked<Schema extends z.ZodType>(schema: Schema): Pick<Schema, '~standard'> {
  const standard = schema['~standard'];
  return {
    '~standard': {
      ...standard,
      validate(value) {
        if (typeof value === 'object' && value !== null && CHECKED_RECORD in value) {
          // What zod's parse gives for a valid record: its own string-keyed fields (no marker, no symbols).
          return { value: Object.fromEntries(Object.entries(value)) as z.output<Schema> };
        }
        return standard.validate(value);
      },
    },
  };
}

/** The fake backend's database: one @msw/data collection per record kind. */
export const db = {
  users: new Collection({ schema: parsedUnlessChecked(COLLECTION_SCHEMAS.users) }),
  companyProfiles: new Collection({
    schema: parsedUnlessChecked(COLLECTION_SCHEMAS.companyProfiles),
  }),
  sessions: new Collection({ schema: parsedUnlessChecked(COLLECTION_SCHEMAS.sessions) }),
  authorizationCodes: new Collection({
    schema: parsedUnlessChecked(COLLECTION_SCHEMAS.authorizationCodes),
  }),
  onboardingSessions: new Collection({
    schema: parsedUnlessChecked(COLLECTION_SCHEMAS.onboardingSessions),
  }),
  loginFailures: new Collection({ schema: parsedUnlessChecked(COLLECTION_SCHEMAS.loginFailures) }),
  lockouts: new Collection({ schema: parsedUnlessChecked(COLLECTION_SCHEMAS.lockouts) }),
  bookings: new Collection({ schema: parsedUnlessChecked(COLLECTION_SCHEMAS.bookings) }),
  places: new Collection({ schema: parsedUnlessChecked(COLLECTION_SCHEMAS.places) }),
  recentPlaces: new Collection({ schema: parsedUnlessChecked(COLLECTION_SCHEMAS.recentPlaces) }),
  feedback: new Collection({ schema: parsedUnlessChecked(COLLECTION_SCHEMAS.feedback) }),
  supportMessages: new Collection({
    schema: parsedUnlessChecked(COLLECTION_SCHEMAS.supportMessages),
  }),
  tripCacheCleanups: new Collection({
    schema: parsedUnlessChecked(COLLECTION_SCHEMAS.tripCacheCleanups),
  }),
  sentMails: new Collection({ schema: parsedUnlessChecked(COLLECTION_SCHEMAS.sentMails) }),
};
export type Database = typeof db;
export type CollectionName = keyof Database;
export const COLLECTION_NAMES = Object.keys(db) as CollectionName[];

export function clearDatabase(): void {
  for (const name of COLLECTION_NAMES) db[name].clear();
}

/** Which seed the current data grew from (kept in snapshots so a reload knows it). */
export interface DatabaseOrigin {
  seed: number;
  /** The "now" the seed's dates are relative to. */
  seededAt: string;
}
let origin: DatabaseOrigin | null = null;

export function getDatabaseOrigin(): DatabaseOrigin | null {
  return origin;
}

export function setDatabaseOrigin(next: DatabaseOrigin | null): void {
  origin = next;
}

type ChangeListener = () => void;
const changeListeners = new Set<ChangeListener>();

/** Called after every change of the data (a mutating request, a reset, a sign-on code, a confirmation). */
export function onDatabaseChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function notifyDatabaseChange(): void {
  changeListeners.forEach((listener) => listener());
}
