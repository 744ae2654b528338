import { CONFIRMATION_VALID_DAYS } from '@contract/auth';
import { getNow } from '../clock';
import { randomToken, randomUuid } from '../lib/random-token';
import { db, notifyDatabaseChange } from './database';
import { ensureDatabaseReady } from './lifecycle';
import type { OnboardingSessionRecord, SessionRecord, UserRecord } from './schemas';
import { findCompanyProfile, findUserByEmail, updateUser } from './users-repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long an access token (the idToken) is accepted. */
export const ACCESS_TOKEN_TTL_MS = 12 * 60 * MINUTE;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY;
/** Codes of the company sign-on are single-use and short-lived. */
export const AUTHORIZATION_CODE_TTL_MS = 5 * MINUTE;
export const ONBOARDING_TOKEN_TTL_MS = 30 * MINUTE;
/** Lockout rule: this many failed password logins for one e-mail within the window lock it. */
export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * MINUTE;
export const LOCKOUT_DURATION_MS = 15 * MINUTE;
/** The confirmation link of an e-mail registration is valid this long (spec section 9). */
export { CONFIRMATION_VALID_DAYS };
/**
 * Open sessions kept per user; the oldest ends when a login would exceed it (a real identity provider caps
 * them too). Ended and expired sessions are purged at every login, so the table stays small.
 */
export const MAX_SESSIONS_PER_USER = 1000;

const iso = (ms: number) => new Date(ms).toISOString();
const isPast = (isoDate: string, now: Date) => Date.parse(isoDate) <= now.getTime();

// --- sessions --------------------------------------------------------------------------------

/** Drops ended and expired sessions, and the oldest of the user's open ones beyond the cap. */
function purgeSessions(userId: string, now: Date): void {
  db.sessions.deleteMany((q) =>
    q.where((session) => session.revokedAt !== null || isPast(session.refreshExpiresAt, now)),
  );
  const open = db.sessions.findMany((q) => q.where({ userId }));
  if (open.length < MAX_SESSIONS_PER_USER) return;
  const oldestFirst = [...open].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const session of oldestFirst.slice(0, open.length - MAX_SESSIONS_PER_USER + 1)) {
    db.sessions.delete((q) => q.where({ id: session.id }));
  }
}

export async function createSession(userId: string): Promise<SessionRecord> {
  purgeSessions(userId, getNow());
  const now = getNow().getTime();
  return db.sessions.create({
    id: randomUuid(),
    userId,
    accessToken: randomToken('wen_at'),
    refreshToken: randomToken('wen_rt'),
    createdAt: iso(now),
    accessExpiresAt: iso(now + ACCESS_TOKEN_TTL_MS),
    refreshExpiresAt: iso(now + REFRESH_TOKEN_TTL_MS),
    revokedAt: null,
  });
}

/** The session of a valid (known, unexpired, not revoked) access token. */
export function findSessionByAccessToken(accessToken: string): SessionRecord | undefined {
  const now = getNow();
  const session = db.sessions.findFirst((q) => q.where({ accessToken }));
  if (!session || session.revokedAt !== null || isPast(session.accessExpiresAt, now))
    return undefined;
  return session;
}

export async function revokeSession(session: SessionRecord): Promise<void> {
  await db.sessions.update((q) => q.where({ id: session.id }), {
    data(draft) {
      draft.revokedAt = getNow().toISOString();
    },
  });
}

/** The session of a refresh token that can still be used (known, unexpired, not ended). */
export function findRefreshableSession(refreshToken: string): SessionRecord | undefined {
  const session = db.sessions.findFirst((q) => q.where({ refreshToken }));
  if (!session || session.revokedAt !== null || isPast(session.refreshExpiresAt, getNow()))
    return undefined;
  return session;
}

/**
 * Rotation: a refresh token is good for one new session; using it ends the old one. Call it only once the
 * refresh is accepted (findRefreshableSession, then the user's checks): a refused refresh changes nothing.
 */
export async function rotateSession(session: SessionRecord): Promise<SessionRecord> {
  await revokeSession(session);
  return createSession(session.userId);
}

// --- company sign-on -------------------------------------------------------------------------

export class UnknownCompanyProfileError extends Error {
  constructor(qNumber: string) {
    super(`The company directory has no employee with the Q-number ${qNumber}.`);
    this.name = 'UnknownCompanyProfileError';
  }
}

/**
 * What the fake company sign-on page calls when an employee "signs on": a single-use authorization
 * code for that Q-number, valid 5 minutes, which the app then exchanges at POST /api/v1/login.
 * Throws UnknownCompanyProfileError for a Q-number the company directory does not know.
 */
export async function issueAuthorizationCode(qNumber: string): Promise<string> {
  await ensureDatabaseReady();
  const profile = findCompanyProfile(qNumber.trim());
  if (!profile) throw new UnknownCompanyProfileError(qNumber);
  const now = getNow().getTime();
  // Keep the table small: codes are useless once expired or used.
  db.authorizationCodes.deleteMany((q) =>
    q.where((c) => c.usedAt !== null || Date.parse(c.expiresAt) <= now),
  );
  const code = randomToken('wen_code', 16);
  await db.authorizationCodes.create({
    code,
    qNumber: profile.qNumber,
    createdAt: iso(now),
    expiresAt: iso(now + AUTHORIZATION_CODE_TTL_MS),
    usedAt: null,
  });
  notifyDatabaseChange();
  return code;
}

