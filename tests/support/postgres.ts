// A real PostgreSQL for a test file: TEST_DATABASE_URL when the caller started one,
// otherwise a throwaway cluster from scripts/test-services.sh, stopped afterwards.
import { execFileSync } from 'node:child_process';
import { migrate, openPostgres, type Database } from '../../lib/server/db';

export type TestPostgres = { url: string; stop(): void };

export function startPostgres(): TestPostgres {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => undefined };
  const output = execFileSync('bash', ['scripts/test-services.sh', 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const values: Record<string, string | undefined> = Object.fromEntries(
    output
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
  const url = values.DATABASE_URL;
  const dir = values.PG_TEST_DIR;
  if (!url || !dir) throw new Error(`scripts/test-services.sh start n'a pas donné DATABASE_URL : ${output}`);
  return { url, stop: () => execFileSync('bash', ['scripts/test-services.sh', 'stop', dir], { stdio: 'inherit' }) };
}

/**
 * A migrated PostgreSQL for the bookings' tests, without an earlier run's bookings (a server
 * given by TEST_DATABASE_URL keeps them); `close` closes the connection and stops the server.
 */
export async function postgresForBookings(): Promise<{ url: string; db: Database; close(): Promise<void> }> {
  const server = startPostgres();
  const db = await openPostgres(server.url);
  await migrate(db);
  await db.query('DELETE FROM bookings');
  return {
    url: server.url,
    db,
    async close() {
      await db.close();
      server.stop();
    },
  };
}
