// The embedded database's lifecycle under the site's own server (server.ts): stopped with
// SIGTERM, then killed with SIGKILL, each in the middle of a burst of requests. What must
// hold: a visitor who saw a reference has a stored request, once; a clean stop leaves no
// lock, no socket and no WAL to replay (the next reference follows the last one); the
// health answer tells the store is there.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteFiles, pgliteOwner } from '@/lib/server/db';
import type { QuoteRecord } from '@/lib/quotes/record/records';
import { openForm, postForm, type FormSession } from '../support/devis-http';
import { formFields, token } from '../support/quotes';
import { HEALTH_TOKEN, healthDetails, startQuoteSite, startSite, stopQuoteSite, storedQuotes, type RunningSite } from '../support/site';

let dataDir: string;
let site: RunningSite;
let form: FormSession;
const env = (dir = dataDir) => ({
  DEVIS_DATA_DIR: dir,
  DEVIS_RATE_LIMIT: '0',
  DEVIS_NETWORK_LIMIT: '0',
  DEVIS_GLOBAL_LIMIT: '0',
  HEALTH_TOKEN,
});
const post = (n: number) => postForm(site.base, form, formFields(n), { token: token(n) });
const number = (reference: string) => Number(reference.slice(-6));

const stored = () => storedQuotes(dataDir);

/** Sends `count` requests at once and stops the server with `signal` once `after` references came back. */
async function burst(first: number, count: number, after: number, signal: NodeJS.Signals) {
  const answered = new Map<number, string>();
  let stopping: Promise<void> | undefined;
  await Promise.all(
    Array.from({ length: count }, (_, i) => first + i).map(async (n) => {
      const answer = await post(n).catch(() => undefined);
      if (answer?.reference) answered.set(n, answer.reference);
      if (answered.size >= after) stopping ??= site.kill(signal);
    }),
  );
  await (stopping ?? site.kill(signal));
  return answered;
}

function expectStoredOnce(records: QuoteRecord[], answered: Map<number, string>) {
  for (const [n, reference] of answered) {
    expect(records.filter((q) => q.reference === reference).map((q) => q.name)).toEqual([`Visiteur ${n}`]);
  }
}

beforeAll(async () => {
  ({ site, form, dataDir } = await startQuoteSite(env));
}, 120_000);

afterAll(() => stopQuoteSite({ site, dataDir }));

describe('a clean stop (SIGTERM)', () => {
  it('during a burst of 200 requests: every reference given is stored once, the lock and socket are released, the next reference follows the last', async () => {
    const health = await healthDetails(site.base);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ base: { etat: 'ok', type: 'pglite' }, envoi: { smtp: 'désactivé', enAttente: 0 } });

    const answered = await burst(1000, 200, 20, 'SIGTERM');
    expect(site.child.exitCode).toBe(0);
    expect(site.logs).toContain('[devis] Base des demandes fermée proprement.');
    expect(answered.size).toBeGreaterThanOrEqual(20);
    const { lock, socket } = pgliteFiles(dataDir);
    expect(existsSync(lock)).toBe(false);
    expect(existsSync(socket)).toBe(false);

    const records = await stored();
    expectStoredOnce(records, answered);
    const last = Math.max(...records.map((q) => number(q.reference)));

    site = await startSite(env(), { port: site.port });
    expect(site.logs.join('\n')).not.toMatch(/recovery|not properly shut down|WAL/i);
    form = await openForm(site.base);
    const next = await post(5000);
    expect(number(next.reference!)).toBe(last + 1);
  }, 240_000);
});

describe('a crash (SIGKILL)', () => {
  it('during a burst: every reference given is stored once, and the next server takes the lock over', async () => {
    const answered = await burst(2000, 100, 10, 'SIGKILL');
    expect(answered.size).toBeGreaterThanOrEqual(10);
    const killed = site.child.pid;
    site = await startSite(env(), { port: site.port });
    expect(pgliteOwner(dataDir)).toBe(site.child.pid);
    expect(site.child.pid).not.toBe(killed);
    expectStoredOnce(await stored(), answered);
  }, 240_000);
});
