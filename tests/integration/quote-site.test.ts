// The quote request end to end against the built site under `next start`, posted as a
// browser without JavaScript posts it, with a loopback SMTP server, then killed with
// SIGKILL in the middle of a burst of requests and started again.
//
// A real server rather than the storage layer in a child process: what must hold is
// "a visitor who saw a reference has a stored request", and the reference is produced by
// the whole chain (Server Action, store, streaming answer). Starting the site takes a
// second or two on an idle machine; the embedded database is copied from a template.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteOwner } from '@/lib/server/db';
import { openForm, postForm, visibleText, type FormSession } from '../support/devis-http';
import { formFields, token } from '../support/quotes';
import { devisCommand, startQuoteSite, startSite, stopQuoteSite, storedQuotes, type RunningSite } from '../support/site';
import { startSmtpSink, type Sink } from '../support/smtp';

const PROVIDER = 'reservations@example.fr';

let sink: Sink;
let dataDir: string;
let site: RunningSite;
let form: FormSession;
const env = (dir = dataDir) => ({
  DEVIS_DATA_DIR: dir,
  SMTP_URL: sink.url,
  DEVIS_EMAIL_TO: PROVIDER,
  DEVIS_RATE_LIMIT: '3',
  DEVIS_NETWORK_LIMIT: '0',
  DEVIS_GLOBAL_LIMIT: '0',
});
// Each visitor is its own client: the site's server reads the socket's address, so they leave from distinct loopback addresses.
const post = (n: number, extra: Record<string, string> = {}, ip = `127.0.${Math.floor(n / 250)}.${(n % 250) + 2}`) =>
  postForm(site.base, form, { ...formFields(n), ...extra }, { token: token(n), localAddress: ip });

/** `npm run devis -- …`, as the provider types it, while the site runs. */
const devis = (...args: string[]) => devisCommand(dataDir, ...args);
const stored = () => storedQuotes(dataDir);

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ site, form, dataDir } = await startQuoteSite(env));
}, 120_000);

afterAll(async () => {
  await stopQuoteSite({ site, dataDir });
  await sink?.close();
});

describe('a visitor without JavaScript', () => {
  it('gets a reference; the provider and the visitor get their e-mails; the provider reads the request', async () => {
    expect(site.logs).toContain(`[devis] Demandes enregistrées dans la base intégrée PGlite : ${dataDir}`);
    const smtpLine = `[devis] Envoi des e-mails par SMTP ; notifications adressées à ${PROVIDER}`;
    for (let i = 0; i < 100 && !site.logs.includes(smtpLine); i++) await new Promise((r) => setTimeout(r, 100));
    expect(site.logs).toContain(smtpLine);
    const answer = await post(1, { message: 'Avec un gâteau <b>au chocolat</b>' });
    expect(answer.status).toBe(200);
    expect(answer.reference).toMatch(/^DV-\d{4}-\d{6}$/);
    expect(visibleText(answer.html)).toContain('Votre demande est bien enregistrée');
    expect(visibleText(answer.html)).toContain("Un e-mail de confirmation part à l'adresse visiteur1@example.fr.");

    const mails = await sink.waitFor(2);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([PROVIDER, 'visiteur1@example.fr']);
    expect(mails.find((m) => m.to[0] === PROVIDER)!.text).toContain('Avec un gâteau <b>au chocolat</b>');

    // The site owns the embedded database; the command asks it rather than opening the folder too.
    expect(pgliteOwner(dataDir)).toBe(site.child.pid);
    const shown = await devis('show', answer.reference!);
    expect(shown).toContain('Nom : Visiteur 1');
    expect(shown).toContain('E-mails : envoyés');
    expect(await devis('list')).toContain(answer.reference!);
  });

  it('sees French errors tied to the fields, and the values typed kept', async () => {
    const answer = await post(2, { personnes: '36', email: 'visiteur2@', nom: 'Élodie <i>Durand</i>' });
    expect(answer.reference).toBeUndefined();
    const text = visibleText(answer.html);
    expect(text).toContain('2 champs sont à corriger');
    expect(text).toContain('Cette formule accueille au plus 35 personnes.');
    expect(answer.html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*aria-describedby="devis-email-aide devis-email-erreur"|aria-describedby="devis-email-aide devis-email-erreur"[^>]*aria-invalid="true"/,
    );
    expect(answer.html).toContain('id="devis-personnes-erreur"');
    expect(answer.html).toContain('value="Élodie &lt;i&gt;Durand&lt;/i&gt;"');
    expect(answer.html).toContain('value="visiteur2@"');
  });
});

