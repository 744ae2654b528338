import { isPlausibleEmail } from '@contract/plain-forms';

/**
 * The missing-mail step's rule (spec section 5): an e-mail is valid when it has at least one character before
 * the at sign and at least two after it. Surrounding blanks do not count. The client reads a user's address by
 * the same rule (contract/answer-readers.ts).
 */
export function isValidMissingMail(value: string): boolean {
  return isPlausibleEmail(value);
}
