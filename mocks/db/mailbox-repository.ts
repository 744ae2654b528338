import { getNow } from '../clock';
import { randomUuid } from '../lib/random-token';
import { confirmRegistration } from './auth-repository';
import { db, notifyDatabaseChange } from './database';
import { ensureDatabaseReady } from './lifecycle';
import type { SentMailRecord } from './schemas';

/**
 * The mails the fake backend "sends": kept in the database (so they survive the full page load to the simulated
 * mailbox) and shown by mocks/pages/mock-mailbox-page.tsx.
 */
/** The simulated mailbox keeps the newest mails (older ones are dropped as new ones are sent). */
export const MAX_SENT_MAILS = 200;

export async function recordRegistrationConfirmationMail(
  to: string,
  validUntil: string,
): Promise<SentMailRecord> {
  const stale = [...db.sentMails.all()]
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
    .slice(MAX_SENT_MAILS - 1);
  for (const mail of stale) db.sentMails.delete((q) => q.where({ id: mail.id }));
  return db.sentMails.create({
    id: randomUuid(),
    to,
    kind: 'registration-confirmation',
    subject: 'WEN: Bitte bestätigen Sie Ihre Registrierung / Please confirm your registration',
    sentAt: getNow().toISOString(),
    validUntil,
    confirmedAt: null,
  });
}

/** Every sent mail, the newest first. */
export async function listSentMails(): Promise<SentMailRecord[]> {
  await ensureDatabaseReady();
  return db.sentMails.all().sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/**
 * Follows the link of a confirmation mail: activates the registration (confirmRegistration, which refuses an
 * unknown or expired one) and marks the mail as followed.
 */
export async function followConfirmationLink(mailId: string): Promise<SentMailRecord> {
  await ensureDatabaseReady();
  const mail = db.sentMails.findFirst((q) => q.where({ id: mailId }));
  if (!mail) throw new Error(`No mail with the id ${mailId} was sent.`);
  await confirmRegistration(mail.to);
  const followed = await db.sentMails.update((q) => q.where({ id: mailId }), {
    data(draft) {
      draft.confirmedAt = getNow().toISOString();
    },
    strict: true,
  });
  notifyDatabaseChange();
  return followed;
}
