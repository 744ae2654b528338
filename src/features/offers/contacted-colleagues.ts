import { useSnapshot } from 'valtio';
import { z } from 'zod';
import { useCurrentUser } from '@/domain/session/current-user';
import { persistedStore, schemaReader } from '@/lib/persisted-store';
import { posterKey } from './offer-folding';

/**
 * The colleagues the user wrote to from an offer's detail (docs/recipes.md, its pilot): the list shows "Contacted"
 * on their entry and the detail says since when, so a commuter who searches every morning does not write to the
 * same colleague twice. There is no such call in the spec: the marks stay on this device (localStorage), per
 * signed-in user (a shared phone keeps two users' marks apart), keyed by the colleague's e-mail as the list folds it.
 */

/** Marks kept per user at most; the oldest go first (a mark is worth little after a few months). */
export const MAX_CONTACTED_PER_USER = 200;

const isMarkedAt = (value: unknown): value is string =>
  typeof value === 'string' && z.iso.datetime().safeParse(value).success;

/** user id -> colleague key -> when marked (ISO); an unreadable mark drops alone, not the user's other marks. */
const ContactedSchema = z.record(
  z.string().min(1),
  z
    .record(z.string().min(1), z.unknown())
    .transform((marks) =>
      Object.fromEntries(
        Object.entries(marks).filter((entry): entry is [string, string] => isMarkedAt(entry[1])),
      ),
    ),
);

type ContactedByUser = z.output<typeof ContactedSchema>;

const contacted = persistedStore<{ byUser: ContactedByUser }, ContactedByUser>({
  kind: 'local',
  key: 'wen.contactedColleagues',
  read: schemaReader(ContactedSchema),
  initial: () => ({ byUser: {} }),
  restore: (byUser) => ({ byUser }),
  save: (state) => state.byUser,
});

/** Marks the colleague with this e-mail as contacted by the user now (a second mark keeps the first date). */
export function markContacted(userId: string, email: string, now: Date = new Date()): void {
  const marks = (contacted.byUser[userId] ??= {});
  const key = posterKey(email);
  if (marks[key]) return;
  marks[key] = now.toISOString();
  const keys = Object.keys(marks);
  if (keys.length > MAX_CONTACTED_PER_USER) {
    const oldest = keys.sort((a, b) => (marks[a] ?? '').localeCompare(marks[b] ?? ''));
    for (const drop of oldest.slice(0, keys.length - MAX_CONTACTED_PER_USER)) delete marks[drop];
  }
}

/** Takes the mark back (the user wrote to the wrong colleague, or wants to be reminded again). */
export function forgetContacted(userId: string, email: string): void {
  const marks = contacted.byUser[userId];
  if (marks) delete marks[posterKey(email)];
}

/** The signed-in user's marks: colleague key (offer-folding's posterKey) -> when marked; empty when signed out. */
export function useContactedColleagues(): Readonly<Record<string, string>> {
  const user = useCurrentUser();
  const { byUser } = useSnapshot(contacted);
  return (user && byUser[user.id]) || NO_MARKS;
}

const NO_MARKS: Readonly<Record<string, string>> = Object.freeze({});

/** Every mark of every user gone (a test's fresh start). */
export function resetContactedColleagues(): void {
  contacted.byUser = {};
}
