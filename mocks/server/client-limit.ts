/**
 * A limit of failed logins per client (per remote address), beside the per-account lockout: the lockout stops
 * guessing one account's password, this stops one client from guessing many accounts' (or locking them all).
 * A sliding window; the table of clients is bounded, so a flood of addresses cannot grow it without end.
 */

export const DEFAULT_FAILED_LOGINS_PER_CLIENT = 20;
export const FAILED_LOGIN_WINDOW_MS = 60_000;
const MAX_CLIENTS = 10_000;

export class ClientAttemptLimit {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly max: number = DEFAULT_FAILED_LOGINS_PER_CLIENT,
    readonly windowMs: number = FAILED_LOGIN_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(client: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(client) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(client);
    else this.failures.set(client, times);
    return times;
  }

  /** Seconds until the client may try again, or 0 when it may now. */
  retryAfterSeconds(client: string): number {
    const times = this.recent(client);
    if (times.length < this.max) return 0;
    const oldest = times[times.length - this.max] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  recordFailure(client: string): void {
    const times = this.recent(client);
    times.push(this.now());
    // Only the last `max` count for the limit.
    this.failures.delete(client);
    this.failures.set(client, times.slice(-this.max));
    if (this.failures.size > MAX_CLIENTS) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }
}
