// The quote store against both real databases it supports: PGlite in a folder, and a
// PostgreSQL server started on loopback for this file (scripts/test-services.sh).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPglite, openPostgres, pgliteFiles, pgliteOwner, type Database } from '@/lib/server/db';
import { QuoteLimited, QuoteStore } from '@/lib/quotes/record/store';
import type { RateStore } from '@/lib/quotes/receive/rate-store';
import { freshDataDir } from '../support/pglite';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { sampleQuote, token } from '../support/quotes';
import { MIGRATIONS } from '@/lib/server/migrations';
import owners from '@/lib/server/tables.json';

const DECLARED_TABLES = Object.keys(owners)
  .filter((key) => key !== '//')
  .sort();

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
      await db.exec(`DROP TABLE IF EXISTS ${DECLARED_TABLES.join(', ')} CASCADE; DROP EXTENSION IF EXISTS btree_gist`);
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
    expect(await migrate(db)).toEqual(backend.name === 'PGlite' ? [] : MIGRATIONS.map((m) => m.id));
    expect(MIGRATIONS.map((m) => m.id)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(await migrate(db)).toEqual([]);
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    // Every table the migrations create has its owner declared, and nothing declared is missing.
    expect(tables.map((t) => t.table_name)).toEqual(DECLARED_TABLES);
  });

  it('stores every field exactly as given, hostile text included, and numbers the reference by year', async () => {
    const hostile = sampleQuote({
      name: "Robert'); DROP TABLE quote_requests;-- <script>alert(1)</script>",
      company: 'Ünïcødé 株式会社 شركة 👩‍👩‍👧',
      message: 'Ligne 1\nLigne 2 \\x00 $1 %s ${process}\n<img src=x onerror=alert(1)>',
      quantity: 3,
      room: 'Salle Bleue',
      extraHours: 2,
    });
    const { reference, created } = await store.insert(hostile, token(1), { notify: false, now: NOW });
    expect(created).toBe(true);
    expect(reference).toMatch(/^DV-2026-\d{6}$/);
    const stored = await store.get(reference);
    expect(stored).toEqual({ ...hostile, reference, createdAt: NOW.toISOString(), delivery: 'off', state: 'nouvelle' });
  });

  it('stores a request without a number of people, and which values the visitor typed (#35)', async () => {
    const origin = 'Saisi par le visiteur : nom, e-mail, téléphone, date. Repris de la page : public, type d’événement, lieu, formule.';
    const quote = sampleQuote({ name: 'Sans Nombre', persons: undefined, valueOrigin: origin });
    const { reference } = await store.insert(quote, token(5), { notify: false, now: NOW });
    expect(await store.get(reference)).toEqual({ ...quote, reference, createdAt: NOW.toISOString(), delivery: 'off', state: 'nouvelle' });
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
      Array.from({ length: 40 }, (_, i) =>
        store.insert(sampleQuote({ name: `Visiteur ${i}` }), token(100 + i), { notify: false, now: NOW }),
      ),
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
    const [a, b] = await Promise.all([store.outbox.claimDue(NOW, 10, 60_000), new QuoteStore(db).outbox.claimDue(NOW, 10, 60_000)]);
    const claimed = [...a, ...b].filter((job) => job.reference === reference);
    expect(claimed.map((job) => job.kind).sort()).toEqual(['provider', 'visitor']);
    expect(claimed.every((job) => job.attempts === 1 && job.record?.name === 'Avec E-mails')).toBe(true);
    // Held while being sent; free again once the lease has run out.
    expect(await store.outbox.claimDue(NOW, 10, 60_000)).toEqual([]);
    const afterLease = await store.outbox.claimDue(new Date(NOW.getTime() + 61_000), 10, 60_000);
    expect(afterLease.map((job) => job.attempts)).toEqual([2, 2]);
    for (const job of afterLease) await store.outbox.markSent(job.id, NOW);
    expect((await store.get(reference))!.delivery).toBe('sent');
    expect(await store.outbox.pendingMail()).toBe(0);
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
    expect(await store.outbox.pendingMail()).toBe(0);
  });

  it('the hourly brake and the per-address limit are counted in the store, so two processes agree', async () => {
    // A second connection pool on PostgreSQL is what a second server process has.
    const otherDb = backend.name === 'PostgreSQL' ? await openPostgres(postgres!.url) : db;
    const stores = [store, new QuoteStore(otherDb)];
    const at = new Date(NOW.getTime() + 10 * 86_400_000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        stores[i % 2]!.insert(sampleQuote({ name: `Frein ${i}` }), token(500 + i), { notify: false, now: at, hourlyLimit: 3 }),
      ),
    );
    const stored = outcomes.filter((o) => o.status === 'fulfilled');
    expect(stored).toHaveLength(3);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toEqual(new QuoteLimited('site'));
    // A resent request keeps its reference, brake or not.
    const first = outcomes.findIndex((o) => o.status === 'fulfilled');
    const again = await stores[1]!.insert(sampleQuote({ name: `Frein ${first}` }), token(500 + first), {
      notify: false,
      now: at,
      hourlyLimit: 3,
    });
    expect(again).toEqual({
      reference: (outcomes[first] as PromiseFulfilledResult<{ reference: string }>).value.reference,
      created: false,
    });

    // The shared per-address limit: two hits allowed per window, whichever process counts them; only hashes are kept.
    const later = new Date(at.getTime() + 7_200_000);
    const admit = (target: QuoteStore) => (sql: Parameters<RateStore['takeRate']>[0]) =>
      target.rates.takeRate(sql, ['a'.repeat(64)], 2, 900_000, later);
    await stores[0]!.insert(sampleQuote({ name: 'Adresse 1' }), token(600), { notify: false, now: later, admit: admit(stores[0]!) });
    await stores[1]!.insert(sampleQuote({ name: 'Adresse 2' }), token(601), { notify: false, now: later, admit: admit(stores[1]!) });
    await expect(
      stores[0]!.insert(sampleQuote({ name: 'Adresse 3' }), token(602), { notify: false, now: later, admit: admit(stores[0]!) }),
    ).rejects.toEqual(new QuoteLimited('address', 900_000));
    expect((await store.list()).quotes.some((q) => q.name === 'Adresse 3')).toBe(false);
    if (otherDb !== db) await otherDb.close();
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
    // Open in this very process (a failed start that left it open): never opened a second time.
    await expect(openPglite(dir)).rejects.toThrow(`est déjà ouverte par le processus ${process.pid}`);
    await db.close();
    expect(existsSync(pgliteFiles(dir).lock)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
