/**
 * Random opaque strings for tokens and ids created at run time (never by the seed, which must be
 * repeatable). crypto.getRandomValues also works on plain-http origins, unlike crypto.randomUUID.
 */
export function randomToken(prefix: string, bytes = 24): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  const hex = Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
  return `${prefix}_${hex}`;
}

/** An RFC 4122 version 4 UUID. */
export function randomUuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (value) => value.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
