// The quote form under abuse, against the built site run by its own server (server.ts,
// `npm start`): forged client addresses, a proxy in front, the site's hourly brake, and
// a confirmation e-mail that cannot carry a stranger's text. Distinct clients are real
// sockets from distinct loopback addresses (127.0.0.2, 127.0.0.3…).
import { createServer, request as httpRequest, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openForm, postForm, visibleText, type FormSession, type PostOptions } from '../support/devis-http';
import { freshDataDir } from '../support/pglite';
import { formFields, token } from '../support/quotes';
import { freePort, startSite, type RunningSite } from '../support/site';
import { startSmtpSink, type Sink } from '../support/smtp';

const PROVIDER = 'reservations@example.fr';

const RATE_LIMIT = 3;
const GLOBAL_LIMIT = 8;

let sink: Sink;
let direct: RunningSite;
let proxied: RunningSite;
let proxy: Server;
let proxyBase: string;
let directForm: FormSession;
let proxiedForm: FormSession;
const dirs: string[] = [];

/** A reverse proxy as nginx is set up: it appends the address it saw to X-Forwarded-For. */
function startProxy(target: RunningSite, port: number): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  sink = await startSmtpSink();
  dirs.push(freshDataDir(), freshDataDir());
  const common = { SMTP_URL: sink.url, DEVIS_EMAIL_TO: PROVIDER, DEVIS_RATE_LIMIT: String(RATE_LIMIT) };
  [direct, proxied] = await Promise.all([
    startSite({ ...common, DEVIS_DATA_DIR: dirs[0]!, DEVIS_GLOBAL_LIMIT: String(GLOBAL_LIMIT) }),
    startSite({ ...common, DEVIS_DATA_DIR: dirs[1]!, TRUSTED_PROXY_HOPS: '1', DEVIS_GLOBAL_LIMIT: '0' }),
  ]);
  const port = await freePort();
  proxy = await startProxy(proxied, port);
  proxyBase = `http://127.0.0.1:${port}`;
  directForm = await openForm(direct.base);
  proxiedForm = await openForm(proxyBase);
}, 180_000);

