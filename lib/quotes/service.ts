// The quote service of a running site: the store, the e-mail worker, the daily purge and
// the local control socket, started once per process (Next's instrumentation calls
// `startQuoteService`) and stopped cleanly by the custom server (server.ts), and what the
// Server Action calls to submit a request. The database is the site's one (lib/server/db.ts).
import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Server } from 'node:net';
import { after } from 'next/server';
import { site } from '../content';
import { quoteCatalogue } from './catalogue';
import { loadConfig, type QuoteConfig } from './config';
import { startControlServer } from './control';
import { closeDatabase, database, pgliteFiles, type Database, type Sql } from '../server/db';
import { openMailer } from '../server/smtp';
import { SHUTDOWN_KEY } from './lifecycle';
import { brakeAlertMail, type MailSettings } from './mail';
import { answers, log } from './messages';
import {
  deliverDue,
  RETRY_POLICY,
  scrub,
  startOutboxWorker,
  type Mailer,
  type OutboxWorker,
  type RetryPolicy,
  type SmtpStatus,
} from './outbox';
import { RateLimiter, type Bucket } from './ratelimit';
import { retentionCutoff } from './retention';
import { roomOf } from '../pricing/engine';
import { checkQuote, type QuoteState, type QuoteValues } from './schema';
import { isQuoteLimited, QuoteStore, type InsertOptions, type NewQuote } from './store';
import { addressKey, mailboxKey, networkKey } from './visitor-keys';
import { parisToday } from '../pricing/calendar';
import { statusWhenSent } from '../availability/venue';
import { isServerless } from '../env';

type Service = {
  config: QuoteConfig;
  db: Database;
  store: QuoteStore;
  /** Sends the queue: a long-lived worker, or nothing on a serverless host (see `deliverNow`). */
  worker?: OutboxWorker | undefined;
  mail?: { mailer: Mailer; settings: MailSettings; policy: RetryPolicy } | undefined;
  /** The per-address limit in this process's memory (embedded database); in the store on PostgreSQL. */
  limiter?: RateLimiter | undefined;
  /** Visitor keys are hashed with it before they are counted, in memory or in the store: never kept raw. */
  salt: string;
  accepting: boolean;
  inFlight: Set<Promise<unknown>>;
  stop(): Promise<void>;
};

// Next may load this module in more than one bundle of the same process (instrumentation,
// Server Actions, route handlers): the service lives on globalThis so that there is only ever one.
const KEY = Symbol.for('salles-rive-gauche.devis.service');
type Holder = { [KEY]?: Promise<Service>; [SHUTDOWN_KEY]?: () => Promise<void> };
const holder = globalThis as Holder;

// Serverless hosts keep no process between requests: no timers, e-mails leave within the request.
const serverless = () => isServerless();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long a counted visitor key serves: the longest window of the limits. */
const keptHitsMs = (config: QuoteConfig) => Math.max(config.rateLimit.windowMs, HOUR);
const RETRY_START_MS = 30_000;

function mailSettings(config: QuoteConfig): MailSettings {
  const catalogue = quoteCatalogue();
  return {
    from: config.mailFrom ?? `${site.brand} <${site.email}>`,
    to: config.mailTo ?? site.email,
    brand: site.brand,
    phone: site.phone,
    email: site.email,
    slotsOf: (formulaId) => catalogue.formulas.find((formula) => formula.id === formulaId)?.horaires ?? [],
  };
}

