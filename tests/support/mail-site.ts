// One site that sends its e-mails to an SMTP server on loopback, shared by the browser specs that
// read them (devis.spec.ts, espace-prestataire.spec.ts) instead of a `next start` per spec (12 s
// each on a loaded machine, #51). Playwright's global setup starts it in the background as the run
// begins (tests/support/playwright-setup.ts); the SMTP server lives in the runner's process and
// writes each message to a spool file that the workers read; the site's log goes to a file too.
// A spec that needs a site configured otherwise (a calendar, PostgreSQL, `localhost` for WebAuthn)
// still starts its own.
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyDataDir, ensureTemplate, freshDataDir } from './pglite';
import { ROOT } from './project-copy';
import { freePort, mailingEnv, startSite, type RunningSite } from './site';
import { readSpool, startSmtpSink, type ReceivedMail } from './smtp';

/** The provider's inbox: where the site sends its notifications, and the address that may sign in to the desk. */
export const PROVIDER = 'reservations@example.fr';

const SHARED = 'E2E_SITE_COURRIEL';
type Shared = { base: string; dataDir: string; spool: string; log: string; ready: string };

/** Starts the SMTP server, then the site without waiting for it; returns the teardown. */
export async function startMailSite(): Promise<() => Promise<void>> {
  const dir = join(ROOT, 'reports/site-courriel');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = { spool: join(dir, 'courriels.jsonl'), log: join(dir, 'journal.log'), ready: join(dir, 'pret') };
  const sink = await startSmtpSink('127.0.0.1', files.spool);
  // The database is made in the background too (its template, on a fresh clone, takes seconds).
  const dataDir = emptyDataDir();
  const port = await freePort();
  // Links in e-mails are written on SITE_URL: here, the site itself.
  const base = `http://127.0.0.1:${port}`;
  // Playwright's workers inherit the runner's environment as it is after the global setup.
  process.env[SHARED] = JSON.stringify({ base, dataDir, ...files } satisfies Shared);
  const log = createWriteStream(files.log);
  const started: Promise<RunningSite | undefined> = ensureTemplate()
    .then(() => startSite({ ...mailingEnv(freshDataDir(dataDir), sink.url, PROVIDER), SITE_URL: base }, { port }))
    .then(
      (site) => {
        log.write(`${site.logs.join('\n')}\n`);
        site.child.stdout?.pipe(log);
        site.child.stderr?.pipe(log);
        writeFileSync(files.ready, '');
        return site;
      },
      (error: Error) => {
        writeFileSync(files.ready, error.message);
        return undefined;
      },
    );
  return async () => {
    await (await started)?.kill();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

export type MailSite = { base: string; dataDir: string; mails(): ReceivedMail[]; logs(): string };

/** In a worker: the shared site, once it answers (its start is not waited for by the global setup). */
export async function mailSite(): Promise<MailSite> {
  const shared = JSON.parse(process.env[SHARED] ?? 'null') as Shared | null;
  if (!shared)
    throw new Error('Le site partagé n’est pas démarré : la configuration globale (tests/support/playwright-setup.ts) ne l’a pas lancé.');
  // startSite itself gives up after 180 s: this waits a little longer for its verdict.
  const deadline = Date.now() + 200_000;
  while (!existsSync(shared.ready) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  const verdict = existsSync(shared.ready) ? readFileSync(shared.ready, 'utf8') : 'pas de réponse après 200 s';
  if (verdict) throw new Error(`Le site partagé n’a pas démarré : ${verdict}`);
  return {
    base: shared.base,
    dataDir: shared.dataDir,
    mails: () => readSpool(shared.spool),
    logs: () => readFileSync(shared.log, 'utf8'),
  };
}
