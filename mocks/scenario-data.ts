import type {
  Scenario,
  ScenarioDataChange,
  SeededPersonaKey,
  UserFlags,
} from '@scenarios/scenario-types';
import { getNow } from './clock';
import {
  liftLoginLockouts,
  LOCKOUT_MAX_FAILURES,
  LOCKOUT_WINDOW_MS,
  recordLoginFailure,
} from './db/auth-repository';
import { db, notifyDatabaseChange } from './db/database';
import { ensureDatabaseReady, resetDatabase } from './db/lifecycle';
import type { LockoutRecord, LoginFailureRecord, SessionRecord, UserRecord } from './db/schemas';
import { findUserById, updateUser } from './db/users-repository';
import { PERSONAS, type PersonaKey } from './seed-constants';

// The scenarios name personas by key without importing mocks/: both key lists must stay the same.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const personaKeysMatch: SameKeys<SeededPersonaKey, PersonaKey> = true;
void personaKeysMatch;

/** A lock of a scenario lasts until the data is reset (the backend's own rule locks for 15 minutes). */
const SCENARIO_LOCK_MS = 365 * 24 * 60 * 60_000;

/** Switches account flags of a user (a scenario's change, or the dev panel's live switch). */
export async function changeUserFlags(userId: string, flags: UserFlags): Promise<UserRecord> {
  const user = findUserById(userId);
  if (!user) throw new Error(`The data has no user with the id '${userId}'.`);
  return updateUser(user, (draft) => {
    Object.assign(draft, structuredClone(flags));
  });
}

async function applyChange(change: ScenarioDataChange, now: Date): Promise<void> {
  switch (change.kind) {
    case 'user-flags': {
      await changeUserFlags(PERSONAS[change.persona].id, change.flags);
      return;
    }
    case 'lock-login': {
      const email = PERSONAS[change.persona].email;
      if (!email) throw new Error(`The persona '${change.persona}' has no e-mail to lock.`);
      // The lock arises as the backend's rule makes it (repeated failures), then lasts until reset.
      for (let attempt = 0; attempt < LOCKOUT_MAX_FAILURES; attempt += 1) {
        await recordLoginFailure(email);
      }
      await db.lockouts.update((q) => q.where({ email: email.toLowerCase() }), {
        data(draft) {
          draft.lockedUntil = new Date(now.getTime() + SCENARIO_LOCK_MS).toISOString();
          draft.reason = 'scenario';
        },
      });
      return;
    }
    case 'expire-sessions': {
      const at = now.toISOString();
      await db.sessions.updateMany((q) => q.where(() => true), {
        data(draft) {
          draft.accessExpiresAt = at;
          draft.refreshExpiresAt = at;
        },
      });
      return;
    }
  }
}

export interface ApplyScenarioDataOptions {
  seed: number;
  /** Start from freshly seeded data (default); false applies the changes to the data as it is. */
  reset?: boolean;
  /**
   * Keep open sessions of users who still exist after the reset (the personas' ids are the same in every
   * seed), so switching scenarios does not sign the tester out. Default true.
   */
  keepSessions?: boolean;
  /**
   * Also lift the lockouts that failed logins caused (and forget the failures counting towards one). Default
   * false: a switch or re-seed keeps that security state; only a request naming it lifts it.
   */
  liftLockouts?: boolean;
  now?: Date;
}

/** Security state a re-seed carries over: locks of failed logins still in force and the recent failures. */
function securityState(now: Date): { lockouts: LockoutRecord[]; failures: LoginFailureRecord[] } {
  const at = now.getTime();
  return {
    lockouts: db.lockouts
      .findMany((q) =>
        q.where((lock) => lock.reason === 'failed-logins' && Date.parse(lock.lockedUntil) > at),
      )
      .map((lock) => ({ ...lock })),
    failures: db.loginFailures
      .findMany((q) => q.where((failure) => Date.parse(failure.at) > at - LOCKOUT_WINDOW_MS))
      .map((failure) => ({ ...failure })),
  };
}

