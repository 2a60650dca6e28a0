// The provider's window on the quote requests, without any web account:
//   npm run devis -- list | show <référence> | export --csv | export --json | delete <référence> | purge | outbox | verifier <numéro>
// It reads the site's own database: PostgreSQL (DATABASE_URL) or the embedded one; while
// the site runs on the embedded one, it asks the site through its local socket.
import { register } from 'node:module';
import nextEnv from '@next/env';
import { askServer } from '../lib/quotes/service/control';
import { readConfig } from '../lib/quotes/config';
import { toCsv } from '../lib/quotes/record/csv';
import { migrate, openPglite, openPostgres, pgliteExists, pgliteFiles, pgliteOwner, type Database } from '../lib/server/db';
import { personsText, quoteLines } from '../lib/quotes/deliver/mail';
import { parisDateTime } from '../lib/dates/paris';
import { cli, EXPORT_COLUMNS, LANGUAGE_NAMES, mail } from '../lib/quotes/form/messages';
import { retentionCutoff, retentionText } from '../lib/quotes/form/retention';
import { QuoteStore } from '../lib/quotes/record/store';
import { type OutboxEntry } from '../lib/server/mail';
import { type QuoteRecord } from '../lib/quotes/record/records';
import { cleanLine } from '../lib/quotes/form/text';
import { STATE_LABELS } from '../lib/quotes/form/states';
import { verifyDevis, type Verification } from '../lib/devis/seal';

type Admin = {
  list(limit?: number): Promise<{ total: number; quotes: QuoteRecord[] }>;
  get(reference: string): Promise<QuoteRecord | undefined>;
  delete(reference: string): Promise<boolean>;
  purge(before: Date): Promise<number>;
  outbox(): Promise<OutboxEntry[]>;
  verify(number: string): Promise<Verification | undefined>;
  close(): Promise<void>;
};

const direct = (db: Database): Admin => {
  const store = new QuoteStore(db);
  return {
    list: (limit) => store.list(limit),
    get: (reference) => store.get(reference),
    delete: (reference) => store.delete(reference),
    purge: (before) => store.purge(before),
    outbox: () => store.outbox.unsent(),
    verify: (number) => verifyDevis(db, number),
    close: () => db.close(),
  };
};

const throughSite = (socket: string): Admin => ({
  list: (limit) => askServer(socket, { command: 'list', limit }),
  get: async (reference) => (await askServer<QuoteRecord | null>(socket, { command: 'get', reference })) ?? undefined,
  delete: (reference) => askServer(socket, { command: 'delete', reference }),
  purge: (before) => askServer(socket, { command: 'purge', before: before.toISOString() }),
  outbox: () => askServer(socket, { command: 'outbox' }),
  verify: () => Promise.reject(new Error(cli.verifyThroughSite)),
  close: async () => undefined,
});

async function openAdmin(): Promise<Admin | undefined> {
  const config = readConfig();
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl);
    await migrate(db);
    return direct(db);
  }
  if (!pgliteExists(config.dataDir)) return undefined;
  if (pgliteOwner(config.dataDir) !== undefined) return throughSite(pgliteFiles(config.dataDir).socket);
  const db = await openPglite(config.dataDir);
  await migrate(db);
  return direct(db);
}

// Terminal output: what a visitor typed never reaches the terminal as control sequences.
const cell = (value: string | number | undefined, width: number) => {
  const text = cleanLine(String(value ?? ''));
  return (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);
};

function printList({ total, quotes }: { total: number; quotes: QuoteRecord[] }) {
  if (total === 0) return console.log(cli.empty);
  const c = cli.columns;
  const widths = [14, 18, 24, 32, 10, 10, 14, 28];
  // Which values the visitor typed closes each line, whole, as the last error does in `outbox`.
  const headings = [c.reference, c.recue, c.nom, c.formule, c.date, c.personnes, c.etat, c.emails].map((h, i) => cell(h, widths[i]!));
  console.log([...headings, c.origine].join('  '));
  for (const q of quotes) {
    const row = [
      q.reference,
      parisDateTime(q.createdAt),
      q.name,
      q.formulaName,
      q.eventDate,
      personsText(q),
      STATE_LABELS[q.state],
      cli.delivery[q.delivery],
    ];
    // A request in another language than French says so first, so that the provider answers in it.
    const origin = [q.language !== 'fr' && `${EXPORT_COLUMNS.language} : ${LANGUAGE_NAMES[q.language]}.`, q.valueOrigin ?? mail.none];
    console.log([...row.map((v, i) => cell(v, widths[i]!)), cleanLine(origin.filter(Boolean).join(' '))].join('  ').trimEnd());
  }
  console.log(cli.count(quotes.length, total));
}

