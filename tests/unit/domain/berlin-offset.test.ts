import { describe, expect, it, vi } from 'vitest';
import {
  berlinDayKey,
  berlinMinutesOfDay,
  berlinOffsetMinutes,
} from '@/domain/schedule/berlin-days';

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

// The signed-in dashboard's first screen asks for today's Berlin day (My commute). The first Intl.DateTimeFormat of a
// page loads ICU's calendar and zone data: a 0.15–0.5 s long task on a mid-range phone (issue 36, point 10), so the
// days and offsets of the years a commuter meets come from the EU summer-time rule, checked here against Intl.
describe('Berlin days and offsets without Intl', () => {
  const intlOffset = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    timeZoneName: 'longOffset',
  });
  const intlDay = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const offsetByIntl = (date: Date) => {
    const name = intlOffset.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  };

  const expectSameAsIntl = (moment: Date) => {
    const at = moment.toISOString();
    expect(berlinOffsetMinutes(moment), at).toBe(offsetByIntl(moment));
    expect(berlinDayKey(moment), at).toBe(intlDay.format(moment));
  };

  it('agrees with Intl either side of each switch and each Berlin midnight near it, 1995 to 2101', () => {
    for (let year = 1995; year <= 2101; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0);
        const lastSunday = lastDay - new Date(lastDay).getUTCDay() * 86_400_000;
        // The switch at 01:00 UTC (and where the old rules switched, 1995) and the midnights of the days around it.
        const hours = [-26, -25, -24, -23, -22, -2, -1, 0, 1, 2, 3, 21, 22, 23, 24, 25, 46, 47];
        for (const hour of hours) {
          const time = lastSunday + hour * 3_600_000;
          expectSameAsIntl(new Date(time));
          expectSameAsIntl(new Date(time - 1));
          expectSameAsIntl(new Date(time + 1_800_000));
        }
      }
    }
  });

  it('agrees with Intl on moments spread over the years', () => {
    const step = 37 * 86_400_000 + 7_777_777;
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2105, 0, 1); time += step)
      expectSameAsIntl(new Date(time));
  });

  it('makes no Intl.DateTimeFormat when it loads or answers today', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const days = await import('@/domain/schedule/berlin-days');
      const now = new Date();
      days.berlinDayKey(now);
      days.berlinOffsetMinutes(now);
      days.berlinMinutesOfDay(now);
      days.toBerlinIso(now);
      days.atBerlinTime(days.berlinDayKey(now), 7, 30);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
