// The last good copy of each unit's busy intervals, in the quote requests' database (PGlite
// or PostgreSQL), so it survives restarts and is shared by every instance of the site.
import 'server-only';
import type { Sql } from '../server/db';
import type { Interval } from './rule';

export type Copy = {
  unit: string;
  /** A hash of the feed's address: a copy of another address is not this unit's. */
  source: string;
  busy: Interval[];
  /** The end of the expansion: nothing is known after it. */
  horizon: number;
  /** When the feed was last read successfully (or answered « unchanged »). */
  fetchedAt?: number;
  /** When a refresh was last tried: refreshes are at least 15 minutes apart. */
  checkedAt: number;
  etag?: string | undefined;
  lastModified?: string | undefined;
};

type Row = {
  unit: string;
  source: string;
  busy: [number, number][] | string;
  horizon: Date | string;
  fetched_at: Date | string | null;
  checked_at: Date | string;
  etag: string | null;
  last_modified: string | null;
};

const time = (value: Date | string) => new Date(value).getTime();

function fromRow(row: Row): Copy {
  const pairs = (typeof row.busy === 'string' ? JSON.parse(row.busy) : row.busy) as [number, number][];
  return {
    unit: row.unit,
    source: row.source,
    busy: pairs.map(([start, end]) => ({ start, end })),
    horizon: time(row.horizon),
    ...(row.fetched_at && { fetchedAt: time(row.fetched_at) }),
    checkedAt: time(row.checked_at),
    ...(row.etag && { etag: row.etag }),
    ...(row.last_modified && { lastModified: row.last_modified }),
  };
}

export async function readCopies(sql: Sql, units: string[]): Promise<Map<string, Copy>> {
  if (units.length === 0) return new Map();
  const rows = await sql.query<Row>('SELECT * FROM availability_copies WHERE unit = ANY($1)', [units]);
  return new Map(rows.map((row) => [row.unit, fromRow(row)]));
}

/**
 * Takes the right to refresh a unit: true for one caller per interval, across processes.
 * A unit never seen gets its row here, with no copy yet; a unit whose address changed loses its copy.
 */
export async function claimRefresh(sql: Sql, unit: string, source: string, now: number, intervalMs: number): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO availability_copies (unit, source, busy, horizon, checked_at) VALUES ($1, $2, '[]', to_timestamp(0), to_timestamp($3 / 1000.0))
     ON CONFLICT (unit) DO UPDATE SET checked_at = EXCLUDED.checked_at, source = EXCLUDED.source,
       busy = CASE WHEN availability_copies.source = EXCLUDED.source THEN availability_copies.busy ELSE '[]'::jsonb END,
       fetched_at = CASE WHEN availability_copies.source = EXCLUDED.source THEN availability_copies.fetched_at END,
       etag = CASE WHEN availability_copies.source = EXCLUDED.source THEN availability_copies.etag END,
       last_modified = CASE WHEN availability_copies.source = EXCLUDED.source THEN availability_copies.last_modified END
       WHERE availability_copies.checked_at <= to_timestamp(($3 - $4) / 1000.0) OR availability_copies.source <> EXCLUDED.source
     RETURNING unit`,
    [unit, source, now, intervalMs],
  );
  return rows.length > 0;
}

export async function saveCopy(sql: Sql, copy: Copy): Promise<void> {
  await sql.query(
    `UPDATE availability_copies SET source = $2, busy = $3::jsonb, horizon = to_timestamp($4 / 1000.0), fetched_at = to_timestamp($5 / 1000.0),
       checked_at = to_timestamp($6 / 1000.0), etag = $7, last_modified = $8 WHERE unit = $1`,
    [
      copy.unit,
      copy.source,
      JSON.stringify(copy.busy.map((i) => [i.start, i.end])),
      copy.horizon,
      copy.fetchedAt ?? null,
      copy.checkedAt,
      copy.etag ?? null,
      copy.lastModified ?? null,
    ],
  );
}

/** A 304: the copy is still good as of now. */
export async function confirmCopy(sql: Sql, unit: string, now: number): Promise<void> {
  await sql.query('UPDATE availability_copies SET fetched_at = to_timestamp($2 / 1000.0) WHERE unit = $1', [unit, now]);
}