function printQuote(quote: QuoteRecord) {
  for (const [label, value] of quoteLines(quote)) console.log(`${label} : ${cleanLine(value)}`);
  console.log(`${EXPORT_COLUMNS.state} : ${STATE_LABELS[quote.state]}`);
  console.log(`${EXPORT_COLUMNS.delivery} : ${cli.delivery[quote.delivery]}`);
  console.log(`${EXPORT_COLUMNS.message} :`);
  console.log((quote.message ?? '—').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, ''));
}

function printOutbox(entries: OutboxEntry[]) {
  if (entries.length === 0) return console.log(cli.outboxEmpty);
  const c = cli.outboxColumns;
  const widths = [14, 12, 10, 6, 18];
  // The last error, already scrubbed of addresses, is printed whole at the end of its line.
  console.log([...[c.reference, c.kind, c.state, c.attempts, c.next].map((h, i) => cell(h, widths[i]!)), c.error].join('  '));
  for (const e of entries) {
    const row = [
      e.reference,
      cli.outboxKind[e.kind as keyof typeof cli.outboxKind] ?? e.kind,
      cli.outboxState[e.state],
      e.attempts,
      e.nextAttempt ? parisDateTime(e.nextAttempt) : '—',
    ];
    console.log([...row.map((v, i) => cell(v, widths[i]!)), cleanLine(e.lastError ?? '')].join('  ').trimEnd());
  }
}

async function main(args: string[]): Promise<number> {
  nextEnv.loadEnvConfig(process.cwd());
  const [command, argument] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(cli.usage);
    return 0;
  }
  if (!['list', 'show', 'export', 'delete', 'purge', 'outbox', 'verifier'].includes(command)) {
    console.error(cli.unknownCommand(command));
    console.error(cli.usage);
    return 2;
  }
  if (['show', 'delete', 'verifier'].includes(command) && !argument) {
    console.error(cli.usage);
    return 2;
  }
  const admin = await openAdmin();
  if (!admin) {
    if (command === 'export') process.stdout.write(args.includes('--json') ? '[]\n' : toCsv([]));
    else console.log(cli.noDatabase(pgliteFiles(readConfig().dataDir).root));
    return 0;
  }
  try {
    switch (command) {
      case 'list':
        printList(await admin.list(args.includes('--tout') ? undefined : 50));
        return 0;
      case 'show': {
        const quote = await admin.get(argument!);
        if (!quote) {
          console.error(cli.notFound(argument!));
          return 1;
        }
        printQuote(quote);
        return 0;
      }
      case 'export': {
        const { quotes } = await admin.list();
        process.stdout.write(args.includes('--json') ? `${JSON.stringify(quotes, null, 2)}\n` : toCsv(quotes));
        return 0;
      }
      case 'delete': {
        const deleted = await admin.delete(argument!);
        console.log(deleted ? cli.deleted(argument!) : cli.notFound(argument!));
        return deleted ? 0 : 1;
      }
      case 'outbox':
        printOutbox(await admin.outbox());
        return 0;
      case 'verifier': {
        const verification = await admin.verify(argument!);
        if (!verification) {
          console.error(cli.devisNotFound(argument!));
          return 1;
        }
        for (const line of verification.lines) console.log(line);
        return verification.ok ? 0 : 1;
      }
      default: {
        const months = await retentionMonths();
        console.log(cli.purged(await admin.purge(retentionCutoff(new Date(), months)), retentionText(months)));
        return 0;
      }
    }
  } finally {
    await admin.close();
  }
}

/**
 * The retention period, read from the built content like the site reads it. Imported here
 * only: the other commands work before the content is built.
 */
async function retentionMonths() {
  // tsx maps tsconfig's `contentlayer/generated` to the generated folder, but does not open
  // the folder's index.mjs as Next and Vitest do: point the name at that file.
  const generated = new URL('../.contentlayer/generated/index.mjs', import.meta.url).href;
  const hook = `export const resolve = (name, context, next) => next(name === 'contentlayer/generated' ? ${JSON.stringify(generated)} : name, context);`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
  try {
    return (await import('../lib/content')).site.legal.conservation_demandes_mois;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') throw new Error(cli.contentNotBuilt);
    throw error;
  }
}

main(process.argv.slice(2)).then(
  // A pipe is written asynchronously: exit once a large export has been flushed, not before.
  (code) => process.stdout.write('', () => process.exit(code)),
  (error: Error) => {
    console.error(`[devis] ${error.message}`);
    process.exit(1);
  },
);
