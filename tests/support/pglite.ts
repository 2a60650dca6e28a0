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
  if (!existsSync(join(target, 'pgdata', 'PG_VERSION'))) rmSync(target, { recursive: true, force: true });
  // Another process may have made it meanwhile (Playwright's setup makes it in the background while
  // workers start): theirs is kept, never removed under a reader.
  try {
    renameSync(building, target);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
}

/** A new data folder (DEVIS_DATA_DIR) holding a copy of the template; or that copy in a folder named ahead (emptyDataDir). */
export function freshDataDir(dir = emptyDataDir()): string {
  cpSync(join(templateDir(), 'pgdata'), pgliteFiles(dir).pgdata, { recursive: true });
  return dir;
}

/** A data folder's name, taken now and filled later (freshDataDir). */
export function emptyDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'devis-data-'));
}
