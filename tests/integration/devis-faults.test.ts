// Faults the site must report rather than hide, against the built site under its own
// server (server.ts): malformed settings stop it at start; an unreachable database makes
// the health answer 503; a mail server that refuses past the maximum age gets the e-mail
// abandoned and the provider alerted once it answers again, with no address in the logs;
// requests past the retention period are purged by the site itself.
import { execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/server/db';
import { QuoteStore } from '@/lib/quotes/record/store';
import { openForm, postForm } from '../support/devis-http';
import { freshDataDir } from '../support/pglite';
import { formFields, sampleQuote, token } from '../support/quotes';
import { freePort, HEALTH_TOKEN, healthDetails, startSite, type RunningSite } from '../support/site';
import { startSmtpSink, type Sink } from '../support/smtp';

const PROVIDER = 'reservations@example.fr';

/** The server's exit code and output when it refuses to start. */
function startAndExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts', '-p', '0', '-H', '127.0.0.1'], {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('bad configuration', () => {
  it.each([
    ['DATABASE_URL', 'pas-une-adresse', "DATABASE_URL n'est pas une adresse valide"],
    ['DATABASE_URL', 'mysql://u:secret@db/x', 'DATABASE_URL doit commencer par postgres:// ou postgresql://'],
    ['SMTP_URL', 'smtp//oubli', "SMTP_URL n'est pas une adresse valide"],
    ['DEVIS_EMAIL_TO', 'reservations', "DEVIS_EMAIL_TO n'est pas une adresse e-mail valide"],
    ['DEVIS_GLOBAL_LIMIT', '-3', 'DEVIS_GLOBAL_LIMIT doit être un nombre entier'],
    // A public site without SMTP: the desk's sign-in links would have nowhere to go but the log.
    ['SITE_URL', 'https://www.example.org', "SITE_URL (https://www.example.org) est un site public, mais SMTP_URL n'est pas réglé"],
  ])('%s=%s stops the server at start with a one-line reason', async (name, value, reason) => {
    const { code, output } = await startAndExit({ [name]: value });
    expect(code).not.toBe(0);
    expect(output).toContain(`[devis] Configuration invalide : ${reason}`);
    // A password in a setting is never repeated.
    expect(output).not.toContain('secret');
  });

  it('a database that cannot be reached: the site serves its pages, and the health answer is 503', async () => {
    const closed = await freePort();
    const site = await startSite({ DATABASE_URL: `postgres://devis@127.0.0.1:${closed}/devis`, HEALTH_TOKEN }, { waitForStore: false });
    try {
      const health = await healthDetails(site.base);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ base: { etat: 'injoignable' } });
      expect(site.logs.some((line) => line.startsWith("[devis] La base des demandes n'a pas pu être ouverte"))).toBe(true);
    } finally {
      await site.kill();
    }
  }, 120_000);
});

