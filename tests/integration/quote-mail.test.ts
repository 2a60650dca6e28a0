// The e-mail queue against a real SMTP server on loopback: what the provider and the
// visitor receive, and what happens when the server refuses, for now or for good.
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '@/lib/server/db';
import { providerMail, visitorMail, type MailSettings } from '@/lib/quotes/deliver/mail';
import { deliverDue, RETRY_POLICY, startOutboxWorker, type Mailer, type WorkerClock } from '@/lib/server/mail/outbox';
import { QuoteStore } from '@/lib/quotes/record/store';
import { freshDataDir } from '../support/pglite';
import { sampleQuote, token } from '../support/quotes';
import { startSmtpSink, type Sink } from '../support/smtp';

const NOW = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const settings: MailSettings = {
  from: 'Salles Rive Gauche <contact@salles-rive-gauche.fr>',
  to: 'reservations@salles-rive-gauche.fr',
  brand: 'Salles Rive Gauche',
  phone: '01 99 00 48 15',
  email: 'contact@salles-rive-gauche.fr',
  slotsOf: (formulaId) => (formulaId === 'vaugirard-matin-week-end' ? ['9h-12h30'] : []),
};

let dir: string;
let db: Database;
let store: QuoteStore;
let sink: Sink;
let mailer: Mailer;
let n = 0;

beforeAll(async () => {
  dir = freshDataDir();
  db = await openPglite(dir);
  store = new QuoteStore(db);
  sink = await startSmtpSink();
  mailer = createTransport({ url: sink.url, connectionTimeout: 5_000 });
});

afterAll(async () => {
  await sink?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  sink.mails.length = 0;
  sink.mode = 'accept';
  sink.refused.clear();
  // Each test starts with an empty queue.
  await db.query('UPDATE quote_outbox SET sent_at = now() WHERE sent_at IS NULL');
});

const submit = async (overrides = {}) => {
  const quote = sampleQuote({ email: `visiteur${++n}@example.fr`, ...overrides });
  const { reference } = await store.insert(quote, token(n), { notify: true, now: NOW });
  return { quote, reference };
};

describe('a request with e-mail on', () => {
  it('reaches the provider with every field, as plain text, and answers to the visitor', async () => {
    const { quote, reference } = await submit({
      name: 'Jeanne <b>Martin</b>',
      company: 'ACME & Fils',
      message: '<script>alert("x")</script>\nMerci !',
      room: 'Salle Bleue',
      quantity: 3,
      extraHours: 2,
    });
    expect(await deliverDue(store.outbox, mailer, settings, NOW)).toMatchObject({ sent: 2, retried: 0, abandoned: 0 });
    const provider = sink.mails.find((m) => m.to.includes(settings.to))!;
    expect(provider.headers.subject).toBe(`Demande de devis ${reference} – Matinée du week-end, samedi 6 mars 2027, 20 personnes`);
    expect(provider.headers['reply-to']).toContain(quote.email);
    expect(provider.contentType).toMatch(/^text\/plain; charset=utf-8/);
    expect(provider.raw).not.toMatch(/text\/html/i);
    for (const value of [
      reference,
      'Jeanne <b>Martin</b>',
      'ACME & Fils',
      quote.email,
      quote.phone,
      quote.eventType,
      quote.venue,
      'Matinée du week-end (vaugirard-matin-week-end)',
      'samedi 6 mars 2027',
      '9h-12h30',
      'Personnes : 20',
      'Salle : Salle Bleue',
      'Jours ou soirées : 3',
      'Heures supplémentaires : 2',
      '<script>alert("x")</script>\nMerci !',
    ]) {
      expect(provider.text).toContain(value);
    }

    const visitor = sink.mails.find((m) => m.to.includes(quote.email))!;
    expect(visitor.headers.subject).toBe(`Votre demande de devis ${reference}`);
    expect(visitor.contentType).toMatch(/^text\/plain/);
    expect(visitor.text).toContain(`Sa référence est ${reference}.`);
    expect(visitor.text).toContain('samedi 6 mars 2027');
    // Nothing the visitor typed freely is sent back: the form cannot relay a message.
    expect(visitor.text).not.toContain('Martin');
    expect(visitor.text).not.toContain('script');
    expect((await store.get(reference))!.delivery).toBe('sent');
  });
});

