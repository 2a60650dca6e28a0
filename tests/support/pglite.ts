// A migrated embedded database made once per machine, copied for each test: creating a
// PGlite database runs initdb in WebAssembly, which takes seconds.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openPglite, pgliteFiles } from '../../lib/server/db';
import { MIGRATIONS } from '../../lib/server/migrations';

const pgliteVersion = () =>
  (JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string }).version;

export function templateDir(): string {
  const key = createHash('sha256')
    .update(JSON.stringify([pgliteVersion(), MIGRATIONS]))
    .digest('hex')
    .slice(0, 12);
  return join(process.cwd(), 'node_modules/.cache/devis-pglite', key);
}

/** Creates the template if this machine has none for this PGlite and these migrations. */
export async function ensureTemplate(): Promise<void> {
  const target = templateDir();
  if (existsSync(join(target, 'pgdata', 'PG_VERSION'))) return;
  const building = `${target}.${process.pid}`;
  const db = await openPglite(building);
  await migrate(db);
  await db.close();
  rmSync(pgliteFiles(building).lock, { force: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(building, target);
}

/** A new data folder (DEVIS_DATA_DIR) holding a copy of the template. */
export function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'devis-data-'));
  cpSync(join(templateDir(), 'pgdata'), pgliteFiles(dir).pgdata, { recursive: true });
  return dir;
}