describe('a running site with a mail server that refuses', () => {
  let sink: Sink;
  let dataDir: string;
  let site: RunningSite;
  const CRON_SECRET = 'secret-de-test-cron';

  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = freshDataDir();
    // Two requests already stored: one past the 36-month retention period, one recent.
    const db = await openPglite(dataDir);
    const store = new QuoteStore(db);
    const now = Date.now();
    await store.insert(sampleQuote({ name: 'Ancienne Demande' }), token(1), { notify: false, now: new Date(now - 37 * 31 * 86_400_000) });
    await store.insert(sampleQuote({ name: 'Demande Récente' }), token(2), { notify: false, now: new Date(now - 30 * 86_400_000) });
    await db.close();
    site = await startSite({
      DEVIS_DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      DEVIS_EMAIL_TO: PROVIDER,
      // 6 seconds: long enough for two tries, short enough for a test.
      DEVIS_EMAIL_MAX_AGE_MINUTES: '0.1',
      CRON_SECRET,
      HEALTH_TOKEN,
    });
  }, 120_000);

  afterAll(async () => {
    await site?.kill();
    await sink?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const devis = async (...args: string[]) =>
    (
      await promisify(execFile)('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/devis.ts', ...args], {
        env: { ...process.env, DEVIS_DATA_DIR: dataDir },
      })
    ).stdout;

  it('purges the requests past the retention period by itself', async () => {
    const deadline = Date.now() + 30_000;
    while (!site.logs.some((line) => line.startsWith('[devis] Purge automatique')) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(site.logs).toContain('[devis] Purge automatique : 1 demande de plus de 36 mois supprimée.');
    const names = (JSON.parse(await devis('export', '--json')) as { name: string }[]).map((q) => q.name);
    expect(names).toEqual(['Demande Récente']);
    // The command line reads the same period from the content: nothing left to purge.
    expect(await devis('purge')).toBe('0 demande de plus de 3 ans supprimée.\n');
  });

  it('the cron route needs its secret', async () => {
    expect((await fetch(`${site.base}/api/devis/file`)).status).toBe(401);
    expect((await fetch(`${site.base}/api/devis/file`, { headers: { authorization: 'Bearer faux' } })).status).toBe(401);
    const run = await fetch(`${site.base}/api/devis/file`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ purgees: 0 });
  });

  it('abandons the e-mails past the maximum age, alerts the provider once it answers again, sends nothing twice, and logs no address', async () => {
    sink.mode = 'later';
    const form = await openForm(site.base);
    const answer = await postForm(
      site.base,
      form,
      { ...formFields(3), nom: 'Camille Refus', email: 'camille.refus@example.fr', telephone: '06 98 76 54 32' },
      { token: token(3) },
    );
    const reference = answer.reference!;
    expect(reference).toBeDefined();

    const deadline = Date.now() + 60_000;
    while (!(await devis('outbox')).includes('abandonné') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    const outbox = await devis('outbox');
    expect(outbox).toMatch(new RegExp(`${reference}\\s+prestataire\\s+abandonné`));
    expect(outbox).toMatch(new RegExp(`${reference}\\s+confirmation\\s+abandonné`));
    expect(await devis('list')).toContain('abandonné');
    const health = (await (await healthDetails(site.base)).json()) as { envoi: { abandonnes: number; smtp: string } };
    expect(health.envoi).toMatchObject({ abandonnes: 2, smtp: 'échec' });

    sink.mode = 'accept';
    const alerts = () => sink.mails.filter((m) => (m.headers.subject ?? '').startsWith('Alerte'));
    // The site logs the alert once the mail server has taken it: the sink may hold the mail a moment before the log line comes.
    const alertLogged = () =>
      site.logs.some((line) => line.includes(`Alerte envoyée au prestataire : e-mails abandonnés pour ${reference}`));
    while ((alerts().length === 0 || !alertLogged()) && Date.now() < deadline + 30_000) await new Promise((r) => setTimeout(r, 200));
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]!.to).toEqual([PROVIDER]);
    expect(alerts()[0]!.text).toContain(`${reference} : confirmation au demandeur`);
    expect(alertLogged()).toBe(true);

    // Two more delivery rounds, run by the cron route: still one alert, and the abandoned e-mails never sent late.
    for (let round = 0; round < 2; round++) {
      const run = await fetch(`${site.base}/api/devis/file`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
      expect(run.status).toBe(200);
    }
    expect(alerts()).toHaveLength(1);
    expect(sink.mails.filter((m) => (m.headers.subject ?? '').includes(`devis ${reference}`))).toEqual([]);

    // The mail server named the visitor in its refusals: neither the logs nor the stored error repeat it.
    const failures = site.logs.filter((line) => line.includes(reference) && /Échec|abandonné/.test(line));
    expect(failures.length).toBeGreaterThan(0);
    expect(site.logs.join('\n')).not.toContain('camille.refus@example.fr');
    expect(outbox).not.toContain('camille.refus@example.fr');
    expect(outbox).toContain('[adresse]');
  }, 150_000);
});
