import { Collection } from '@msw/data';
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

/** The fake backend's database: one @msw/data collection per record kind. */
export const db = {
  users: new Collection({ schema: COLLECTION_SCHEMAS.users }),
  companyProfiles: new Collection({ schema: COLLECTION_SCHEMAS.companyProfiles }),
  sessions: new Collection({ schema: COLLECTION_SCHEMAS.sessions }),
  authorizationCodes: new Collection({ schema: COLLECTION_SCHEMAS.authorizationCodes }),
  onboardingSessions: new Collection({ schema: COLLECTION_SCHEMAS.onboardingSessions }),
  loginFailures: new Collection({ schema: COLLECTION_SCHEMAS.loginFailures }),
  lockouts: new Collection({ schema: COLLECTION_SCHEMAS.lockouts }),
  bookings: new Collection({ schema: COLLECTION_SCHEMAS.bookings }),
  places: new Collection({ schema: COLLECTION_SCHEMAS.places }),
  recentPlaces: new Collection({ schema: COLLECTION_SCHEMAS.recentPlaces }),
  feedback: new Collection({ schema: COLLECTION_SCHEMAS.feedback }),
  supportMessages: new Collection({ schema: COLLECTION_SCHEMAS.supportMessages }),
  tripCacheCleanups: new Collection({ schema: COLLECTION_SCHEMAS.tripCacheCleanups }),
  sentMails: new Collection({ schema: COLLECTION_SCHEMAS.sentMails }),
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
