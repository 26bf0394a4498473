/**
 * Counts hits per key in a sliding window, in memory. Each app instance has its
 * own, so limits are per process: good enough for a form that stores a row per hit.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private sinceSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit unless the key is over its limit; says how long to wait when it is. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    this.sweepNowAndThen(now);
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const retryAfterMs = recent[0]! + this.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true };
  }

  /** Drops keys whose hits have all expired, so one-off visitors do not accumulate. */
  private sweepNowAndThen(now: number) {
    if (++this.sinceSweep < 1000) return;
    this.sinceSweep = 0;
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= now - this.windowMs)) this.hits.delete(key);
    }
  }
}
