// Quote requests per second and their latency, on loopback, against the built site under
// `next start`, posted as a browser without JavaScript posts the form (Server Action,
// validation, durable write, e-mail queue). Every accepted request is then counted in the
// store: the stored references must be exactly the acknowledged ones. Usage (after `npm run build`):
//   npm run bench:devis [-- --requests 400 --concurrency 8 --postgres --no-smtp]
//   npm run bench:devis -- --concurrency 32 --duration 60 [--postgres]   (as many requests as fit in 60 s)
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { openPostgres } from '../lib/server/db';
import { openForm, postForm } from '../tests/support/devis-http';
import { ensureTemplate, freshDataDir } from '../tests/support/pglite';
import { startPostgres } from '../tests/support/postgres';
import { formFields, token } from '../tests/support/quotes';
import { startSite } from '../tests/support/site';
import { startSmtpSink } from '../tests/support/smtp';
import { percentile } from './bench/stats.mjs';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const durationMs = option('duration', 0) * 1000;
const requests = durationMs > 0 ? Number.MAX_SAFE_INTEGER : option('requests', 400);
const concurrency = option('concurrency', 8);
const usePostgres = args.includes('--postgres');
const useSmtp = !args.includes('--no-smtp');

function saturday(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 40);
  while (date.getUTCDay() !== 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function main() {
  await ensureTemplate();
  const dataDir = freshDataDir();
  const postgres = usePostgres ? startPostgres() : undefined;
  const sink = useSmtp ? await startSmtpSink() : undefined;
  const site = await startSite({
    DEVIS_DATA_DIR: dataDir,
    DEVIS_RATE_LIMIT: '0',
    DEVIS_GLOBAL_LIMIT: '0',
    ...(postgres && { DATABASE_URL: postgres.url }),
    ...(sink && { SMTP_URL: sink.url }),
  });
  try {
    const form = await openForm(site.base);
    const date = saturday();
    const send = (n: number) =>
      postForm(
        site.base,
        form,
        { ...formFields(n), date, nom: `Banc ${n}`, email: `banc${n}@example.fr`, message: 'Mesure de débit.' },
        { token: token(n) },
      );

    for (let n = 0; n < 20; n++) await send(1_000_000 + n);

    const latencies: number[] = [];
    const acknowledged = new Set<string>();
    let next = 0;
    const started = performance.now();
    const more = () => (durationMs > 0 ? performance.now() - started < durationMs : next < requests);
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (more()) {
          const n = next++;
          const t0 = performance.now();
          const answer = await send(n);
          latencies.push(performance.now() - t0);
          if (answer.reference) acknowledged.add(answer.reference);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sent = next;
    const accepted = acknowledged.size;
    const sorted = [...latencies].sort((a, b) => a - b);

    const stored = (
      JSON.parse(
        execFileSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/devis.ts', 'export', '--json'], {
          env: { ...process.env, DEVIS_DATA_DIR: dataDir, ...(postgres && { DATABASE_URL: postgres.url }) },
          maxBuffer: 256 * 1024 * 1024,
        }).toString(),
      ) as { name: string; reference: string }[]
    ).filter((q) => /^Banc \d+$/.test(q.name) && Number(q.name.slice(5)) < sent);
    const count = stored.length;
    const same = count === accepted && stored.every((q) => acknowledged.has(q.reference));

    const ms = (v: number) => v.toFixed(0);
    console.log(
      `Base : ${usePostgres ? 'PostgreSQL' : 'PGlite'}, e-mails : ${useSmtp ? 'SMTP local' : 'aucun'}, ${sent} requêtes en ${seconds.toFixed(0)} s, concurrence ${concurrency}`,
    );
    console.log(
      `Machine : ${cpus().length} cœurs (${cpus()[0]?.model ?? '?'}), charge moyenne ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
    );
    console.log('| Base | E-mails | Concurrence | Acceptées | Demandes/s | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | En base |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${usePostgres ? 'PostgreSQL' : 'PGlite'} | ${useSmtp ? 'SMTP local' : 'aucun'} | ${concurrency} | ${accepted}/${sent} | ${(accepted / seconds).toFixed(1)} | ` +
        `${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(sorted[sorted.length - 1]!)} | ${count} |`,
    );
    if (!same) throw new Error(`${accepted} références données mais ${count} demandes en base, ou des références différentes`);
  } finally {
    await site.kill('SIGTERM');
    await sink?.close();
    if (postgres) {
      const db = await openPostgres(postgres.url);
      await db.exec(
        'DROP TABLE IF EXISTS availability_copies, quote_outbox, quote_requests, quote_migrations, quote_rate_hits, quote_settings',
      );
      await db.close();
      postgres.stop();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
