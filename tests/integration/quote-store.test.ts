// The quote store against both real databases it supports: PGlite in a folder, and a
// PostgreSQL server started on loopback for this file (scripts/test-services.sh).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, pgliteFiles, pgliteOwner, type Database } from '@/lib/quotes/db';
import { migrate } from '@/lib/quotes/migrations';
import { QuoteStore } from '@/lib/quotes/store';
import { freshDataDir } from '../support/pglite';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { sampleQuote, token } from '../support/quotes';

const NOW = new Date('2026-11-22T10:00:00Z');

type Backend = { name: string; open(): Promise<Database>; cleanup(): void };

let postgres: TestPostgres | undefined;
const dirs: string[] = [];

const backends: Backend[] = [
  {
    name: 'PGlite',
    open: async () => {
      const dir = freshDataDir();
      dirs.push(dir);
      return openPglite(dir);
    },
    cleanup: () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      postgres ??= startPostgres();
      const db = await openPostgres(postgres.url);
      // Each run starts from an empty database, as a fresh installation does.
      await db.exec('DROP TABLE IF EXISTS quote_outbox, quote_requests, quote_migrations');
      return db;
    },
    cleanup: () => postgres?.stop(),
  },
];

describe.each(backends)('quote store on $name', (backend) => {
  let db: Database;
  let store: QuoteStore;

  beforeAll(async () => {
    db = await backend.open();
    store = new QuoteStore(db);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    backend.cleanup();
  });

  it('applies the migrations once, and again finds nothing to do', async () => {
    expect(await migrate(db)).toEqual(backend.name === 'PGlite' ? [] : [1]);
    expect(await migrate(db)).toEqual([]);
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(['quote_migrations', 'quote_outbox', 'quote_requests']);
  });

  it('stores every field exactly as given, hostile text included, and numbers the reference by year', async () => {
    const hostile = sampleQuote({
      name: "Robert'); DROP TABLE quote_requests;-- <script>alert(1)</script>",
      company: 'Ünïcødé 株式会社 شركة 👩‍👩‍👧',
      message: "Ligne 1\nLigne 2 \\x00 $1 %s ${process}\n<img src=x onerror=alert(1)>",
      quantity: 3,
      room: 'Salle Bleue',
      extraHours: 2,
    });
    const { reference, created } = await store.insert(hostile, token(1), { notify: false, now: NOW });
    expect(created).toBe(true);
    expect(reference).toMatch(/^DV-2026-\d{6}$/);
    const stored = await store.get(reference);
    expect(stored).toEqual({ ...hostile, reference, createdAt: NOW.toISOString(), delivery: 'off' });
  });

  it('stores the same submission once, and a changed one anew', async () => {
    const first = await store.insert(sampleQuote({ name: 'Deux Fois' }), token(2), { notify: false, now: NOW });
    const again = await store.insert(sampleQuote({ name: 'Deux Fois' }), token(2), { notify: false, now: NOW });
    expect(again).toEqual({ reference: first.reference, created: false });
    const changed = await store.insert(sampleQuote({ name: 'Deux Fois', persons: 21 }), token(2), { notify: false, now: NOW });
    expect(changed.created).toBe(true);
    expect(changed.reference).not.toBe(first.reference);
  });

  it('gives 40 concurrent requests 40 distinct references', async () => {
    const { total: before } = await store.list();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => store.insert(sampleQuote({ name: `Visiteur ${i}` }), token(100 + i), { notify: false, now: NOW })),
    );
    expect(new Set(results.map((r) => r.reference)).size).toBe(40);
    expect((await store.list()).total).toBe(before + 40);
  });

  it('the same submission sent 10 times at once is stored once', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => store.insert(sampleQuote({ name: 'Double Clic' }), token(200), { notify: false, now: NOW })),
    );
    expect(new Set(results.map((r) => r.reference)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  it('queues the two e-mails with the request, hands each to one worker only, and records the outcome', async () => {
    const { reference } = await store.insert(sampleQuote({ name: 'Avec E-mails' }), token(300), { notify: true, now: NOW });
    expect((await store.get(reference))!.delivery).toBe('pending');
    // Two workers (two processes on PostgreSQL) ask at the same time.
    const [a, b] = await Promise.all([store.claimDue(NOW, 10, 60_000), new QuoteStore(db).claimDue(NOW, 10, 60_000)]);
    const claimed = [...a, ...b].filter((job) => job.quote.reference === reference);
    expect(claimed.map((job) => job.kind).sort()).toEqual(['provider', 'visitor']);
    expect(claimed.every((job) => job.attempts === 1 && job.quote.name === 'Avec E-mails')).toBe(true);
    // Held while being sent; free again once the lease has run out.
    expect(await store.claimDue(NOW, 10, 60_000)).toEqual([]);
    const afterLease = await store.claimDue(new Date(NOW.getTime() + 61_000), 10, 60_000);
    expect(afterLease.map((job) => job.attempts)).toEqual([2, 2]);
    for (const job of afterLease) await store.markSent(job.id, NOW);
    expect((await store.get(reference))!.delivery).toBe('sent');
    expect(await store.pendingMail()).toBe(0);
  });

  it('deletes one request, and purges those older than a date', async () => {
    const old = await store.insert(sampleQuote({ name: 'Ancienne' }), token(400), { notify: true, now: new Date('2022-01-10T10:00:00Z') });
    const { reference } = await store.insert(sampleQuote({ name: 'À effacer' }), token(401), { notify: true, now: NOW });
    expect(await store.delete(reference)).toBe(true);
    expect(await store.delete(reference)).toBe(false);
    expect(await store.get(reference)).toBeUndefined();
    expect(old.reference).toMatch(/^DV-2022-/);
    expect(await store.purge(new Date('2023-11-22T00:00:00Z'))).toBe(1);
    expect(await store.get(old.reference)).toBeUndefined();
    expect(await store.pendingMail()).toBe(0);
  });
});

describe('the embedded database has one owner', () => {
  it('refuses a second process while the owner lives, in French, and takes over after it died', async () => {
    const dir = freshDataDir();
    const owner = spawn('sleep', ['60']);
    writeFileSync(pgliteFiles(dir).lock, `${owner.pid}\n`);
    await expect(openPglite(dir)).rejects.toThrow(`est déjà ouverte par le processus ${owner.pid}. PGlite n'accepte qu'un processus`);
    expect(pgliteOwner(dir)).toBe(owner.pid);

    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    expect(pgliteOwner(dir)).toBeUndefined();
    const db = await openPglite(dir);
    expect(readFileSync(pgliteFiles(dir).lock, 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+\\n$`));
    await db.close();
    expect(existsSync(pgliteFiles(dir).lock)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