/** Deletes the requests past the retention period and the expired limit keys, then gives their space back. */
async function maintain(store: QuoteStore, config: QuoteConfig, now = new Date()): Promise<number> {
  const months = site.legal.conservation_demandes_mois;
  const purged = await store.purge(retentionCutoff(now, months));
  await store.forgetRateHits(now, keptHitsMs(config));
  await store.vacuum();
  console.info(log.purgedAuto(purged, months));
  return purged;
}

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
      await store.releaseLeases();
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

    let worker: OutboxWorker | undefined;
    let mail: Service['mail'];
    const smtpUrl = config.smtpUrl;
    if (smtpUrl) {
      const settings = mailSettings(config);
      console.info(log.smtpOn(settings.to));
      const transport = openMailer(smtpUrl, config.smtpAllowInsecure);
      closers.push(() => transport.close());
      const policy = { ...RETRY_POLICY, maxAgeMs: config.mailMaxAgeMs };
      mail = { mailer: transport, settings, policy };
      if (!serverless()) {
        const running = startOutboxWorker(store, transport, settings, { policy });
        worker = running;
        closers.push(() => running.stop());
        // Not awaited: an unreachable server delays no page; its state is logged and on /api/sante.
        transport.verify().then(
          () => {
            console.info(log.smtpVerified);
            if (!running.smtp) running.recordSmtp({ ok: true, at: new Date().toISOString() });
          },
          (error: Error & { code?: string }) => {
            const reason = scrub(error.message);
            console.warn(error.code === 'ETLS' ? log.smtpNoTls(new URL(smtpUrl).host) : log.smtpUnverified(reason));
            if (!running.smtp) running.recordSmtp({ ok: false, at: new Date().toISOString(), error: reason });
          },
        );
      }
    } else {
      console.info(log.smtpOff);
    }

    const shared = db.kind === 'postgres';
    const limiter = shared ? undefined : new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs);
    let maintenance: Promise<unknown> = Promise.resolve();
    if (!serverless()) {
      const logged = (work: Promise<unknown>) => work.catch((error: Error) => console.error(`[devis] ${scrub(error.message)}`));
      const daily = () => (maintenance = logged(maintain(store, config)));
      // The visitor keys go within the hour after their window, whatever the traffic (privacy notice).
      const hourly = () => {
        limiter?.sweep();
        maintenance = logged(store.forgetRateHits(new Date(), keptHitsMs(config)));
      };
      const timers = [setTimeout(daily, 5_000), setInterval(daily, DAY), setInterval(hourly, HOUR)];
      for (const timer of timers) timer.unref();
      closers.push(async () => {
        for (const timer of timers) clearTimeout(timer);
        await maintenance;
      });
    }

    const service: Service = {
      config,
      db,
      store,
      worker,
      mail,
      limiter,
      // The store's salt is shared by the processes counting there; memory gets one of its own.
      salt: shared ? await store.rateSalt() : randomBytes(32).toString('hex'),
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

/** The running service, started on first call; a failed start is tried again every 30 s and on the next call. */
export function quoteService(): Promise<Service> {
  const current = holder[KEY];
  if (current) return current;
  const started = start();
  holder[KEY] = started;
  started.catch((error: Error) => {
    console.error(log.storeFailed(scrub(error.message)));
    if (holder[KEY] !== started) return;
    delete holder[KEY];
    if (serverless()) return;
    console.info(log.retrying(RETRY_START_MS / 1000));
    setTimeout(() => void quoteService().catch(() => undefined), RETRY_START_MS).unref();
  });
  return started;
}

/** Stops the service, if it runs (no new request, those in flight finished, worker stopped), then closes the database. */
async function stopQuoteService(): Promise<void> {
  const current = holder[KEY];
  const service = await current?.catch(() => undefined);
  await service?.stop();
  await closeDatabase();
  if (service) console.info(log.stopped);
}

/** Called at server start so the database is open, and the log written, before the first visitor. */
export async function startQuoteService(): Promise<void> {
  holder[SHUTDOWN_KEY] = stopQuoteService;
  await quoteService().catch(() => undefined);
}

/** Sends what is due now and purges: the cron route of serverless hosts, and `after()` a request there. */
export async function runQueueOnce(options: { purge: boolean }): Promise<{ sent: number; purged?: number | undefined }> {
  const service = await quoteService();
  const report = service.mail
    ? await deliverDue(service.store, service.mail.mailer, service.mail.settings, new Date(), service.mail.policy)
    : { sent: 0 };
  return { sent: report.sent, purged: options.purge ? await maintain(service.store, service.config) : undefined };
}

export type Health = {
  status: 200 | 503;
  body: {
    base: { etat: 'ok' | 'injoignable'; type?: Database['kind'] };
    envoi?: {
      smtp: 'désactivé' | 'non vérifié' | 'ok' | 'échec';
      dernierResultat?: string | undefined;
      enAttente: number;
      plusAncienneEnAttente?: string | undefined;
      abandonnes: number;
    };
  };
};

/** The state of the store and of the e-mail queue, without personal data or secrets. */
export async function quoteHealth(): Promise<Health> {
  try {
    const service = await quoteService();
    await service.db.query('SELECT 1');
    const summary = await service.store.outboxSummary();
    const smtp: SmtpStatus | undefined = service.worker?.smtp;
    return {
      status: 200,
      body: {
        base: { etat: 'ok', type: service.db.kind },
        envoi: {
          smtp: !service.mail ? 'désactivé' : !smtp ? 'non vérifié' : smtp.ok ? 'ok' : 'échec',
          dernierResultat: smtp?.at,
          enAttente: summary.pending,
          plusAncienneEnAttente: summary.oldestPending,
          abandonnes: summary.abandoned,
        },
      },
    };
  } catch {
    return { status: 503, body: { base: { etat: 'injoignable' } } };
  }
}

/**
 * The visitor's buckets, as salted hashes: the address (an IPv6 /64) and the mailbox over
 * the per-address window, the network around the address over an hour. Undefined when
 * every limit is off.
 */
function admission(service: Service, address: string, email: string, now: Date): InsertOptions['admit'] {
  const { rateLimit, networkLimit } = service.config;
  const hash = (key: string) => createHash('sha256').update(`${service.salt}:${key}`).digest('hex');
  const buckets: Bucket[] = [
    { key: hash(`ip:${addressKey(address)}`), ...rateLimit },
    { key: hash(`email:${mailboxKey(email)}`), ...rateLimit },
    { key: hash(`net:${networkKey(address)}`), max: networkLimit, windowMs: HOUR },
  ].filter((bucket) => bucket.max > 0);
  if (buckets.length === 0) return undefined;
  const limiter = service.limiter;
  return limiter
    ? async () => limiter.take(buckets, now.getTime())
    : (sql: Sql) => service.store.takeRate(sql, buckets, rateLimit.max, rateLimit.windowMs, now);
}

/**
 * The site's brake was reached: tell the provider once an hour (one log line, one e-mail
 * when e-mail is on), whichever process saw it first. Never throws.
 */
async function alertBrake(now: Date): Promise<void> {
  try {
    const service = await quoteService();
    if (!(await service.store.claimBrakeAlert(now, HOUR))) return;
    console.warn(log.brakeReached(service.config.hourlyLimit));
    if (service.mail) await service.mail.mailer.sendMail(brakeAlertMail(service.config.hourlyLimit, service.mail.settings));
  } catch (error) {
    console.error(`[devis] ${scrub((error as Error).message)}`);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type Submission = { values: QuoteValues; token: string; honeypot: string; address: string };

/** Everything after the form: check, limit, store, queue the e-mails. Never throws. */
export async function submitQuote({ values, token, honeypot, address }: Submission, now = new Date()): Promise<QuoteState> {
  const formToken = UUID.test(token) ? token : randomUUID();
  const refuse = (message: string): QuoteState => ({ status: 'refused', message, values, token: formToken });
  if (honeypot !== '') return refuse(answers.honeypot(site.phone, site.email));

  const catalogue = quoteCatalogue();
  const checked = checkQuote(catalogue, parisToday(now), values);
  if (!checked.ok) return { status: 'invalid', errors: checked.errors, values, token: formToken };
  const request = checked.request;

  try {
    const service = await quoteService();
    if (!service.accepting) return refuse(answers.unavailable(site.phone, site.email));
    const formula = catalogue.formulas.find((f) => f.id === request.offre);
    const category = catalogue.categories.find((c) => c.code === request.evenement);
    const venue = catalogue.venues.find((v) => v.code === request.lieu);
    // checkQuote accepted these codes from this catalogue: a miss is refused, never thrown.
    if (!formula || !category || !venue) return refuse(answers.unavailable(site.phone, site.email));
    const ask = { personnes: request.personnes, salle: request.salle, quantite: request.quantite };
    const visits = (request.visites ?? []).map((visit) => `${visit.date} ${visit.de}-${visit.a}`);
    const quote: NewQuote = {
      audience: request.public,
      name: request.nom,
      company: request.societe,
      email: request.email,
      phone: request.telephone,
      eventType: category.nom,
      venue: venue.nom,
      formulaId: formula.id,
      formulaName: formula.name,
      eventDate: request.date,
      timeSlot: request.creneau,
      persons: request.personnes,
      quantity: request.quantite,
      room: roomOf(formula, request.salle)?.nom,
      extraHours: request.heures,
      message: request.message,
      dateStatus: await statusWhenSent(request.lieu, formula.id, request.date, ask),
      visit1: visits[0],
      visit2: visits[1],
    };
    const admit = admission(service, address, request.email, now);
    const notify = service.mail !== undefined;
    const inserting = service.store.insert(quote, formToken, { notify, now, hourlyLimit: service.config.hourlyLimit, admit });
    service.inFlight.add(inserting);
    const outcome = await inserting.finally(() => service.inFlight.delete(inserting));
    if (outcome.created) {
      if (service.worker) service.worker.nudge();
      else if (service.mail)
        after(() => runQueueOnce({ purge: false }).catch((error: Error) => console.error(`[devis] ${scrub(error.message)}`)));
    }
    return { status: 'success', reference: outcome.reference, duplicate: !outcome.created, email: notify ? request.email : undefined };
  } catch (error) {
    if (isQuoteLimited(error)) {
      if (error.limit === 'site') void alertBrake(now);
      return refuse(
        error.limit === 'site' ? answers.busy(site.phone, site.email) : answers.rateLimited(Math.ceil(error.waitMs / 60_000), site.phone),
      );
    }
    console.error(log.submitFailed(scrub((error as Error).message)));
    return refuse(answers.unavailable(site.phone, site.email));
  }
}
