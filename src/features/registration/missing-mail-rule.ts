/**
 * The missing-mail step's rule (spec section 5): an e-mail is valid when it has at least one character before
 * the at sign and at least two after it. Surrounding blanks do not count.
 */
export function isValidMissingMail(value: string): boolean {
  const email = value.trim();
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  return at >= 1 && email.length - at - 1 >= 2;
}
