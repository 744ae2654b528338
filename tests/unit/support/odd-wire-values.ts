/**
 * The odd forms a field may take on a real backend's wire (texts padded or blank, numbers as text, times in other
 * forms, wrong types, nothing): what the fast-lane tests put into each field of a canonical answer to check that the
 * fast lane reads it as the zod reader does, or leaves it to zod. `undefined` removes the field.
 */
export const ODD_WIRE_VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  '  ',
  ' padded ',
  'text',
  42,
  -1,
  '48.1',
  Number.NaN,
  true,
  false,
  {},
  [],
  '2026-11-24T07:00:00.000Z',
  '2026-11-24T08:00:00+01:00',
  '2026-11-24T07:00:00',
  '2026-02-30T07:00:00Z',
  1_764_000_000_000,
  '07:30',
  '25:00',
  'OFFERING',
  'RECURRING',
  'someone@bmw.example',
  ' someone@bmw.example ',
  'no-address',
];
