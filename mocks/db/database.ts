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

/** The fake backend's database: one @msw/data collection per record kind. */
export const db = {
  users: new Collection({ schema: UserRecordSchema }),
  companyProfiles: new Collection({ schema: CompanyProfileRecordSchema }),
  sessions: new Collection({ schema: SessionRecordSchema }),
  authorizationCodes: new Collection({ schema: AuthorizationCodeRecordSchema }),
  onboardingSessions: new Collection({ schema: OnboardingSessionRecordSchema }),
  loginFailures: new Collection({ schema: LoginFailureRecordSchema }),
  lockouts: new Collection({ schema: LockoutRecordSchema }),
  bookings: new Collection({ schema: BookingRecordSchema }),
  places: new Collection({ schema: PlaceRecordSchema }),
  recentPlaces: new Collection({ schema: RecentPlaceRecordSchema }),
  feedback: new Collection({ schema: FeedbackRecordSchema }),
  supportMessages: new Collection({ schema: SupportMessageRecordSchema }),
  tripCacheCleanups: new Collection({ schema: TripCacheCleanupRecordSchema }),
  sentMails: new Collection({ schema: SentMailRecordSchema }),
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
