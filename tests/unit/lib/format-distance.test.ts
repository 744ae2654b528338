// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  formatOfferDistance,
  formatPickerDistance,
  prepareDistanceFormats,
} from '@/domain/trip-request/format-distance';

const NBSP = '\u00a0';
const shown = (text: string) => text.replaceAll(NBSP, ' ');

describe('picker distances: m below 1,000, km with one decimal from 1,000, whole km above 10,000', () => {
  it.each([
    [99, '99 m', '99 m'],
    [100, '100 m', '100 m'],
    [999, '999 m', '999 m'],
    [1000, '1,0 km', '1.0 km'],
    [9999, '10,0 km', '10.0 km'],
    [10_000, '10,0 km', '10.0 km'],
    [10_001, '10 km', '10 km'],
    [12_345, '12 km', '12 km'],
    [1_234_567, '1.235 km', '1,235 km'],
  ])('%i m -> de "%s", en "%s"', (metres, german, english) => {
    expect(shown(formatPickerDistance(metres, 'de'))).toBe(german);
    expect(shown(formatPickerDistance(metres, 'en'))).toBe(english);
  });

  it('rounds to whole metres before choosing the unit (999.6 m is already 1 km)', () => {
    expect(shown(formatPickerDistance(999.4, 'en'))).toBe('999 m');
    expect(shown(formatPickerDistance(999.6, 'en'))).toBe('1.0 km');
  });

  it('keeps number and unit together with a no-break space', () => {
    expect(formatPickerDistance(5, 'de')).toBe(`5${NBSP}m`);
  });
});

describe('offer distances: m below 100, otherwise km with one decimal', () => {
  it.each([
    [0, '0 m', '0 m'],
    [99, '99 m', '99 m'],
    [100, '0,1 km', '0.1 km'],
    [999, '1,0 km', '1.0 km'],
    [1000, '1,0 km', '1.0 km'],
    [9999, '10,0 km', '10.0 km'],
    [10_000, '10,0 km', '10.0 km'],
    [10_001, '10,0 km', '10.0 km'],
    [15_260, '15,3 km', '15.3 km'],
    [1_234_567, '1.234,6 km', '1,234.6 km'],
  ])('%i m -> de "%s", en "%s"', (metres, german, english) => {
    expect(shown(formatOfferDistance(metres, 'de'))).toBe(german);
    expect(shown(formatOfferDistance(metres, 'en'))).toBe(english);
  });

  it('shows an unusable distance as 0 m instead of NaN', () => {
    expect(shown(formatOfferDistance(Number.NaN, 'de'))).toBe('0 m');
    expect(shown(formatOfferDistance(-5, 'de'))).toBe('0 m');
  });
});

/** Counts the Intl.NumberFormat objects made while `run` runs. */
function countingFormats(run: (made: () => number) => void): void {
  const Original = Intl.NumberFormat;
  let count = 0;
  class Counting extends Original {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args);
      count += 1;
    }
  }
  vi.useFakeTimers();
  Intl.NumberFormat = Counting as typeof Intl.NumberFormat;
  try {
    run(() => count);
  } finally {
    Intl.NumberFormat = Original;
    vi.useRealTimers();
  }
}

describe('the formats made ahead of their first use (the offers overview, while its search is on the wire)', () => {
  it('makes both of a language after the current task, and the first distances shown make none', () => {
    countingFormats((made) => {
      prepareDistanceFormats('fr');
      expect(made()).toBe(0);
      vi.runAllTimers();
      expect(made()).toBe(2);
      expect(shown(formatOfferDistance(50, 'fr'))).toBe('50 m');
      expect(shown(formatOfferDistance(1234, 'fr'))).toBe('1,2 km');
      expect(made()).toBe(2);
    });
  });

  it('makes none when the screen closed before', () => {
    countingFormats((made) => {
      prepareDistanceFormats('it')();
      vi.runAllTimers();
      expect(made()).toBe(0);
    });
  });
});
