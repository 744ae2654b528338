import type { LatencySetting } from '@scenarios/scenario-types';
import { seededUnit } from './lib/seeded-random';

/** The bounds of 'realistic' latency and the delay of 'slow'. */
export const REALISTIC_LATENCY_MS = { min: 150, max: 400 } as const;
export const SLOW_LATENCY_MS = 2_000;
/** A custom latency is capped: the app aborts every request after 15 s anyway. */
export const MAX_CUSTOM_LATENCY_MS = 60_000;

export const NO_LATENCY: LatencySetting = { mode: 'none' };

/**
 * How long the answer to one call waits. 'realistic' spreads calls over 150–400 ms, repeatable: the delay
 * depends on the seed, the route and how many times the route was called before.
 */
export function latencyFor(
  setting: LatencySetting,
  seed: number,
  routeName: string,
  callNumber: number,
): number {
  switch (setting.mode) {
    case 'none':
      return 0;
    case 'realistic': {
      const span = REALISTIC_LATENCY_MS.max - REALISTIC_LATENCY_MS.min;
      return (
        REALISTIC_LATENCY_MS.min +
        Math.floor(seededUnit(seed, 'latency', routeName, callNumber) * (span + 1))
      );
    }
    case 'slow':
      return SLOW_LATENCY_MS;
    case 'custom':
      return Math.min(MAX_CUSTOM_LATENCY_MS, Math.max(0, Math.round(setting.ms)));
  }
}

/** Reads a latency from a URL item: 'none', 'realistic', 'slow' or a number of milliseconds. */
export function parseLatency(value: string | null | undefined): LatencySetting | null {
  if (!value) return null;
  if (value === 'none' || value === 'realistic' || value === 'slow') return { mode: value };
  if (/^\d{1,6}$/.test(value))
    return { mode: 'custom', ms: Math.min(MAX_CUSTOM_LATENCY_MS, Number(value)) };
  return null;
}

/** The URL form of a latency (parseLatency reads it back). */
export function formatLatency(setting: LatencySetting): string {
  return setting.mode === 'custom' ? String(setting.ms) : setting.mode;
}
