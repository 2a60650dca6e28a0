// Limits at the desk's doors (sign-in links, passkey challenges, the public acceptance), counted
// in the database so that every process sharing PostgreSQL counts the same hits. The keys are
// the caller's salted hashes: no address is stored. Written here rather than taken from
// lib/quotes/ratelimit.ts because lib/server imports no feature, and because a door's count must
// hold under concurrent knocks: each key is counted under a transaction lock of its own.
import 'server-only';
import type { Database, Sql } from './db';

/** At most `max` hits for `key` within `windowMs`. */
export type Limit = { key: string; max: number; windowMs: number };

/** Serialises the counts of one key until the caller's transaction ends (PGlite runs one at a time anyway). */
const lockKey = (sql: Sql, key: string) => sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);

async function hitsOf(sql: Sql, key: string, now: Date): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM desk_door_hits WHERE key_hash = $1 AND expires_at > $2::timestamptz',
    [key, now.toISOString()],
  );
  return row?.n ?? 0;
}

/**
 * Counts one hit for every limit, in order, unless one of them is reached: true when counted.
 * A refused knock is not counted, so a flood keeps at most `max` rows per key.
 */
export async function takeHit(sql: Sql, limits: readonly Limit[], now: Date): Promise<boolean> {
  for (const limit of limits) {
    await lockKey(sql, limit.key);
    if ((await hitsOf(sql, limit.key, now)) >= limit.max) return false;
  }
  for (const limit of limits) await remember(sql, limit.key, limit.windowMs, now);
  return true;
}

/** Keeps `key` for `ms` (a network the desk was opened from): `remembered` answers until then. */
export async function remember(sql: Sql, key: string, ms: number, now: Date): Promise<void> {
  await sql.query('INSERT INTO desk_door_hits (key_hash, at, expires_at) VALUES ($1, $2::timestamptz, $3::timestamptz)', [
    key,
    now.toISOString(),
    new Date(now.getTime() + ms).toISOString(),
  ]);
}

export async function remembered(sql: Sql, key: string, now: Date): Promise<boolean> {
  return (await hitsOf(sql, key, now)) > 0;
}

/** Forgets every hit whose window has ended (the desk's upkeep). */
export async function purgeDoorHits(db: Database, now: Date): Promise<void> {
  await db.query('DELETE FROM desk_door_hits WHERE expires_at <= $1::timestamptz', [now.toISOString()]);
}
