// The site's one database, for everything it stores: quote requests and their e-mail
// queue, the per-address limits, the calendars' last good copies. One SQL interface over
// PGlite (Postgres in WebAssembly, in a local folder: the default, nothing to install) and
// PostgreSQL through `pg` when DATABASE_URL is set; the same SQL and migrations run on both.
// The quote service (lib/quotes/service/service.ts) and the calendars (lib/availability/venue.ts)
// both take it from `database()`: opened and migrated once per process, closed at the stop.
// Its settings are read by ./config.ts; this module imports no feature.
import 'server-only';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { databaseSettings } from './config';
import { SettingsReader } from './settings';
import { log } from './messages';
import { MIGRATIONS } from './migrations';
import { processSingleton } from './singleton';

export type Row = Record<string, unknown>;

export interface Sql {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up log: a folder or a host. */
  readonly location: string;
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The one row an aggregate, or a row the migrations or this transaction wrote, always gives: none is a broken database. */
export function onlyRow<T>(rows: readonly (T | undefined)[], query: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`la base n'a rendu aucune ligne (${query})`);
  return row;
}

// ---- PGlite

export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(log.locked(dir, pid));
  }
}

/** The folder layout of the embedded database: Postgres files, the owner's lock, the local control socket. */
export const pgliteFiles = (dir: string) => ({
  root: resolve(dir),
  pgdata: join(resolve(dir), 'pgdata'),
  lock: join(resolve(dir), 'lock'),
  socket: join(resolve(dir), 'devis.sock'),
});

/** When a process started, in clock ticks since boot (Linux); undefined elsewhere. */
function startTime(pid: number): string | undefined {
  try {
    // The command name, in brackets, may hold spaces: count the fields after it.
    const stat = readFileSync(/*turbopackIgnore: true*/ `/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The lock file's text: the pid, and its start time so that a reused pid is not taken for the owner. */
const lockText = () => `${process.pid} ${startTime(process.pid) ?? ''}`.trim();

function isAlive(pid: number, started: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const now = startTime(pid);
  return !started || !now || now === started;
}

/**
 * The pid that holds the embedded database, if a live process does: this process
 * included, so that a database left open by a failed start is never opened twice.
 */
export function pgliteOwner(dir: string): number | undefined {
  try {
    const [pidText, started] = readFileSync(/*turbopackIgnore: true*/ pgliteFiles(dir).lock, 'utf8').trim().split(' ');
    const pid = Number(pidText);
    if (pid === process.pid) return pid;
    return Number.isInteger(pid) && pid > 0 && isAlive(pid, started) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite is one Postgres backend in this process: two processes opening the same folder
 * would corrupt it. The lock file names the owner; a lock left by a killed process is taken over.
 */
function acquireLock(dir: string): () => void {
  const { root, lock } = pgliteFiles(dir);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, `${lockText()}\n`, { flag: 'wx', mode: 0o600 });
      const release = () => {
        if (existsSync(/*turbopackIgnore: true*/ lock) && readFileSync(/*turbopackIgnore: true*/ lock, 'utf8').trim() === lockText()) {
          rmSync(lock, { force: true });
        }
      };
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = pgliteOwner(dir);
      if (owner !== undefined) throw new DatabaseLockedError(root, owner);
      rmSync(lock, { force: true });
    }
  }
  throw new DatabaseLockedError(root, pgliteOwner(dir) ?? 0);
}

export async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // The bookings' exclusion constraint (migration 7) needs it; PostgreSQL ships it in its contrib.
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const release = acquireLock(dir);
  const { pgdata, root } = pgliteFiles(dir);
  let db: InstanceType<typeof PGlite>;
  try {
    db = await PGlite.create(pgdata, { extensions: { btree_gist } });
  } catch (error) {
    release();
    throw error;
  }
  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
  const sqlOf = (target: Tx | typeof db): Sql => ({
    query: async <T extends Row>(text: string, params?: unknown[]) => (await target.query<T>(text, params)).rows,
    exec: async (text: string) => {
      await target.exec(text);
    },
  });
  return {
    kind: 'pglite',
    location: root,
    ...sqlOf(db),
    // PGlite runs one statement at a time and holds every other caller while a transaction is open.
    transaction: (work) => db.transaction((tx) => work(sqlOf(tx))),
    close: async () => {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}

export const pgliteExists = (dir: string) => existsSync(join(pgliteFiles(dir).pgdata, 'PG_VERSION'));

// ---- PostgreSQL

export async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 });
  // A dropped idle connection must not take the process down.
  pool.on('error', () => undefined);
  const host = new URL(connectionString).host;
  type Client = { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
  const sqlOf = (client: Client): Sql => ({
    query: async <T extends Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    exec: async (text: string) => {
      await client.query(text);
    },
  });
  return {
    kind: 'postgres',
    location: host,
    ...sqlOf(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(sqlOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

// ---- Migrations

// Any fixed number: it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 5_372_601;

/** Applies the missing migrations, one transaction, while other processes wait on the lock. */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await sql.exec(`CREATE TABLE IF NOT EXISTS quote_migrations (
      id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await sql.query<{ id: number }>('SELECT id FROM quote_migrations')).map((row) => row.id));
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      await sql.exec(migration.sql);
      await sql.query('INSERT INTO quote_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
      applied.push(migration.id);
    }
    return applied;
  });
}

// ---- The process's database

async function open(): Promise<Database> {
  const reader = new SettingsReader();
  const settings = databaseSettings(reader);
  if (reader.problems.length > 0) throw new Error(reader.problems.join(' '));
  const db = settings.databaseUrl ? await openPostgres(settings.databaseUrl) : await openPglite(settings.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

const opened = processSingleton('database', open);

/** The database from the settings, opened and migrated on first call; a failed opening is tried again on the next call. */
export const database = (): Promise<Database> => opened.get();

/** Closes the database if it is open: on PGlite, every page written first so the next start replays no WAL (and skips no reference). */
export async function closeDatabase(): Promise<void> {
  const current = opened.take();
  if (!current) return;
  const db = await current.catch(() => undefined);
  if (!db) return;
  if (db.kind === 'pglite') await db.exec('CHECKPOINT').catch(() => undefined);
  await db.close();
}
