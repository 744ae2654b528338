import type { User } from '@contract/schemas';
import { mailtoLink, SUPPORT_EMAIL } from '@/lib/support-contact';

const given = (part: string | null | undefined) => (part?.trim() ?? '') !== '';

/** Account number and/or Q-number, joined by ' / ' when both exist; null when there is neither. */
export function profileNumbers(user: Pick<User, 'accountNumber' | 'qNumber'>): string | null {
  const parts = [user.accountNumber, user.qNumber].filter(given).map((part) => part!.trim());
  return parts.length > 0 ? parts.join(' / ') : null;
}

/**
 * What the shown numbers are, for their label: the employee (Q-)number of a company user, the account number of
 * an external one, or both (issue 36: an external user's number was labelled as both).
 */
export function profileNumbersKind(
  user: Pick<User, 'accountNumber' | 'qNumber'>,
): 'numbers' | 'employeeNumber' | 'accountNumber' | null {
  const account = given(user.accountNumber);
  const employee = given(user.qNumber);
  if (account && employee) return 'numbers';
  if (employee) return 'employeeNumber';
  return account ? 'accountNumber' : null;
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
