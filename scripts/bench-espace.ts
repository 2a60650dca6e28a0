// The provider's desk at scale (#43), measured and not asserted: the inbox over 10,000 requests
// (budget p95 ≤ 200 ms of server time), a request's page, drafting and sending a devis with its
// PDF (budget ≤ 500 ms), whether an acceptance shows as « Déjà réservé » at the very next read
// of the venue's availability, an invoice issued with its Factur-X and a 1,000-credit bank statement
// imported (#50). On a fresh embedded database, or on DATABASE_URL when set.
// Writes docs/mesures/bench-espace.md. Usage (after `npm run content`): npm run bench:espace
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { decimal, percentile, reportPath } from './bench/stats.mjs';

// As scripts/devis.ts and the durability test's child: names Next's bundler resolves and Node does not.
const generated = new URL('../.contentlayer/generated/index.mjs', import.meta.url).href;
const empty = new URL('../node_modules/server-only/empty.js', import.meta.url).href;
const map = JSON.stringify({ 'contentlayer/generated': generated, 'server-only': empty });
register(
  `data:text/javascript,${encodeURIComponent(`const map = ${map}; export const resolve = (name, context, next) => next(map[name] ?? name, context);`)}`,
);

const REQUESTS = 10_000;
const RUNS = 60;
const dir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bench-espace-'));
if (dir) process.env.DEVIS_DATA_DIR = dir;
process.env.SMTP_URL = '';

const { quoteService } = await import('../lib/quotes/server');
const desk = await import('../lib/devis/server');
const { venueAvailability } = await import('../lib/availability/server');
const service = await quoteService();
const { db } = service;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

async function series(name: string, work: () => Promise<unknown>, runs = RUNS) {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await timed(work))[0]);
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

// 10,000 requests over two years of events and both venues, in one statement: the bench measures reading, not writing.
const [inserted] = await timed(() =>
  db.query(
    `INSERT INTO quote_requests (reference, dedup_key, created_at, audience, name, email, phone, event_type, venue, formula_id, formula_name, event_date, time_slot, persons, langue, state)
     SELECT 'DV-2026-' || lpad(n::text, 6, '0'), 'bench-' || n, now() - (n || ' minutes')::interval,
       CASE WHEN n % 3 = 0 THEN 'pro' ELSE 'particuliers' END, 'Client ' || n, 'client' || n || '@example.fr', '06 12 34 56 78',
       'Anniversaire d''enfant', CASE WHEN n % 2 = 0 THEN 'Salles Rive Gauche Vaugirard (Paris 15)' ELSE 'Salles Rive Gauche Montparnasse (Paris 14)' END,
       'vaugirard-matin-week-end', 'Matinée du week-end', date '2027-01-02' + (n % 700), '9h-12h30', 10 + n % 20, 'fr',
       (ARRAY['nouvelle', 'devis_envoye', 'accepte', 'refuse', 'expire', 'annule'])[1 + n % 6]
     FROM generate_series(1, $1::integer) AS n`,
    [REQUESTS],
  ),
);

const rows = [
  await series('Boîte, sans filtre (50 premières)', () => desk.inbox({})),
  await series('Boîte, état « nouvelle »', () => desk.inbox({ state: 'nouvelle' })),
  await series('Boîte, lieu et mois', () => desk.inbox({ venue: 'Salles Rive Gauche Vaugirard (Paris 15)', month: '2027-06' })),
  await series('Boîte, recherche « client4242@ »', () => desk.inbox({ search: 'client4242@' })),
  await series('Boîte, page 100', () => desk.inbox({ page: 100 })),
  await series('Fiche d’une demande (prix, date, conflits, historique)', () => desk.requestView('DV-2026-004242')),
];

// A devis drafted from a request and sent: the engine's lines, the number, the PDF, the option, the e-mails.
const sends: number[] = [];
for (let i = 0; i < 20; i++) {
  const { reference } = await service.store.insert(
    {
      audience: 'particuliers',
      name: `Envoi ${i}`,
      email: `envoi${i}@example.fr`,
      phone: '06 12 34 56 78',
      eventType: "Anniversaire d'enfant",
      venue: 'Salles Rive Gauche Vaugirard (Paris 15)',
      formulaId: 'vaugirard-matin-week-end',
      formulaName: 'Matinée du week-end',
      eventDate: `2028-0${1 + (i % 9)}-${String(1 + i).padStart(2, '0')}`,
      timeSlot: '9h-12h30',
      persons: 20,
      language: 'fr',
    },
    `00000000-0000-4000-8000-${String(900_000 + i).padStart(12, '0')}`,
    { notify: false },
  );
  const [ms] = await timed(async () => desk.sendDevis((await desk.draftDevis(reference, 'bench@example.fr'))!, 'bench@example.fr'));
  sends.push(ms);
}
const firstSend = sends[0] ?? 0;
const warm = sends.slice(1).sort((a, b) => a - b);

