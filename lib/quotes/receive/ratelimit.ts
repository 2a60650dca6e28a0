// Accepted requests per address over a sliding window, in this process's memory: the
// limit of a single process on the embedded database. Processes sharing PostgreSQL count
// in the store instead (`RateStore.takeRate`).
//
// Bounded without sweeping every key: a key is moved to the end of the Map each time it
// is counted, so the Map stays ordered by last hit and expired keys are dropped from its
// front, a few per request. Past `maxKeys`, the least recently counted key is dropped.
import 'server-only';

/** A key with its own limit (a network's hourly bucket); a plain key takes the limiter's. */
export type Bucket = { key: string; max: number; windowMs: number };

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private longestMs = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /**
   * Counts one request for every key (an IP, an e-mail address, a network) unless one of
   * them is at its limit. Returns 0 when counted, else the milliseconds until the oldest hit expires.
   */
  take(keys: readonly (string | Bucket)[], now = Date.now()): number {
    const buckets = keys
      .map((key) => (typeof key === 'string' ? { key, max: this.max, windowMs: this.windowMs } : key))
      .filter((bucket) => bucket.max > 0);
    if (buckets.length === 0) return 0;
    // Keys are dropped past the longest window ever used: a key still in it may be counted again.
    this.longestMs = Math.max(this.longestMs, ...buckets.map((bucket) => bucket.windowMs));
    this.forgetExpired(now - this.longestMs);
    const recent = buckets.map((bucket) => ({
      ...bucket,
      times: (this.hits.get(bucket.key) ?? []).filter((time) => time > now - bucket.windowMs),
    }));
    const wait = Math.max(
      0,
      ...recent.map(({ times, max, windowMs }) => (times[0] !== undefined && times.length >= max ? times[0] + windowMs - now : 0)),
    );
    if (wait > 0) return wait;
    for (const { key, times } of recent) {
      this.hits.delete(key);
      this.hits.set(key, [...times, now]);
    }
    // The oldest keys go first: a Map keeps its keys in insertion order.
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
    return 0;
  }

  /** Forgets every key past the longest window: run every hour, so no key outlives it by more. */
  sweep(now = Date.now()): void {
    this.forgetExpired(now - this.longestMs);
  }

  /** How many keys are remembered. */
  get size(): number {
    return this.hits.size;
  }

  private forgetExpired(since: number) {
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? since) > since) return;
      this.hits.delete(key);
    }
  }
}
