// The provider's desk on the embedded database (tests/support/desk-suite.ts).
import { rmSync } from 'node:fs';
import { freshDataDir } from '../support/pglite';
import { describeDesk } from '../support/desk-suite';

describeDesk('PGlite', async () => {
  const dir = freshDataDir();
  process.env.DEVIS_DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  return { cleanup: () => rmSync(dir, { recursive: true, force: true }) };
});
