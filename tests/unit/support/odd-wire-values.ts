import { expect } from 'vitest';

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

/**
 * Reads `wire` by a fast lane and by its zod reader: the fast lane gives exactly the zod reader's value, or leaves
 * the answer to zod (null). Says which lane read it.
 */
export function expectFastLaneAsZod<T>(
  fastLane: (wire: unknown) => T | null,
  zodReader: { safeParse: (wire: unknown) => { success: boolean; data?: unknown } },
  wire: unknown,
): 'fast' | 'zod' {
  const fast = fastLane(wire);
  const zod = zodReader.safeParse(wire);
  if (fast === null) return 'zod';
  expect(zod.success).toBe(true);
  expect(fast).toStrictEqual(zod.data);
  return 'fast';
}