/** Puts the database into the scenario's state: seeded data of the seed, then the scenario's changes. */
export async function applyScenarioData(
  scenario: Pick<Scenario, 'data'>,
  {
    seed,
    reset = true,
    keepSessions = true,
    liftLockouts = false,
    now = getNow(),
  }: ApplyScenarioDataOptions,
): Promise<void> {
  await ensureDatabaseReady();
  if (reset) {
    const sessions: SessionRecord[] = keepSessions
      ? db.sessions.all().map((session) => ({ ...session }))
      : [];
    const kept = liftLockouts ? { lockouts: [], failures: [] } : securityState(now);
    await resetDatabase(seed, now);
    for (const session of sessions) {
      if (findUserById(session.userId)) await db.sessions.create(session);
    }
    for (const lockout of kept.lockouts) await db.lockouts.create(lockout);
    for (const failure of kept.failures) await db.loginFailures.create(failure);
  } else if (liftLockouts) {
    liftLoginLockouts();
  }
  for (const change of scenario.data ?? []) await applyChange(change, now);
  notifyDatabaseChange();
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Applies one change to the data as it is and returns what undoes it (see applyScenarioOverlay). */
async function applyUndoableChange(
  change: ScenarioDataChange,
  now: Date,
): Promise<() => Promise<void>> {
  switch (change.kind) {
    case 'user-flags': {
      const userId = PERSONAS[change.persona].id;
      const user = findUserById(userId);
      if (!user) return async () => undefined;
      const keys = Object.keys(change.flags) as (keyof UserFlags)[];
      const before = structuredClone(Object.fromEntries(keys.map((key) => [key, user[key]])));
      await applyChange(change, now);
      return async () => {
        const current = findUserById(userId);
        if (!current) return;
        await updateUser(current, (draft) => {
          // A flag the request itself changed meanwhile keeps the request's value.
          for (const key of keys) {
            if (sameJson(draft[key], change.flags[key]))
              Object.assign(draft, { [key]: before[key] });
          }
        });
      };
    }
    case 'lock-login': {
      const email = PERSONAS[change.persona].email?.toLowerCase() ?? '';
      const lockouts = db.lockouts.findMany((q) => q.where({ email })).map((r) => ({ ...r }));
      const failures = db.loginFailures.findMany((q) => q.where({ email })).map((r) => ({ ...r }));
      await applyChange(change, now);
      return async () => {
        db.lockouts.deleteMany((q) => q.where({ email }));
        db.loginFailures.deleteMany((q) => q.where({ email }));
        for (const lockout of lockouts) await db.lockouts.create(lockout);
        for (const failure of failures) await db.loginFailures.create(failure);
      };
    }
    case 'expire-sessions': {
      const before = new Map(
        db.sessions.all().map((session) => [session.id, { ...session }] as const),
      );
      await applyChange(change, now);
      const at = now.toISOString();
      return async () => {
        await db.sessions.updateMany(
          (q) =>
            q.where(
              (session) =>
                before.has(session.id) &&
                session.accessExpiresAt === at &&
                session.refreshExpiresAt === at,
            ),
          {
            data(draft) {
              const previous = before.get(draft.id);
              if (!previous) return;
              draft.accessExpiresAt = previous.accessExpiresAt;
              draft.refreshExpiresAt = previous.refreshExpiresAt;
            },
          },
        );
      };
    }
  }
}

/**
 * A scenario's data changes for the time of one request (the standalone server's per-request scenario): they
 * are applied to the shared data as it is (no re-seed) and the returned function takes them back, keeping
 * whatever the request itself changed (a new session, a posting). The caller runs the request alone between
 * the two, so no other request sees the scenario's state.
 */
export async function applyScenarioOverlay(
  scenario: Pick<Scenario, 'data'>,
  now: Date = getNow(),
): Promise<() => Promise<void>> {
  const undos: Array<() => Promise<void>> = [];
  try {
    for (const change of scenario.data ?? []) undos.push(await applyUndoableChange(change, now));
  } catch (error) {
    for (const undo of undos.reverse()) await undo();
    throw error;
  }
  return async () => {
    for (const undo of undos.reverse()) await undo();
  };
}