describe('a request whose optional fields are empty (#35)', () => {
  it('is stored and delivered like any other: « à préciser » for the people and the company, and what the visitor typed', async () => {
    const origin = 'Saisi par le visiteur : nom, e-mail, téléphone, date. Repris de la page : public, type d’événement, lieu, formule.';
    const { quote, reference } = await submit({ audience: 'pro', persons: undefined, company: undefined, valueOrigin: origin });
    const stored = (await store.get(reference))!;
    expect(stored.persons).toBeUndefined();
    expect(stored.valueOrigin).toBe(origin);
    expect(await deliverDue(store.outbox, mailer, settings, NOW)).toMatchObject({ sent: 2, retried: 0, abandoned: 0 });
    const provider = sink.mails.find((m) => m.to.includes(settings.to))!;
    expect(provider.headers.subject).toBe(
      `Demande de devis ${reference} – Matinée du week-end, samedi 6 mars 2027, nombre de personnes à préciser`,
    );
    for (const line of ['Société : à préciser', 'Personnes : à préciser', `Origine des valeurs : ${origin}`])
      expect(provider.text).toContain(line);
    const visitor = sink.mails.find((m) => m.to.includes(quote.email))!;
    expect(visitor.text).toContain('Personnes : à préciser');
    expect(visitor.text).not.toContain('Origine des valeurs');
  });
});

describe('a date that looked taken, and a visit asked for', () => {
  const quote = {
    ...sampleQuote({ dateStatus: 'reserve', visit1: '2027-02-20 14:00-16:30', visit2: '2027-02-27 09:15-10:00' }),
    reference: 'DV-2026-000124',
    createdAt: NOW.toISOString(),
    delivery: 'pending' as const,
    state: 'nouvelle' as const,
  };

  it('are told to the provider', () => {
    const text = providerMail(quote, settings).text as string;
    expect(text).toContain("Attention : à l'envoi de la demande, cette date paraissait déjà réservée dans votre calendrier.");
    expect(text).toContain('Disponibilité à l’envoi : Déjà réservé');
    expect(text).toContain('Visite, 1er choix : samedi 20 février 2027, de 14:00 à 16:30');
    expect(text).toContain('Visite, 2e choix : samedi 27 février 2027, de 09:15 à 10:00');
  });

  it('never reach the visitor’s confirmation', () => {
    const text = visitorMail(quote, settings).text as string;
    expect(text).toContain('samedi 6 mars 2027');
    expect(text).not.toMatch(/Déjà réservé|Disponibilité à l’envoi|Visite|février|14:00|09:15/);
  });

  it('a request stored before the flag existed shows « — »', () => {
    expect(providerMail({ ...quote, dateStatus: undefined, visit1: undefined, visit2: undefined }, settings).text as string).toContain(
      'Disponibilité à l’envoi : —',
    );
  });
});