// An acceptance, then at once the venue's availability as the route reads it.
const [sent] = await db.query<{ text: string }>(
  `SELECT payload->>'text' AS text FROM quote_outbox WHERE kind = 'devis_client' ORDER BY id DESC LIMIT 1`,
);
const token = /\/devis\/accepter\/([\w-]{43})/.exec(sent?.text ?? '')?.[1] ?? '';
const [acceptMs, accepted] = await timed(() =>
  desk.acceptDevis(token, { name: 'Bench Client', agreed: true, address: '127.0.0.1', browser: 'bench' }),
);
const [readMs, answer] = await timed(() => venueAvailability('vaugirard', () => undefined));
const bookedNow = Object.values(answer.booked ?? {}).some((pairs) => pairs.length > 0);

// The money trail: an acompte recorded with its invoice drawn, made Factur-X (PDF/A-3 with its XML) and
// stored, then a bank statement of 1,000 credits imported, and imported again (nothing new).
const { importStatement, recordTransfer } = await import('../lib/payments/server');
const { camt053 } = await import('../tests/support/invoices');
const [paidDevis] = await db.query<{ id: number; number: string }>(
  `SELECT id, number FROM devis WHERE status = 'accepte' ORDER BY id DESC LIMIT 1`,
);
const invoiceTimes: number[] = [];
for (let i = 0; i < 10; i++)
  invoiceTimes.push((await timed(() => recordTransfer(paidDevis?.id ?? 0, '2028-01-05', '1,00', 'bench@example.fr')))[0]);
const firstInvoice = invoiceTimes[0] ?? 0;
const warmInvoices = invoiceTimes.slice(1).sort((a, b) => a - b);
const STATEMENT = 1_000;
const statement = camt053(
  Array.from({ length: STATEMENT }, (_, i) => ({
    ref: `BENCH-${i}`,
    on: '2028-01-06',
    cents: 1_000 + i,
    label: i % 100 === 0 ? `ACOMPTE ${paidDevis?.number ?? ''}` : i % 10 === 0 ? `D-2019-${String(i).padStart(4, '0')}` : `VIREMENT ${i}`,
  })),
);
const [importMs, imported] = await timed(() => importStatement(statement, 'bench@example.fr'));
const [againMs, again] = await timed(() => importStatement(statement, 'bench@example.fr'));
const counts = (report: typeof imported) =>
  report.ok
    ? `${report.recorded.length} enregistrés, ${report.unmatched.length} à traiter, ${report.already} déjà importés`
    : report.message;

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const ms = (value: number) => `${decimal(value, 1)} ms`;
const report = [
  '# Espace prestataire : mesures (#43)',
  '',
  `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${db.kind === 'pglite' ? 'base intégrée PGlite' : 'PostgreSQL'}, ${cpus().length} cœurs, charge ${decimal(loadavg()[0] ?? 0, 1)} au départ. \`npm run bench:espace\`.`,
  '',
  `## La boîte des demandes sur ${REQUESTS.toLocaleString('fr-FR')} demandes (budget : p95 ≤ 200 ms)`,
  '',
  `Les ${REQUESTS.toLocaleString('fr-FR')} demandes sont écrites en une requête (${ms(inserted)}). Chaque lecture est celle de la page (\`inbox\`, \`requestView\`), ${RUNS} fois après une première.`,
  '',
  '| Lecture | p50 | p95 | max |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} |`),
  '',
  '## Préparer et envoyer un devis, PDF compris (budget : ≤ 500 ms)',
  '',
  `Brouillon tiré du moteur, numéro, PDF, option sur la salle, deux e-mails mis en file, en une transaction ; 20 envois.`,
  '',
  `- Premier envoi du processus (polices lues et analysées) : ${ms(firstSend)}`,
  `- Les suivants : p50 ${ms(percentile(warm, 50))}, p95 ${ms(percentile(warm, 95))}, max ${ms(warm.at(-1) ?? 0)}`,
  '',
  '## De l’acceptation à « Déjà réservé »',
  '',
  `- Acceptation (réservation, preuve, PDF accepté, e-mails) : ${ms(acceptMs)}, ${accepted.ok ? 'acceptée' : `refusée (${JSON.stringify(accepted)})`}.`,
  `- Lecture suivante des disponibilités du lieu (celle de \`/disponibilites/vaugirard\`) : ${ms(readMs)} ; la réservation y est ${bookedNow ? '**déjà**' : '**pas encore**'} (\`booked\`).`,
  '',
  '## Factures et relevés (#50)',
  '',
  'Un paiement saisi, avec sa facture d’acompte numérotée, dessinée, faite Factur-X (PDF/A-3 et son XML EN 16931), gardée et mise en file pour le client ; 10 fois.',
  '',
  `- Première facture du processus : ${ms(firstInvoice)}`,
  `- Les suivantes : p50 ${ms(percentile(warmInvoices, 50))}, p95 ${ms(percentile(warmInvoices, 95))}, max ${ms(warmInvoices.at(-1) ?? 0)}`,
  `- Relevé camt.053 de ${STATEMENT.toLocaleString('fr-FR')} crédits (10 pour le devis accepté, chacun avec sa facture, le reste à traiter) : ${ms(importMs)} (${counts(imported)}).`,
  `- Le même relevé importé de nouveau : ${ms(againMs)} (${counts(again)}).`,
  '',
].join('\n');
writeFileSync(reportPath(db.kind === 'pglite' ? 'bench-espace.md' : 'bench-espace-postgres.md'), report);
console.log(report);
await (await import('../lib/server/db')).closeDatabase();
if (dir) rmSync(dir, { recursive: true, force: true });
process.exit(0);