describe('a visitor of the English form (#37)', () => {
  const english = (n: number): Record<string, string> => ({
    evenement: 'reunion',
    lieu: 'vaugirard',
    offre: 'vaugirard-demi-journee-etude',
    date: '2027-03-08',
    creneau: '9h-13h',
    personnes: '12',
    nom: `Jane Smith ${n}`,
    societe: 'Acme Ltd',
    email: `visitor${n}@example.com`,
    telephone: '+44 20 7946 0000',
    message: '',
  });
  const postEnglish = async (n: number, extra: Record<string, string> = {}) =>
    postForm(
      site.base,
      await openForm(site.base, '', '/en/quote'),
      { ...english(n), ...extra },
      {
        token: token(n),
        localAddress: `127.2.0.${n}`,
        path: '/en/quote',
      },
    );

  it('gets an English answer; the request is stored with its language; the provider reads French with « Langue : anglais », the visitor English', async () => {
    const before = sink.mails.length;
    const answer = await postEnglish(60);
    expect(answer.reference).toMatch(/^DV-\d{4}-\d{6}$/);
    const text = visibleText(answer.html);
    expect(text).toContain('Your request has been received');
    expect(text).toContain('A confirmation email is on its way to visitor60@example.com.');

    const mails = (await sink.waitFor(before + 2)).slice(before);
    const provider = mails.find((m) => m.to[0] === PROVIDER)!;
    const visitor = mails.find((m) => m.to[0] === 'visitor60@example.com')!;
    expect(provider.headers.subject).toBe(`Demande de devis ${answer.reference} – Demi-journée d'étude, lundi 8 mars 2027, 12 personnes`);
    expect(provider.text).toContain(`Référence : ${answer.reference}\nLangue : anglais\n`);
    expect(provider.text).toContain("Type d'événement : Réunion");
    expect(visitor.headers.subject).toBe(`Your quote request ${answer.reference}`);
    for (const line of [
      'Hello,',
      `Reference: ${answer.reference}`,
      'Date: Monday 8 March 2027',
      'Time slot: 09:00–13:00',
      'People: 12',
      'The Salles Rive Gauche team',
    ])
      expect(visitor.text).toContain(line);
    expect(visitor.text).not.toMatch(/Bonjour|Votre demande/);
    // The provider's number as dialled from abroad, in the answer and the mail; the provider's own mail keeps it as written.
    expect(text).toContain('+33 1 99 00 48 15');
    expect(visitor.text).toContain('+33 1 99 00 48 15');

    const quote = (await stored()).find((q) => q.reference === answer.reference)!;
    expect(quote).toMatchObject({ language: 'en', eventType: 'Réunion', persons: 12 });
    expect(await devis('list')).toMatch(new RegExp(`${answer.reference}.*Langue : anglais\\.`));
  });

  it('sees English errors tied to the fields, the values typed kept', async () => {
    const answer = await postEnglish(61, { personnes: '40', email: 'visitor61@' });
    expect(answer.reference).toBeUndefined();
    const text = visibleText(answer.html);
    expect(text).toContain('2 fields need correcting:');
    expect(text).toContain('This package takes at most 16 people.');
    expect(text).toContain('Enter a valid email address, for example name@example.com.');
    expect(answer.html).toContain('value="visitor61@"');
  });

  it('a body over the limit is refused in English, on an English page that leads back to the English form', async () => {
    const tooLong = await postEnglish(62, { message: 'x'.repeat(100_000) });
    expect(tooLong.status).toBe(413);
    expect(tooLong.html).toContain('<html lang="en-GB">');
    expect(visibleText(tooLong.html)).toContain('Your request is too long to be sent.');
    expect(tooLong.html).toContain('<a href="/en/quote">Back to the quote request form</a>');
  });
});

