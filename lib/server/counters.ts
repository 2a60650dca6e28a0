import 'server-only';
// The yearly numbers with no gap that the law asks of devis and invoices: one counter table
// `(year PRIMARY KEY, last)` per numbering, owned by its feature, moved on in the caller's transaction.
import { onlyRow, type Sql } from './db';

/** A feature's numbering: its counter table, and the advisory lock that makes two callers wait for each other. */
export type YearlyCounter = { table: string; lock: number };

/** The next number of the year, in the caller's transaction: two callers wait for each other, a rollback gives it back. */
export async function nextOfYear(sql: Sql, { table, lock }: YearlyCounter, year: number): Promise<number> {
  await sql.query('SELECT pg_advisory_xact_lock($1)', [lock]);
  const [row] = await sql.query<{ last: number }>(
    `INSERT INTO ${table} (year, last) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last = ${table}.last + 1 RETURNING last`,
    [year],
  );
  return onlyRow([row], table).last;
}
