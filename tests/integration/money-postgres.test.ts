// The money trail on a real PostgreSQL server on loopback (tests/support/money-suite.ts).
import { startPostgres } from '../support/postgres';
import { describeMoney } from '../support/money-suite';

describeMoney('PostgreSQL', async () => {
  const postgres = startPostgres();
  process.env.DATABASE_URL = postgres.url;
  return { cleanup: () => postgres.stop() };
});
