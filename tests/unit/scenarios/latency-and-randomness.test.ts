// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatLatency, latencyFor, parseLatency, REALISTIC_LATENCY_MS } from '@mocks/latency';
import { seededUnit } from '@mocks/lib/seeded-random';

describe('seeded randomness', () => {
  it('is repeatable for the same seed and parts, different for others, always in [0, 1)', () => {
    expect(seededUnit(7, 'flaky', 'offers.search', 3)).toBe(
      seededUnit(7, 'flaky', 'offers.search', 3),
    );
    expect(seededUnit(7, 'flaky', 'offers.search', 3)).not.toBe(
      seededUnit(8, 'flaky', 'offers.search', 3),
    );
    expect(seededUnit(7, 'flaky', 'offers.search', 3)).not.toBe(
      seededUnit(7, 'flaky', 'offers.search', 4),
    );
    const values = Array.from({ length: 2_000 }, (_, index) => seededUnit(42, 'spread', index));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    // Roughly uniform: each tenth gets a fair share.
    for (let decile = 0; decile < 10; decile += 1) {
      const share =
        values.filter((value) => Math.floor(value * 10) === decile).length / values.length;
      expect(share).toBeGreaterThan(0.06);
      expect(share).toBeLessThan(0.14);
    }
  });
});

describe('latency', () => {
  it('none, slow and custom are fixed; custom is capped at 60 s and never negative', () => {
    expect(latencyFor({ mode: 'none' }, 1, 'users.me', 1)).toBe(0);
    expect(latencyFor({ mode: 'slow' }, 1, 'users.me', 1)).toBe(2_000);
    expect(latencyFor({ mode: 'custom', ms: 750 }, 1, 'users.me', 1)).toBe(750);
    expect(latencyFor({ mode: 'custom', ms: 10_000_000 }, 1, 'users.me', 1)).toBe(60_000);
    expect(latencyFor({ mode: 'custom', ms: -5 }, 1, 'users.me', 1)).toBe(0);
  });

  it('realistic spreads calls over 150–400 ms, the same for the same seed', () => {
    const delays = Array.from({ length: 200 }, (_, call) =>
      latencyFor({ mode: 'realistic' }, 99, 'offers.search', call),
    );
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(REALISTIC_LATENCY_MS.min);
    expect(Math.max(...delays)).toBeLessThanOrEqual(REALISTIC_LATENCY_MS.max);
    expect(new Set(delays).size).toBeGreaterThan(50);
    expect(latencyFor({ mode: 'realistic' }, 99, 'offers.search', 5)).toBe(delays[5]);
  });

  it('reads and writes the URL form', () => {
    expect(parseLatency('slow')).toEqual({ mode: 'slow' });
    expect(parseLatency('250')).toEqual({ mode: 'custom', ms: 250 });
    expect(parseLatency('fast')).toBeNull();
    expect(parseLatency(null)).toBeNull();
    expect(parseLatency(formatLatency({ mode: 'custom', ms: 800 }))).toEqual({
      mode: 'custom',
      ms: 800,
    });
    expect(formatLatency({ mode: 'realistic' })).toBe('realistic');
  });
});