afterAll(async () => {
  await Promise.all([direct?.kill(), proxied?.kill()]);
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await sink?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const rateLimited = /Vous avez déjà envoyé plusieurs demandes : merci de patienter \d+ minutes?/;

describe('the per-address limit', () => {
  it('holds against a client that forges X-Forwarded-For and changes its e-mail each time', async () => {
    const answers = [];
    for (const n of [1, 2, 3, 4]) {
      answers.push(
        await postForm(direct.base, directForm, formFields(n), { token: token(n), headers: { 'x-forwarded-for': `203.0.113.${n}` } }),
      );
    }
    expect(answers.slice(0, RATE_LIMIT).every((a) => a.reference)).toBe(true);
    expect(answers[RATE_LIMIT]!.reference).toBeUndefined();
    expect(visibleText(answers[RATE_LIMIT]!.html)).toMatch(rateLimited);
    // One log line, with neither the address nor the e-mail.
    expect(direct.logs).toContain(
      '[devis] Demande refusée : limite par visiteur atteinte (adresse, réseau ou boîte e-mail, DEVIS_RATE_LIMIT / DEVIS_NETWORK_LIMIT).',
    );
    expect(direct.logs.join('\n')).not.toMatch(/203\.0\.113\.|visiteur\d+@/);
  });

  it('behind a trusted proxy (TRUSTED_PROXY_HOPS=1), limits two clients separately, whatever they forge', async () => {
    const post = (n: number, from: string) =>
      postForm(proxyBase, proxiedForm, formFields(n), {
        token: token(n),
        localAddress: from,
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
    const first = [];
    for (const n of [10, 11, 12, 13]) first.push(await post(n, '127.0.0.2'));
    expect(first.slice(0, RATE_LIMIT).every((a) => a.reference)).toBe(true);
    expect(visibleText(first[RATE_LIMIT]!.html)).toMatch(rateLimited);
    // The other client behind the same proxy is not held back by the first one.
    const second = await post(20, '127.0.0.3');
    expect(second.reference).toMatch(/^DV-\d{4}-\d{6}$/);
  });
});

describe("the site's hourly brake", () => {
  it('refuses the request past the limit in French with the phone number, keeps the typed values, and lets a resent request keep its reference', async () => {
    // The forged-address test above stored RATE_LIMIT requests on this site; fill the rest from other clients.
    const options = (n: number): PostOptions => ({ token: token(n), localAddress: `127.0.0.${n}` });
    const accepted = [];
    for (let n = 30; accepted.length < GLOBAL_LIMIT - RATE_LIMIT; n++)
      accepted.push(await postForm(direct.base, directForm, formFields(n), options(n)));
    expect(accepted.every((a) => a.reference)).toBe(true);

    const refused = await postForm(direct.base, directForm, { ...formFields(60), message: 'Pour un goûter' }, options(60));
    expect(refused.reference).toBeUndefined();
    const text = visibleText(refused.html);
    expect(text).toContain('Nous recevons exceptionnellement beaucoup de demandes');
    expect(text).toContain('01 99 00 48 15');
    expect(refused.html).toContain('value="Visiteur 60"');
    expect(refused.html).toContain('Pour un goûter');

    // The provider hears of it once: one e-mail, one log line, however many are refused.
    const alerts = () =>
      sink.mails.filter((m) => m.headers.subject === 'Alerte : le formulaire de devis refuse des demandes (frein horaire atteint)');
    const deadline = Date.now() + 30_000;
    while (alerts().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]!.to).toEqual([PROVIDER]);
    expect(alerts()[0]!.text).toContain(`Le site a reçu ${GLOBAL_LIMIT} demandes de devis en moins d'une heure`);
    const second = await postForm(direct.base, directForm, formFields(61), options(61));
    expect(second.reference).toBeUndefined();
    expect(direct.logs.filter((line) => line.startsWith('[devis] Frein général atteint'))).toHaveLength(1);

    // The same form sent again (same token, same answers) is the stored request: same reference, no slot used.
    const again = await postForm(direct.base, directForm, formFields(30), options(30));
    expect(again.reference).toBe(accepted[0]!.reference);
    expect(visibleText(again.html)).toContain('Cette demande avait déjà été enregistrée');
  });
});

describe('the confirmation e-mail', () => {
  it('carries no free text: the typed time slot and the message go to the provider only', async () => {
    const free = {
      ...formFields(70),
      public: 'pro',
      societe: 'ACME',
      evenement: 'reunion',
      offre: 'vaugirard-location-seche-4h',
      date: '2027-03-08',
      personnes: '10',
      creneau: 'Visitez https://arnaque.example',
      message: 'Appelez le 08 99 00 00 00',
    };
    const answer = await postForm(proxyBase, proxiedForm, free, { token: token(70), localAddress: '127.0.0.70' });
    expect(answer.reference).toBeDefined();
    const ref = answer.reference!;
    const deadline = Date.now() + 30_000;
    // Both sites send to the same SMTP server and number from 1: find the mails by their content too.
    const visitorMail = () => sink.mails.find((m) => m.to[0] === 'visiteur70@example.fr');
    const providerMail = () => sink.mails.find((m) => m.to[0] === PROVIDER && m.text.includes('Visiteur 70'));
    while (!(visitorMail() && providerMail()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const visitor = visitorMail()!;
    const provider = providerMail()!;
    expect(visitor.text).toContain(ref);
    expect(visitor.text).toContain('Location sèche demi-journée');
    expect(visitor.text).not.toContain('arnaque');
    expect(visitor.text).not.toContain('08 99 00 00 00');
    expect(provider.text).toContain('Créneau : Visitez https://arnaque.example');
    expect(provider.text).toContain('Appelez le 08 99 00 00 00');
  });
});
