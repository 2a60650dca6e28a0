// The desk's doors on the embedded database (tests/support/doors-suite.ts).
import { rmSync } from 'node:fs';
import { vi } from 'vitest';
import { freshDataDir } from '../support/pglite';
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
  'PGlite',
  async () => {
    const dir = freshDataDir();
    process.env.DEVIS_DATA_DIR = dir;
    delete process.env.DATABASE_URL;
    return { cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  },
  renders,
);
