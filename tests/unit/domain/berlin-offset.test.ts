import { describe, expect, it } from 'vitest';
import { berlinMinutesOfDay, berlinOffsetMinutes } from '@/domain/schedule/berlin-days';

// berlinOffsetMinutes keeps the offset of each UTC hour once looked up (issue 35, scale): the hours either side of
// a switch must still get their own offset, asked in any order and again.
describe('Berlin offset, looked up once per UTC hour', () => {
  it('gives each side of the spring and autumn switches its own offset, asked twice', () => {
    const cases: Array<[string, number]> = [
      ['2026-03-29T00:59:59Z', 60],
      ['2026-03-29T01:00:00Z', 120],
      ['2026-03-29T00:00:00Z', 60],
      ['2026-10-25T00:59:59Z', 120],
      ['2026-10-25T01:00:00Z', 60],
      ['2026-10-25T01:30:00Z', 60],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [iso, offset] of cases)
        expect(berlinOffsetMinutes(new Date(iso)), iso).toBe(offset);
    }
  });

  it('reads the wall-clock minutes of moments in the same UTC hour from one lookup', () => {
    expect(berlinMinutesOfDay(new Date('2026-12-03T06:30:00Z'))).toBe(7 * 60 + 30);
    expect(berlinMinutesOfDay(new Date('2026-12-03T06:05:00Z'))).toBe(7 * 60 + 5);
    expect(berlinMinutesOfDay(new Date('2026-07-03T05:45:00Z'))).toBe(7 * 60 + 45);
    expect(berlinMinutesOfDay(new Date('invalid'))).toBeNull();
  });

  it('still asks Intl for moments before 1900 (offsets not on the hour then)', () => {
    expect(berlinOffsetMinutes(new Date('1890-06-01T12:00:00Z'))).toBe(53);
  });
});
