// The per-address limit and the site's brake, counted in the database when several processes
// share it (PostgreSQL): hashed visitor keys with the time of each hit, the keys' salt, and
// when the provider was last alerted. The limits themselves are ./admission.ts's.
import 'server-only';
import { onlyRow, type Database, type Sql } from '../../server/db';
import { claimTime, storedSetting } from '../../server/stored-settings';
import type { Bucket } from './ratelimit';

export class RateStore {
  constructor(private readonly db: Database) {}

  /** The salt of the hashed visitor keys, made once per database by its migration. */
  async rateSalt(): Promise<string> {
    return onlyRow([await storedSetting(this.db, 'rate_salt')], 'rate_salt');
  }

  /**
   * The per-address limit shared through the store: counts one hit for every key hash
   * (a plain hash takes `max` and `windowMs`, a bucket its own) unless one is at its
   * limit; returns 0 when counted, else the wait in ms.
   */
  async takeRate(sql: Sql, keys: (string | Bucket)[], max: number, windowMs: number, now: Date): Promise<number> {
    const buckets = keys.map((key) => (typeof key === 'string' ? { key, max, windowMs } : key)).filter((bucket) => bucket.max > 0);
    if (buckets.length === 0) return 0;
    // Hits past every window serve no limit: they go now, whoever they belonged to.
    await this.forgetRateHits(now, Math.max(...buckets.map((bucket) => bucket.windowMs)), sql);
    let wait = 0;
    for (const bucket of buckets) {
      const [count] = await sql.query<{ n: number; first: string | Date | null }>(
        'SELECT count(*)::integer AS n, min(at) AS first FROM quote_rate_hits WHERE key_hash = $1 AND at > $2::timestamptz',
        [bucket.key, new Date(now.getTime() - bucket.windowMs).toISOString()],
      );
      if (count && count.n >= bucket.max && count.first)
        wait = Math.max(wait, new Date(count.first).getTime() + bucket.windowMs - now.getTime());
    }
    if (wait > 0) return wait;
    await sql.query('INSERT INTO quote_rate_hits (key_hash, at) SELECT unnest($1::text[]), $2::timestamptz', [
      buckets.map((bucket) => bucket.key),
      now.toISOString(),
    ]);
    return 0;
  }

  /**
   * Takes the right to alert the provider that the site's brake was reached: true for one
   * caller per interval, across processes (the time is kept beside the salt).
   */
  async claimBrakeAlert(now: Date, intervalMs: number): Promise<boolean> {
    return claimTime(this.db, 'brake_alerted_at', now, intervalMs);
  }

  /** Forgets the hashed visitor keys counted longer than `keepMs` ago (the longest window in use). */
  async forgetRateHits(now: Date, keepMs: number, sql: Sql = this.db): Promise<void> {
    await sql.query('DELETE FROM quote_rate_hits WHERE at <= $1::timestamptz', [new Date(now.getTime() - keepMs).toISOString()]);
  }
}
