// Accepted requests per address over a sliding window, in this process's memory. With
// several processes (PostgreSQL), each one counts on its own: the limit is per process.

// Past this many addresses, forgotten ones are swept before a new one is counted.
const SWEEP_AT = 10_000;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly max: number, private readonly windowMs: number) {}

  /**
   * Counts one request for every key (an IP, an e-mail address) unless one of them is at
   * its limit. Returns 0 when counted, else the milliseconds until the oldest hit expires.
   */
  take(keys: readonly string[], now = Date.now()): number {
    if (this.max === 0) return 0;
    const since = now - this.windowMs;
    const recent = keys.map((key) => (this.hits.get(key) ?? []).filter((time) => time > since));
    const wait = Math.max(0, ...recent.map((times) => (times.length >= this.max ? times[0]! + this.windowMs - now : 0)));
    if (wait > 0) return wait;
    if (this.hits.size > SWEEP_AT) this.sweep(since);
    keys.forEach((key, i) => this.hits.set(key, [...recent[i]!, now]));
    return 0;
  }

  private sweep(since: number) {
    for (const [key, times] of this.hits) {
      if (times.every((time) => time <= since)) this.hits.delete(key);
    }
  }
}