describe('abuse and hostile input', () => {
  it('a filled honeypot is refused, in French, and nothing is stored', async () => {
    const before = (await stored()).length;
    const answer = await post(3, { site_internet: 'http://spam.example' });
    expect(answer.status).toBe(200);
    expect(answer.reference).toBeUndefined();
    // The page typesets the message (components/ui/Typeset): the typographic apostrophe.
    expect(visibleText(answer.html)).toContain('Votre demande n’a pas pu être envoyée.');
    expect((await stored()).length).toBe(before);
  });

  it('an address that sends too many requests is asked to wait, in French', async () => {
    const answers = [];
    for (const n of [10, 11, 12, 13]) answers.push(await post(n, {}, '127.1.0.77'));
    expect(answers.slice(0, 3).every((a) => a.reference)).toBe(true);
    expect(answers[3]!.reference).toBeUndefined();
    expect(visibleText(answers[3]!.html)).toMatch(/Vous avez déjà envoyé plusieurs demandes : merci de patienter \d+ minutes?/);
  });

  it('markup, SQL, control characters and any script are stored as plain text, never a 500', async () => {
    const hostile = {
      nom: "Robert'); DROP TABLE quote_requests;-- <script>alert(1)</script>\u0000\u202e",
      telephone: '+33 (0)6 12 34 56 78',
      message: 'مرحبا 你好 👩‍👩‍👧\r\n<img src=x onerror=alert(1)>\u0007 ${process.env} %s \\x00',
    };
    const answer = await post(20, hostile);
    expect(answer.status).toBe(200);
    const record = (await stored()).find((q) => q.reference === answer.reference)!;
    expect(record.name).toBe("Robert'); DROP TABLE quote_requests;-- <script>alert(1)</script>");
    expect(record.message).toBe('مرحبا 你好 👩‍👩‍👧\n<img src=x onerror=alert(1)> ${process.env} %s \\x00');
    expect(answer.html).not.toContain('<img src=x');
  });

  it.each([
    ['every field far too long', Object.fromEntries(Object.keys(formFields(0)).map((k) => [k, 'é'.repeat(1500)]))],
    ['numbers that are not numbers', { personnes: '1e3', quantite: '-4', heures: 'NaN', date: '2027-02-31T00:00' }],
    ['an unknown formula and audience', { offre: '../../etc/passwd', public: '{"$ne":null}', lieu: '<svg onload=alert(1)>' }],
    ['lone surrogates and NUL bytes', { nom: '\ud800\udfff\ud800', message: '\u0000'.repeat(500) }],
  ])('%s: answered with French errors, never a 500', async (_, extra) => {
    const answer = await post(30, extra);
    expect(answer.status).toBe(200);
    expect(answer.reference).toBeUndefined();
    expect(visibleText(answer.html)).toMatch(/champs? (sont|est) à corriger/);
  });

  it('a body over the limit, a post from another site and an unreadable form are refused, in French, never a 500', async () => {
    const tooLong = await postForm(site.base, form, { ...formFields(40), message: 'x'.repeat(100_000) }, { token: token(40) });
    expect(tooLong.status).toBe(413);
    expect(visibleText(tooLong.html)).toContain('Votre demande est trop longue');

    const body = new FormData();
    for (const [name, value] of form.hidden) body.append(name, value);
    for (const [name, value] of Object.entries(formFields(41))) body.append(name, value);
    const foreign = await fetch(`${site.base}/devis`, { method: 'POST', body, headers: { origin: 'https://autre-site.example' } });
    expect(foreign.status).toBe(403);
    expect(visibleText(await foreign.text())).toContain('ne vient pas de notre formulaire');

    const garbled = await fetch(`${site.base}/devis`, {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="nom"\r\n\r\nsans fin',
      headers: { origin: site.base, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(garbled.status).toBe(400);
    expect(visibleText(await garbled.text())).toContain('Le formulaire reçu est illisible');
    expect((await stored()).some((q) => ['Visiteur 40', 'Visiteur 41'].includes(q.name))).toBe(false);
  });
});

describe('durability', () => {
  it('after SIGKILL during a burst, every request that got a reference is stored exactly once, and its e-mail goes out', async () => {
    const burst = Array.from({ length: 40 }, (_, i) => 100 + i);
    const answered = new Map<number, string>();
    let killed: Promise<void> | undefined;
    await Promise.all(
      burst.map(async (n) => {
        const answer = await post(n).catch(() => undefined);
        if (answer?.reference) answered.set(n, answer.reference);
        if (answered.size >= 10) killed ??= site.kill('SIGKILL');
      }),
    );
    await killed;
    expect(answered.size).toBeGreaterThanOrEqual(10);
    expect(answered.size).toBeLessThan(burst.length);

    site = await startSite(env(), { port: site.port });
    let records = await stored();
    for (const [n, reference] of answered) {
      const matching = records.filter((q) => q.reference === reference);
      expect(matching.map((q) => q.name)).toEqual([`Visiteur ${n}`]);
    }

    // The visitors who saw no answer send again (same form, same answers): no request twice.
    form = await openForm(site.base);
    const resent = await Promise.all(burst.map((n) => post(n)));
    expect(resent.every((a) => a.reference)).toBe(true);
    for (const [n, reference] of answered) expect(resent[burst.indexOf(n)]!.reference).toBe(reference);
    records = await stored();
    for (const n of burst) expect(records.filter((q) => q.name === `Visiteur ${n}`)).toHaveLength(1);

    // Every request reaches the provider, those queued before the kill included.
    const references = new Set(resent.map((a) => a.reference!));
    const deadline = Date.now() + 60_000;
    const notified = () =>
      new Set(sink.mails.filter((m) => m.to[0] === PROVIDER).map((m) => /DV-\d{4}-\d{6}/.exec(m.headers.subject ?? '')?.[0]));
    while ([...references].some((r) => !notified().has(r)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect([...references].filter((r) => !notified().has(r))).toEqual([]);
  }, 180_000);
});
