import { SUPPORT_CONTACTS } from './legal-links';

/** The product's support address (spec section 9; the value is the deployment's, see SUPPORT_CONTACTS). */
export const SUPPORT_EMAIL = SUPPORT_CONTACTS.wen.email;

/**
 * A mail link (mailto:) with every part encoded: a name or a typed text may carry any character, and a bare '+'
 * or line break would be read differently by mail clients.
 */
export function mailtoLink({
  to,
  subject,
  body,
}: {
  to: string;
  subject?: string;
  body?: string;
}): string {
  const query = [
    subject !== undefined ? `subject=${encodeURIComponent(subject)}` : null,
    body !== undefined ? `body=${encodeURIComponent(body)}` : null,
  ].filter((part): part is string => part !== null);
  return `mailto:${encodeURIComponent(to)}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}
