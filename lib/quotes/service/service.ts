// The quote service of a running site: the store, the e-mail delivery, the upkeep and the
// local control socket, started once per process (Next's instrumentation calls
// `startQuoteService`) and stopped cleanly by the custom server (server.ts). The database is
// the site's one (lib/server/db.ts). Each job of a request has its module: receive.ts (the
// Server Action's entry), admission.ts (limits), record.ts (store), delivery.ts and
// queue.ts (e-mails), confirm.ts (the answer), health.ts (the report).
import 'server-only';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Server } from 'node:net';
import { loadConfig, type QuoteConfig } from '../config';
import { startControlServer } from './control';
import { closeDatabase, database, pgliteFiles, type Database } from '../../server/db';
import { onShutdown } from '../../server/lifecycle';
import { processSingleton } from '../../server/singleton';
import { openDelivery, type Delivery } from '../deliver/delivery';
import { log } from '../form/messages';
import { deliverDue, provideDispatcher, scrub } from '../../server/mail';
import { RateLimiter } from '../receive/ratelimit';
import { QuoteStore } from '../record/store';
import { scheduleUpkeep } from './upkeep';
import { isServerless } from '../../env';
import { after } from 'next/server';

export type Service = Delivery & {
  config: QuoteConfig;
  db: Database;
  store: QuoteStore;
  /** The per-address limit in this process's memory (embedded database); in the store on PostgreSQL. */
  limiter?: RateLimiter | undefined;
  /** Visitor keys are hashed with it before they are counted, in memory or in the store: never kept raw. */
  salt: string;
  accepting: boolean;
  inFlight: Set<Promise<unknown>>;
  stop(): Promise<void>;
};

const RETRY_START_MS = 30_000;

async function start(): Promise<Service> {
  const { config, problems } = loadConfig();
  if (problems.length > 0) throw new Error(problems.join(' '));
  // Everything opened so far, closed in reverse order on a failed start or at the stop.
  const closers: (() => Promise<void> | void)[] = [];
  const closeAll = async () => {
    for (const close of closers.splice(0).reverse()) await close();
  };
  try {
    const db = await database();
    const store = new QuoteStore(db);
    console.info(db.kind === 'pglite' ? log.storePglite(db.location) : log.storePostgres(db.location));
    if (db.kind === 'pglite') {
      // This process alone owns the embedded database: e-mails held by a killed predecessor are free.
      await store.outbox.releaseLeases();
      const socket = pgliteFiles(config.dataDir).socket;
      const control: Server = await startControlServer(store, socket);
      closers.push(
        () =>
          new Promise<void>((resolve) => {
            control.close(() => resolve());
            rmSync(socket, { force: true });
          }),
      );
    }

    const { worker, mail } = openDelivery(config, store, closers);
    const shared = db.kind === 'postgres';
    const limiter = shared ? undefined : new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs);
    scheduleUpkeep(store, config, limiter, closers);

    const service: Service = {
      config,
      db,
      store,
      worker,
      mail,
      limiter,
      // The store's salt is shared by the processes counting there; memory gets one of its own.
      salt: shared ? await store.rates.rateSalt() : randomBytes(32).toString('hex'),
      accepting: true,
      inFlight: new Set(),
      async stop() {
        console.info(log.stopping);
        service.accepting = false;
        await Promise.allSettled([...service.inFlight]);
        await closeAll();
      },
    };
    return service;
  } catch (error) {
    await closeAll().catch(() => undefined);
    throw error;
  }
}

const running = processSingleton('devis.service', start, {
  onFailure: (error) => console.error(log.storeFailed(scrub(error.message))),
  retryAfterMs: () => {
    if (isServerless()) return undefined;
    console.info(log.retrying(RETRY_START_MS / 1000));
    return RETRY_START_MS;
  },
});

/** The running service, started on first call; a failed start is tried again every 30 s and on the next call. */
export const quoteService = (): Promise<Service> => running.get();

/** Messages were queued: the worker is woken, or what is due leaves once the answer has (serverless hosts). */
function sendSoon(service: Service): void {
  if (service.worker) service.worker.nudge();
  else if (service.mail) {
    const { mailer, settings, policy } = service.mail;
    after(() =>
      deliverDue(service.store.outbox, mailer, settings, new Date(), policy).catch((error: Error) =>
        console.error(`[devis] ${scrub(error.message)}`),
      ),
    );
  }
}

// The quote service holds the mail settings, so it opens the site's delivery for every feature
// that queues through lib/server/mail. Provided here, where the service is defined, and not in a
// module of its own: Next's instrumentation loads this module at server start, whereas a module
// loaded only for its side effect is left out of a route's bundle (package.json: sideEffects).
provideDispatcher(async () => {
  const service = await quoteService();
  return { mailOn: service.mail !== undefined, sendSoon: () => sendSoon(service) };
});

/** Stops the service, if it runs (no new request, those in flight finished, worker stopped), then closes the database. */
async function stopQuoteService(): Promise<void> {
  const service = await running.current()?.catch(() => undefined);
  await service?.stop();
  await closeDatabase();
  if (service) console.info(log.stopped);
}

/** Called at server start so the database is open, and the log written, before the first visitor. */
export async function startQuoteService(): Promise<void> {
  onShutdown('devis.service', stopQuoteService);
  await quoteService().catch(() => undefined);
}
