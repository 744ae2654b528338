/**
 * A fake backend must not keep plain passwords, even demo ones, but needs no real cryptography either:
 * a salted FNV-1a hash keeps the stored data honest and comparison synchronous. Not for production use.
 */
export function hashPassword(password: string, salt: string): string {
  let hash = 0x811c9dc5;
  let second = 0x01000193;
  for (const char of `${salt}:${password}`) {
    const code = char.codePointAt(0) ?? 0;
    hash = Math.imul(hash ^ code, 0x01000193) >>> 0;
    second = Math.imul(second ^ (code + hash), 0x5bd1e995) >>> 0;
  }
  return `fnv1a$${salt}$${hash.toString(16).padStart(8, '0')}${second.toString(16).padStart(8, '0')}`;
}

export function verifyPassword(password: string, storedHash: string): boolean {
  const salt = storedHash.split('$')[1] ?? '';
  return hashPassword(password, salt) === storedHash;
}
