/**
 * The mock backend's notion of "now". Tests and (later) scenarios can pin it, so expiry, lockout and
 * "period in the past" rules are reproducible without fake timers.
 */
let pinnedNow: Date | null = null;

export function getNow(): Date {
  return pinnedNow ? new Date(pinnedNow.getTime()) : new Date();
}

/** Pins the clock to a moment (or releases it with null). */
export function setMockNow(now: Date | null): void {
  pinnedNow = now ? new Date(now.getTime()) : null;
}

/** Moves a pinned clock forward (or pins it at now + ms when it runs free). */
export function advanceMockClock(milliseconds: number): void {
  pinnedNow = new Date(getNow().getTime() + milliseconds);
}
