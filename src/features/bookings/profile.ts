import type { User } from '@contract/schemas';
import { mailtoLink, SUPPORT_EMAIL } from '@/lib/support-contact';

/** Account number and/or Q-number, joined by ' / ' when both exist; null when there is neither. */
export function profileNumbers(user: Pick<User, 'accountNumber' | 'qNumber'>): string | null {
  const parts = [user.accountNumber, user.qNumber]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' / ') : null;
}

/** The 'Delete account' mail to support: subject, and a body with the e-mail, the user id and the request. */
export function deleteAccountMailto(
  user: Pick<User, 'id' | 'email'>,
  texts: { subject: string; body: (values: { email: string; userId: string }) => string },
): string {
  return mailtoLink({
    to: SUPPORT_EMAIL,
    subject: texts.subject,
    body: texts.body({ email: user.email ?? '', userId: user.id }),
  });
}