describe('a mail server that refuses for now', () => {
  it('delays the e-mails, then delivers each one once', async () => {
    const { reference } = await submit();
    sink.mode = 'later';
    expect(await deliverDue(store.outbox, mailer, settings, NOW)).toMatchObject({ sent: 0, retried: 2, abandoned: 0 });
    expect(sink.mails).toHaveLength(0);
    expect((await store.get(reference))!.delivery).toBe('pending');

    sink.mode = 'accept';
    // Not due again before the first delay…
    expect(await deliverDue(store.outbox, mailer, settings, later(RETRY_POLICY.firstDelayMs - 1_000))).toMatchObject({
      sent: 0,
      retried: 0,
      abandoned: 0,
    });
    // …then sent.
    expect(await deliverDue(store.outbox, mailer, settings, later(RETRY_POLICY.firstDelayMs))).toMatchObject({
      sent: 2,
      retried: 0,
      abandoned: 0,
    });
    expect(sink.mails.map((m) => m.headers.subject).sort()).toEqual([
      `Demande de devis ${reference} – Matinée du week-end, samedi 6 mars 2027, 20 personnes`,
      `Votre demande de devis ${reference}`,
    ]);
    expect(await deliverDue(store.outbox, mailer, settings, later(3_600_000))).toMatchObject({ sent: 0, retried: 0, abandoned: 0 });
    expect((await store.get(reference))!.delivery).toBe('sent');
  });

  it('waits longer after each failure, an hour at most', async () => {
    const { reference } = await submit();
    sink.mode = 'later';
    let at = NOW;
    const waits: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      await deliverDue(store.outbox, mailer, settings, at);
      const [row] = await db.query<{ next_attempt_at: Date }>(
        "SELECT o.next_attempt_at FROM quote_outbox o JOIN quote_requests q ON q.id = o.quote_id WHERE q.reference = $1 AND o.kind = 'provider'",
        [reference],
      );
      waits.push((new Date(row!.next_attempt_at).getTime() - at.getTime()) / 1000);
      at = new Date(row!.next_attempt_at);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    sink.mode = 'accept';
    expect((await deliverDue(store.outbox, mailer, settings, at)).sent).toBe(2);
  });

  it('a server that is down delays the e-mails too, after one connection attempt per batch', async () => {
    const { reference } = await submit();
    const down = createTransport({ url: 'smtp://127.0.0.1:9', connectionTimeout: 2_000 });
    // The first e-mail finds the server down; the second is not tried, and waits for the next batch.
    expect(await deliverDue(store.outbox, down, settings, NOW)).toMatchObject({ sent: 0, retried: 1, abandoned: 0, unreachable: true });
    expect(await deliverDue(store.outbox, mailer, settings, later(RETRY_POLICY.firstDelayMs))).toMatchObject({
      sent: 2,
      retried: 0,
      abandoned: 0,
    });
    expect((await store.get(reference))!.delivery).toBe('sent');
  });
});

describe('an address refused for good', () => {
  it("gives up the visitor's confirmation, never the provider's notification", async () => {
    const { quote, reference } = await submit();
    sink.refused.add(quote.email);
    sink.refused.add(settings.to);
    expect(await deliverDue(store.outbox, mailer, settings, NOW)).toMatchObject({ sent: 0, retried: 1, abandoned: 1 });
    sink.refused.delete(settings.to);
    expect(await deliverDue(store.outbox, mailer, settings, later(RETRY_POLICY.firstDelayMs))).toMatchObject({
      sent: 1,
      retried: 0,
      abandoned: 0,
    });
    // The provider's notification, then the alert naming the abandoned confirmation.
    expect(sink.mails.map((m) => m.to)).toEqual([[settings.to], [settings.to]]);
    expect(sink.mails[1]!.headers.subject).toBe('Alerte : 1 e-mail de demande de devis non envoyé');
    expect(sink.mails[1]!.text).toContain(`${reference} : confirmation au demandeur`);
    expect((await store.get(reference))!.delivery).toBe('abandoned');
  });
});

describe('an e-mail past its maximum age', () => {
  it('is tried last at the maximum age, then abandoned; the provider gets one alert once the server answers', async () => {
    const policy = { ...RETRY_POLICY, maxAgeMs: 10 * 60_000 };
    const { reference } = await submit();
    sink.mode = 'later';
    await deliverDue(store.outbox, mailer, settings, NOW, policy);
    let at = NOW;
    for (let round = 0; round < 10 && (await store.get(reference))!.delivery === 'pending'; round++) {
      const [row] = await db.query<{ next: Date }>(
        'SELECT min(next_attempt_at) AS next FROM quote_outbox WHERE sent_at IS NULL AND abandoned_at IS NULL',
      );
      at = new Date(row!.next);
      await deliverDue(store.outbox, mailer, settings, at, policy);
    }
    // 30 s, 1 min, 2 min, 4 min, then the 8-minute wait is cut short at the maximum age.
    expect(at).toEqual(later(policy.maxAgeMs));
    expect((await store.get(reference))!.delivery).toBe('abandoned');

    sink.mode = 'accept';
    expect(await deliverDue(store.outbox, mailer, settings, later(policy.maxAgeMs + 60_000), policy)).toMatchObject({ sent: 0 });
    expect(await deliverDue(store.outbox, mailer, settings, later(policy.maxAgeMs + 120_000), policy)).toMatchObject({ sent: 0 });
    expect(sink.mails.map((m) => m.headers.subject)).toEqual(['Alerte : 2 e-mails de demande de devis non envoyés']);
    expect(sink.mails[0]!.text).toContain(`${reference} : notification au prestataire`);
  });
});

