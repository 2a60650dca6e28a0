// The quote service of a running site: the store, the e-mail worker and the local control
// socket, started once per process (Next's instrumentation calls `startQuoteService`), and
// what the Server Action calls to submit a request.
import { randomUUID } from 'node:crypto';
import { site } from '../content';
import { quoteCatalog } from './catalog';
import { readConfig, type QuoteConfig } from './config';
import { startControlServer } from './control';
import { openPglite, openPostgres, pgliteFiles } from './db';
import type { MailSettings } from './mail';
import { answers, log } from './messages';
import { migrate } from './migrations';
import { startOutboxWorker, type OutboxWorker } from './outbox';
import { RateLimiter } from './ratelimit';
import { roomOf } from '../pricing/engine';
import { checkQuote, type QuoteState, type QuoteValues } from './schema';
import { QuoteStore, type NewQuote } from './store';
import { parisToday } from '../pricing/calendar';

type Service = {
  config: QuoteConfig;
  store: QuoteStore;
  worker?: OutboxWorker;
  limiter: RateLimiter;
};

// Next may load this module in more than one bundle of the same process (instrumentation,
// Server Actions): the service lives on globalThis so that there is only ever one.
const KEY = Symbol.for('salles-rive-gauche.devis.service');
type Holder = { [KEY]?: Promise<Service> };
const holder = globalThis as Holder;

function mailSettings(config: QuoteConfig): MailSettings {
  return {
    from: config.mailFrom ?? `${site.brand} <${site.email}>`,
    to: config.mailTo ?? site.email,
    brand: site.brand,
    phone: site.phone,
    email: site.email,
  };
}

async function start(): Promise<Service> {
  const config = readConfig();
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const store = new QuoteStore(db);
  console.info(db.kind === 'pglite' ? log.storePglite(db.location) : log.storePostgres(db.location));
  if (db.kind === 'pglite') {
    // This process alone owns the embedded database: e-mails held by a killed predecessor are free.
    await store.releaseLeases();
    await startControlServer(store, pgliteFiles(config.dataDir).socket);
  }

  let worker: OutboxWorker | undefined;
  if (config.smtpUrl) {
    const { createTransport } = await import('nodemailer');
    const transport = createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const settings = mailSettings(config);
    worker = startOutboxWorker(store, transport, settings);
    console.info(log.smtpOn(settings.to));
  } else {
    console.info(log.smtpOff);
  }
  return { config, store, worker, limiter: new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs) };
}

/** The running service, started on first call; a failed start is retried on the next call. */
export function quoteService(): Promise<Service> {
  const current = holder[KEY];
  if (current) return current;
  const started = start();
  holder[KEY] = started;
  started.catch((error: Error) => {
    console.error(log.storeFailed(error.message));
    if (holder[KEY] === started) delete holder[KEY];
  });
  return started;
}

/** Called at server start so the database is open, and the log written, before the first visitor. */
export async function startQuoteService(): Promise<void> {
  await quoteService().catch(() => undefined);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type Submission = { values: QuoteValues; token: string; honeypot: string; address: string };

/** Everything after the form: check, limit, store, queue the e-mails. Never throws. */
export async function submitQuote({ values, token, honeypot, address }: Submission, now = new Date()): Promise<QuoteState> {
  const formToken = UUID.test(token) ? token : randomUUID();
  const refuse = (message: string): QuoteState => ({ status: 'refused', message, values, token: formToken });
  if (honeypot !== '') return refuse(answers.honeypot(site.phone, site.email));

  const catalog = quoteCatalog();
  const checked = checkQuote(catalog, parisToday(now), values);
  if (!checked.ok) return { status: 'invalid', errors: checked.errors, values, token: formToken };
  const request = checked.request;

  try {
    const service = await quoteService();
    const wait = service.limiter.take([`ip:${address}`, `email:${request.email.toLowerCase()}`], now.getTime());
    if (wait > 0) return refuse(answers.rateLimited(Math.ceil(wait / 60_000), site.phone));

    const formula = catalog.formulas.find((f) => f.id === request.offre)!;
    const quote: NewQuote = {
      audience: request.public,
      name: request.nom,
      company: request.societe,
      email: request.email,
      phone: request.telephone,
      eventType: catalog.categories.find((c) => c.code === request.evenement)!.nom,
      venue: catalog.venues.find((v) => v.code === request.lieu)!.nom,
      formulaId: formula.id,
      formulaName: formula.name,
      eventDate: request.date,
      timeSlot: request.creneau,
      persons: request.personnes,
      quantity: request.quantite,
      room: roomOf(formula, request.salle)?.nom,
      extraHours: request.heures,
      message: request.message,
    };
    const notify = service.worker !== undefined;
    const { reference, created } = await service.store.insert(quote, formToken, { notify, now });
    if (created) service.worker?.nudge();
    return { status: 'success', reference, duplicate: !created, email: notify ? request.email : undefined };
  } catch (error) {
    console.error(log.submitFailed((error as Error).message));
    return refuse(answers.unavailable(site.phone, site.email));
  }
}
