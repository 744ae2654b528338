// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidMissingMail } from '@/features/registration/missing-mail-rule';

describe('the missing-mail rule (spec section 5: one character before the at sign, two after it)', () => {
  it.each([
    'a@bc',
    'max.mustermann@bmw.example',
    'x@y.z',
    '  a@bc  ', // blanks around do not count
  ])('accepts %j', (value) => {
    expect(isValidMissingMail(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['no at sign', 'max.mustermann'],
    ['nothing before the at sign', '@bmw.example'],
    ['one character after the at sign', 'a@b'],
    ['nothing after the at sign', 'max@'],
    ['the two after it only blanks', 'a@  '],
  ])('refuses %s', (_case, value) => {
    expect(isValidMissingMail(value)).toBe(false);
  });
});