/** A clock the test moves by hand: the worker's timers fire only when `advance` reaches them. */
function manualClock(start: Date): WorkerClock & { advance(ms: number): void } {
  let now = start.getTime();
  const timers = new Set<{ at: number; run: () => void }>();
  return {
    now: () => new Date(now),
    setTimer(run, delayMs) {
      const timer = { at: now + delayMs, run };
      timers.add(timer);
      return { clear: () => timers.delete(timer) };
    },
    advance(ms) {
      now += ms;
      for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
        if (timer.at > now) continue;
        timers.delete(timer);
        timer.run();
      }
    },
  };
}

/** A mail server that accepts each connection and drops it at once, counting them. */
async function unreachableServer() {
  let count = 0;
  const dead = createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
  const { port } = dead.address() as { port: number };
  const down = createTransport({ host: '127.0.0.1', port, connectionTimeout: 20_000, greetingTimeout: 20_000 });
  return { dead, down, connections: () => count };
}

describe('a worker facing a mail server that cannot be reached', () => {
  it('opens one connection, then pauses instead of trying every queued e-mail, new requests included', async () => {
    const { dead, down, connections } = await unreachableServer();
    const clock = manualClock(NOW);
    const step = async (ms: number) => {
      clock.advance(ms);
      await worker.settled();
    };
    for (let i = 0; i < 5; i++) await submit();
    const worker = startOutboxWorker(store.outbox, down, settings, { intervalMs: 15_000, clock });
    const tried = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM quote_outbox WHERE sent_at IS NULL AND attempts > 0'))[0]?.n;

    await step(0);
    expect(connections()).toBe(1);
    expect(await tried()).toBe(1);
    expect(worker.smtp).toMatchObject({ ok: false });

    // New requests during the pause wait for its end.
    for (let i = 0; i < 5; i++) {
      await submit();
      worker.nudge();
      await step(1_000);
    }
    expect(connections()).toBe(1);

    // The pause ends after 30 s (counted from the failure): one more connection, then a pause of 60 s.
    await step(RETRY_POLICY.firstDelayMs - 5_000);
    expect(connections()).toBe(2);
    await step(RETRY_POLICY.firstDelayMs);
    expect(connections()).toBe(2);
    await step(RETRY_POLICY.firstDelayMs);
    expect(connections()).toBe(3);
    expect(await tried()).toBe(1);

    await worker.stop();
    await new Promise((resolve) => dead.close(resolve));
  });

  it('stops the batch at an unreachable server even for a message past its maximum age, and does not try the alert again at each nudge', async () => {
    const { dead, down, connections } = await unreachableServer();
    for (let i = 0; i < 3; i++) await submit();
    // Four days after the requests: every message is past the 3-day maximum age.
    const clock = manualClock(later(4 * 24 * 3_600_000));
    const worker = startOutboxWorker(store.outbox, down, settings, { intervalMs: 15_000, clock });
    clock.advance(0);
    await worker.settled();
    expect(connections()).toBe(1);
    for (let i = 0; i < 5; i++) {
      worker.nudge();
      clock.advance(1_000);
      await worker.settled();
    }
    expect(connections()).toBe(1);
    await worker.stop();
    await new Promise((resolve) => dead.close(resolve));
  });
});
