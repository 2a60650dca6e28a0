// A real PostgreSQL for a test file: its own database in the run's one cluster when scripts/test.sh
// started it (TEST_PG_CLUSTER), TEST_DATABASE_URL when the caller gives a server, otherwise a
// throwaway cluster from scripts/test-services.sh, stopped afterwards.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { migrate, openPostgres, type Database } from '../../lib/server/db';

export type TestPostgres = { url: string; stop(): void };

const services = (...args: string[]) =>
  execFileSync('bash', ['scripts/test-services.sh', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

/** The `NAME=value` lines a scripts/test-services.sh command prints. */
const printed = (output: string): Record<string, string | undefined> =>
  Object.fromEntries(
    output
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );

export function startPostgres(): TestPostgres {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => undefined };
  const cluster = process.env.TEST_PG_CLUSTER;
  if (cluster) {
    // An empty database of its own: the files sharing the cluster never see each other's rows.
    const name = `essai_${randomBytes(6).toString('hex')}`;
    const url = printed(services('database', cluster, name)).DATABASE_URL;
    if (!url) throw new Error(`scripts/test-services.sh database n'a pas donné DATABASE_URL pour ${name}`);
    return { url, stop: () => void services('drop', cluster, name) };
  }
  const output = services('start');
  const { DATABASE_URL: url, PG_TEST_DIR: dir } = printed(output);
  if (!url || !dir) throw new Error(`scripts/test-services.sh start n'a pas donné DATABASE_URL : ${output}`);
  return { url, stop: () => void services('stop', dir) };
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
