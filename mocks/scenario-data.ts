import type {
  Scenario,
  ScenarioDataChange,
  SeededPersonaKey,
  UserFlags,
} from '@scenarios/scenario-types';
import { getNow } from './clock';
import { LOCKOUT_MAX_FAILURES, recordLoginFailure } from './db/auth-repository';
import { db, notifyDatabaseChange } from './db/database';
import { ensureDatabaseReady, resetDatabase } from './db/lifecycle';
import type { SessionRecord, UserRecord } from './db/schemas';
import { findUserById, updateUser } from './db/users-repository';
import { PERSONAS, type PersonaKey } from './seed';

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
  now?: Date;
}

/** Puts the database into the scenario's state: seeded data of the seed, then the scenario's changes. */
export async function applyScenarioData(
  scenario: Pick<Scenario, 'data'>,
  { seed, reset = true, keepSessions = true, now = getNow() }: ApplyScenarioDataOptions,
): Promise<void> {
  await ensureDatabaseReady();
  if (reset) {
    const sessions: SessionRecord[] = keepSessions
      ? db.sessions.all().map((session) => ({ ...session }))
      : [];
    await resetDatabase(seed, now);
    for (const session of sessions) {
      if (findUserById(session.userId)) await db.sessions.create(session);
    }
  }
  for (const change of scenario.data ?? []) await applyChange(change, now);
  notifyDatabaseChange();
}
