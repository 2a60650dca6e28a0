// The desk's doors on a real PostgreSQL server on loopback (tests/support/doors-suite.ts).
import { vi } from 'vitest';
import { startPostgres } from '../support/postgres';
import { describeDoors } from '../support/doors-suite';

const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/devis/evidence', async (original) => {
  const actual = await original<typeof import('../../lib/devis/evidence')>();
  return {
    ...actual,
    acceptancePdf: (...args: Parameters<typeof actual.acceptancePdf>) => (renders.count++, actual.acceptancePdf(...args)),
  };
});

describeDoors(
  'PostgreSQL',
  async () => {
    const postgres = startPostgres();
    process.env.DATABASE_URL = postgres.url;
    return { cleanup: () => postgres.stop() };
  },
  renders,
);
