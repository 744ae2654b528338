import { z } from 'zod';
import { FeedbackRequestSchema, SupportRequestSchema } from '@contract/feedback-support';
import { BookingSchema, IsoDateTimeSchema, PlaceSchema, UserSchema } from '@contract/schemas';

/**
 * Records of the fake backend: the contract's entities extended by what only a server knows
 * (owners, credentials, sessions, codes). Handlers strip the extra fields before answering.
 */

export const UserRecordSchema = UserSchema.extend({
  /** Salted hash of the password; null for company users who only sign on with their Q-number. */
  passwordHash: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  /** Set while an e-mail registration waits for its confirmation link (valid 14 days). */
  confirmationDeadline: IsoDateTimeSchema.nullable(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** What the company server knows about an employee, registered in WEN or not. */
export const CompanyProfileRecordSchema = z.object({
  qNumber: z.string().min(1),
  givenName: z.string(),
  familyName: z.string(),
  department: z.string().nullable(),
  email: z.email().nullable(),
  accountNumber: z.string().nullable(),
});
export type CompanyProfileRecord = z.infer<typeof CompanyProfileRecordSchema>;

export const SessionRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  createdAt: IsoDateTimeSchema,
  accessExpiresAt: IsoDateTimeSchema,
  refreshExpiresAt: IsoDateTimeSchema,
  /** Set by logout or when the refresh token was used (rotation). */
  revokedAt: IsoDateTimeSchema.nullable(),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

/** Codes the fake company sign-on hands out (single use, 5 minutes). */
export const AuthorizationCodeRecordSchema = z.object({
  code: z.string(),
  qNumber: z.string(),
  createdAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
  usedAt: IsoDateTimeSchema.nullable(),
});
export type AuthorizationCodeRecord = z.infer<typeof AuthorizationCodeRecordSchema>;

/** Authorises the company registration of a signed-on employee who is not a WEN user yet. */
export const OnboardingSessionRecordSchema = z.object({
  token: z.string(),
  qNumber: z.string(),
  createdAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
  usedAt: IsoDateTimeSchema.nullable(),
});
export type OnboardingSessionRecord = z.infer<typeof OnboardingSessionRecordSchema>;

/** A failed password login, per lower-cased e-mail (known or not). */
export const LoginFailureRecordSchema = z.object({
  email: z.string(),
  at: IsoDateTimeSchema,
});
export type LoginFailureRecord = z.infer<typeof LoginFailureRecordSchema>;

export const LockoutRecordSchema = z.object({
  email: z.string(),
  lockedUntil: IsoDateTimeSchema,
  /**
   * 'failed-logins': the backend's own rule locked it (security state: kept when the data is switched or
   * re-seeded, lifted only by name); 'scenario': a scenario's data made it (it goes with that scenario).
   */
  reason: z.enum(['failed-logins', 'scenario']).default('failed-logins'),
});
export type LockoutRecord = z.infer<typeof LockoutRecordSchema>;

export const BookingRecordSchema = BookingSchema.extend({
  ownerId: z.string(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type BookingRecord = z.infer<typeof BookingRecordSchema>;

/**
 * Every place the location picker can find:
 * - 'search': places of the general search (towns, stations, addresses, company sites);
 * - 'building': campus buildings (building search, for users with bmwBuildings);
 * - 'predefined': company sites, hot spots and events;
 * - 'debug': positions testers can pretend to be at.
 */
export const PlaceKindSchema = z.enum(['search', 'building', 'predefined', 'debug']);
export type PlaceKind = z.infer<typeof PlaceKindSchema>;
export const PlaceRecordSchema = PlaceSchema.extend({
  kind: PlaceKindSchema,
  /** English name of a building (the building search answers in the asked language). */
  nameEn: z.string().min(1).optional(),
});
export type PlaceRecord = z.infer<typeof PlaceRecordSchema>;

export const RecentPlaceRecordSchema = z.object({
  userId: z.string(),
  usedAt: IsoDateTimeSchema,
  place: PlaceSchema,
});
export type RecentPlaceRecord = z.infer<typeof RecentPlaceRecordSchema>;

export const FeedbackRecordSchema = FeedbackRequestSchema.extend({
  id: z.string(),
  receivedAt: IsoDateTimeSchema,
});
export type FeedbackRecord = z.infer<typeof FeedbackRecordSchema>;

export const SupportMessageRecordSchema = SupportRequestSchema.extend({
  id: z.string(),
  receivedAt: IsoDateTimeSchema,
});
export type SupportMessageRecord = z.infer<typeof SupportMessageRecordSchema>;

export const TripCacheCleanupRecordSchema = z.object({
  userId: z.string(),
  at: IsoDateTimeSchema,
});
export type TripCacheCleanupRecord = z.infer<typeof TripCacheCleanupRecordSchema>;

/** A mail the fake backend "sent" (shown by the simulated mailbox page, /mock-mailbox). */
export const SentMailRecordSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: z.enum(['registration-confirmation']),
  subject: z.string(),
  sentAt: IsoDateTimeSchema,
  /** Until when the confirmation link works (14 days after sending). */
  validUntil: IsoDateTimeSchema,
  /** Set once the link of the mail was followed. */
  confirmedAt: IsoDateTimeSchema.nullable(),
});
export type SentMailRecord = z.infer<typeof SentMailRecordSchema>;
