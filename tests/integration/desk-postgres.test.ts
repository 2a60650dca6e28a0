// The provider's desk on a real PostgreSQL server on loopback (tests/support/desk-suite.ts).
import { startPostgres } from '../support/postgres';
import { describeDesk } from '../support/desk-suite';

describeDesk('PostgreSQL', async () => {
  const postgres = startPostgres();
  process.env.DATABASE_URL = postgres.url;
  return { cleanup: () => postgres.stop() };
});
