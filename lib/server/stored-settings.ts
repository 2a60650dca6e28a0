// The site's named values kept in the database (the table quote_settings): the salt of the
// visitors' hashed keys, the hash of the private calendar's token. One reader and one writer, so
// that each feature keeps its value here without writing SQL on a table it does not own.
import 'server-only';
import type { Sql } from './db';

export async function storedSetting(sql: Sql, name: string): Promise<string | undefined> {
  const [row] = await sql.query<{ value: string }>('SELECT value FROM quote_settings WHERE name = $1', [name]);
  return row?.value;
}

export async function storeSetting(sql: Sql, name: string, value: string): Promise<void> {
  await sql.query('INSERT INTO quote_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value', [
    name,
    value,
  ]);
}

/** Sets the time `name` to `now` when it is absent or at least `intervalMs` old: true for one caller per interval, across processes. */
export async function claimTime(sql: Sql, name: string, now: Date, intervalMs: number): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO quote_settings (name, value) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value WHERE quote_settings.value::timestamptz <= $3::timestamptz
     RETURNING name`,
    [name, now.toISOString(), new Date(now.getTime() - intervalMs).toISOString()],
  );
  return rows.length > 0;
}
