// The money trail on the embedded database (tests/support/money-suite.ts).
import { rmSync } from 'node:fs';
import { freshDataDir } from '../support/pglite';
import { describeMoney } from '../support/money-suite';

describeMoney('PGlite', async () => {
  const dir = freshDataDir();
  process.env.DEVIS_DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  return { cleanup: () => rmSync(dir, { recursive: true, force: true }) };
});