/** The Q-number a code was issued for, once: the code is spent even if the login fails later. */
export async function redeemAuthorizationCode(code: string): Promise<string | undefined> {
  const now = getNow();
  const record = db.authorizationCodes.findFirst((q) => q.where({ code }));
  if (!record || record.usedAt !== null || isPast(record.expiresAt, now)) return undefined;
  await db.authorizationCodes.update((q) => q.where({ code }), {
    data(draft) {
      draft.usedAt = now.toISOString();
    },
  });
  return record.qNumber;
}

export async function createOnboardingSession(qNumber: string): Promise<string> {
  const now = getNow().getTime();
  db.onboardingSessions.deleteMany((q) =>
    q.where((record) => record.usedAt !== null || Date.parse(record.expiresAt) <= now),
  );
  const token = randomToken('wen_onboarding');
  await db.onboardingSessions.create({
    token,
    qNumber,
    createdAt: iso(now),
    expiresAt: iso(now + ONBOARDING_TOKEN_TTL_MS),
    usedAt: null,
  });
  return token;
}

export function findOnboardingSession(token: string): OnboardingSessionRecord | undefined {
  const now = getNow();
  const record = db.onboardingSessions.findFirst((q) => q.where({ token }));
  if (!record || record.usedAt !== null || isPast(record.expiresAt, now)) return undefined;
  return record;
}

export async function markOnboardingSessionUsed(token: string): Promise<void> {
  await db.onboardingSessions.update((q) => q.where({ token }), {
    data(draft) {
      draft.usedAt = getNow().toISOString();
    },
  });
}

// --- login failures and lockout --------------------------------------------------------------

const emailKey = (email: string) => email.trim().toLowerCase();

/** When the lock of this e-mail ends, or undefined when it is not locked. */
export function lockedUntil(email: string): Date | undefined {
  const now = getNow().getTime();
  const lock = db.lockouts.findFirst((q) => q.where({ email: emailKey(email) }));
  if (!lock || Date.parse(lock.lockedUntil) <= now) return undefined;
  return new Date(lock.lockedUntil);
}

/** Records a failed attempt; the LOCKOUT_MAX_FAILURES-th within the window locks the e-mail. */
export async function recordLoginFailure(email: string): Promise<{ locked: boolean }> {
  const key = emailKey(email);
  const now = getNow().getTime();
  db.loginFailures.deleteMany((q) =>
    q.where((failure) => Date.parse(failure.at) <= now - LOCKOUT_WINDOW_MS),
  );
  db.lockouts.deleteMany((q) => q.where((lock) => Date.parse(lock.lockedUntil) <= now));
  await db.loginFailures.create({ email: key, at: iso(now) });
  const recent = db.loginFailures.findMany((q) => q.where({ email: key })).length;
  if (recent < LOCKOUT_MAX_FAILURES) return { locked: false };
  db.lockouts.deleteMany((q) => q.where({ email: key }));
  db.loginFailures.deleteMany((q) => q.where({ email: key }));
  await db.lockouts.create({
    email: key,
    lockedUntil: iso(now + LOCKOUT_DURATION_MS),
    reason: 'failed-logins',
  });
  return { locked: true };
}

export function clearLoginFailures(email: string): void {
  const key = emailKey(email);
  db.loginFailures.deleteMany((q) => q.where({ email: key }));
  db.lockouts.deleteMany((q) => q.where({ email: key }));
}

/** Lifts every login lock and forgets the failed attempts: only on an explicit request (panel, control call). */
export function liftLoginLockouts(): number {
  const lifted = db.lockouts.count();
  db.lockouts.clear();
  db.loginFailures.clear();
  return lifted;
}

// --- e-mail registration ---------------------------------------------------------------------

export class RegistrationConfirmationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistrationConfirmationError';
  }
}

/**
 * The click on the link of the (simulated) confirmation mail: activates the account registered with
 * that e-mail. Throws RegistrationConfirmationError when there is no pending registration for it or
 * its 14 days have passed.
 */
export async function confirmRegistration(email: string): Promise<UserRecord> {
  await ensureDatabaseReady();
  const user = findUserByEmail(email);
  if (!user || user.confirmationDeadline === null) {
    throw new RegistrationConfirmationError(
      `No registration waits for a confirmation of ${email}.`,
    );
  }
  if (isPast(user.confirmationDeadline, getNow())) {
    throw new RegistrationConfirmationError(
      `The confirmation link for ${email} has expired (valid ${CONFIRMATION_VALID_DAYS} days).`,
    );
  }
  const confirmed = await updateUser(user, (draft) => {
    draft.active = true;
    draft.confirmationDeadline = null;
  });
  notifyDatabaseChange();
  return confirmed;
}
