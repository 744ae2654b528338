import fc from 'fast-check';

/**
 * Arbitraries of hostile and edge-case input for the fuzz tests of the fake backend: text with special
 * characters and tricky unicode, huge strings, number and date edge cases, broken JSON, and mutations
 * that turn a valid request body into a malformed one.
 */

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Characters the brief names, plus quotes and escapes every text path must survive. */
export const SPECIAL_CHARACTERS = [
  '|',
  '$',
  '&',
  '%',
  '@',
  '<',
  '>',
  '"',
  "'",
  '\\',
  '/',
  '`',
  ';',
  '{',
  '}',
];

/** Emoji (incl. a ZWJ sequence and a flag), right-to-left text and controls, zero-width characters, combining marks. */
export const TRICKY_UNICODE = [
  '😀',
  '👩‍👩‍👧',
  '🇩🇪',
  'שלום',
  'مرحبا',
  '\u202E', // right-to-left override
  '\u200F', // right-to-left mark
  '\u200B', // zero-width space
  '\u200D', // zero-width joiner
  '\u2060', // word joiner
  'e\u0301', // e + combining acute
  'Ä',
  'ß',
  '𝔘𝔫𝔦',
  '\u0000',
];

/** Markup and script payloads: a fake backend stores them as text and answers them as JSON strings. */
export const INJECTION_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
] as const;

/** Strings that look like numbers JSON cannot carry. */
export const NUMBER_LIKE_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '１２',
  '',
  ' ',
];

/** Short text made of the pieces above and arbitrary graphemes; never longer than maxPieces * 30. */
export function hostileText(maxPieces = 6): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof(
        fc.constantFrom(...SPECIAL_CHARACTERS),
        fc.constantFrom(...TRICKY_UNICODE),
        fc.constantFrom(...INJECTION_PAYLOADS),
        fc.string({ unit: 'grapheme', maxLength: 4 }),
        fc.string({ maxLength: 6 }),
      ),
      { minLength: 1, maxLength: maxPieces },
    )
    .map((pieces) => pieces.join(''));
}

/**
 * Free text a person may type: hostile pieces around a visible word, no leading or trailing white space
 * (the contract trims free text, which would make a read-back differ) and at most `max` characters.
 */
export function freeText(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(hostileText(4), fc.constantFrom('Fahrt', 'ride', 'x', '7'))
    .map(([text, word]) => `${word}${text}${word}`.slice(0, max))
    .filter((text) => text.trim() === text && text.length > 0);
}

/** At least 100,000 characters (UTF-16 code units) of one repeated piece. */
export const hugeString: fc.Arbitrary<string> = fc
  .record({
    unit: fc.constantFrom('a', '<script>', '😀', '\u200B', '|$&%@<>', 'é ', '{"a":['),
    extra: fc.nat({ max: 64 }),
  })
  .map(({ unit, extra }) => unit.repeat(Math.ceil((100_000 + extra) / unit.length)));

export const numberEdgeCases: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0.5, 0.5, 10.5, 11, 91, -91, 181, -181, 1e9, -1e9, 1e308, -1e308, 5e-324),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Date strings that are in the past, off-format, impossible or far out of range. */
export function dateEdgeCases(now: Date): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '1970-01-01T00:00:00Z',
      '2026-02-30T08:00:00+01:00',
      '2026-11-24T08:00:00', // no offset
      '2026-11-24',
      '24.11.2026 08:00',
      '2026-11-24T25:00:00Z',
      '9999-12-31T23:59:59Z',
      '+275760-09-13T00:00:00Z',
      'NaN',
      'Infinity',
      '',
    ),
    fc
      .integer({ min: 1, max: 400 * 86_400 })
      .map((seconds) => new Date(now.getTime() - seconds * 1000).toISOString()),
  );
}

/** A valid e-mail for the contract's e-mail format; `tag` keeps addresses apart. */
export function emailAddress(domains: readonly string[] = ['fuzz.example']): fc.Arbitrary<string> {
  return fc
    .record({
      local: fc.stringMatching(/^[a-z0-9][a-z0-9_'+-]{0,11}$/),
      dotted: fc.option(fc.stringMatching(/^[a-z0-9]{1,6}$/), { nil: undefined }),
      domain: fc.constantFrom(...domains),
    })
    .map(({ local, dotted, domain }) => `${local}${dotted ? `.${dotted}` : ''}@${domain}`)
    .filter((address) => /[a-z0-9_+-]@/.test(address));
}

/**
 * An ISO date-time of an instant, written with an offset and at least `fractionDigits` digits of the
 * second (more when the instant needs them): every form the contract accepts names the same instant.
 */
export function isoAt(milliseconds: number, offsetMinutes: number, fractionDigits = 0): string {
  const local = new Date(milliseconds + offsetMinutes * 60_000).toISOString();
  const millis = local.slice(20, 23);
  const needed = millis === '000' ? 0 : millis.endsWith('00') ? 1 : millis.endsWith('0') ? 2 : 3;
  const digits = Math.max(needed, fractionDigits);
  const fraction = digits === 0 ? '' : `.${millis.padEnd(digits, '0').slice(0, digits)}`;
  const stamp = `${local.slice(0, 19)}${fraction}`;
  if (offsetMinutes === 0) return `${stamp}Z`;
  const sign = offsetMinutes > 0 ? '+' : '-';
  const absolute = Math.abs(offsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  const minutes = String(absolute % 60).padStart(2, '0');
  return `${stamp}${sign}${hours}:${minutes}`;
}

/** UTC offsets the contract accepts: -23:59 to +23:59, with the usual ones more often. */
export const offsetMinutes: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, 60, 120, -180, 330, 345, -570),
  fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }),
);

export const fractionDigits: fc.Arbitrary<number> = fc.integer({ min: 0, max: 9 });
