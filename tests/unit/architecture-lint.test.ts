// The lint rules that hold the layers of docs/architecture.md (eslint.architecture.mjs), run on
// sample files placed where the project's would be: each rule refuses what it is for, and lets
// the project's own way through.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { architecture } from '../../eslint.architecture.mjs';

const eslint = new ESLint({
  cwd: resolve(__dirname, '../..'),
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...architecture],
});

/** The rules that refuse this text, were it the file at `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const FORMATTER = "export const f = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' });";

describe('the layers, held by lint', () => {
  it.each([
    // lib/server imports no feature: not the quotes, not the content.
    ['lib/server/db.ts', "import { loadConfig } from '../quotes/config';"],
    ['lib/server/db.ts', "import { log } from '../quotes';"],
    ['lib/server/mail.ts', "import { site } from '@/lib/content';"],
    // Each folder of lib/ imports only the layers below it.
    ['lib/pricing/engine.ts', "import { form } from '../quotes';"],
    ['lib/content/site.ts', "import { priceText } from '../pricing';"],
    ['lib/quotes/guard.ts', "import { plainPage } from '../view/error-messages';"],
    ['lib/dates/paris.ts', "import { formatLongDate } from '../french/format';"],
    // A feature's folders below its root count their way up to lib/ the same.
    ['lib/quotes/record/store.ts', "import { devisTotals } from '../../devis';"],
    // A feature is reached through its entry, never a module behind it.
    ['app/(fr)/calcul/page.tsx', "import { labels } from '@/lib/pricing/messages';"],
    ['components/quote/QuoteForm.tsx', "import { form } from '@/lib/quotes/messages';"],
    ['lib/view/booking.ts', "import { offeredFormulasOf } from '../pricing/formulas';"],
    // seo does not read the view: no cycle between them.
    ['lib/seo/metadata.ts', "import { areaText } from '../view/area';"],
    ['lib/seo/jsonld.ts', "import { hrefs } from '../view/localized';"],
    ['lib/pricing/types.ts', "import type { Formula } from '../content/types';"],
  ])('%s may not say « %s »', async (path, code) => {
    expect(await refusals(path, `${code}\n`)).toContain('no-restricted-imports');
  });

  it.each([
    ['lib/server/db.ts', "import { processEnv } from '../env';\nimport { log } from './messages';"],
    [
      'lib/quotes/record.ts',
      "import { priceText } from '../pricing';\nimport { STATUS_LABELS } from '../availability';\nimport { database } from '../server/db';",
    ],
    // The view reads seo, which gets its words and links as arguments.
    ['lib/view/venue.ts', "import { venueJsonLd } from '../seo/jsonld';"],
    [
      'app/(fr)/devis/page.tsx',
      "import { labels } from '@/lib/pricing';\nimport { submitQuote } from '@/lib/quotes/server';\nimport { knownAvailabilityOn } from '@/lib/availability/server';\nimport { site } from '@/lib/content';",
    ],
    // Inside a feature, its modules import one another, from folder to folder too.
    ['lib/quotes/service/service.ts', "import { QuoteStore } from '../record/store';\nimport { loadConfig } from '../config';"],
    ['lib/pricing/engine.ts', "import { withVat } from './vat';"],
    // The settings loaded outside the react-server condition (server.ts, the launch check).
    ['lib/content-check/launch.ts', "import { settingsProblems } from '../availability/settings';"],
    ['lib/dates/paris.ts', "export const PARIS = 'Europe/Paris';"],
  ])('%s may say « %s »', async (path, code) => {
    expect(await refusals(path, `${code}\n`)).toEqual([]);
  });

  it.each(['lib/quotes/mail.ts', 'components/availability/MonthView.tsx', 'scripts/ics-crosscheck.ts'])(
    'Europe/Paris is named in lib/dates/paris.ts only, not in %s',
    async (path) => {
      expect(await refusals(path, `${FORMATTER}\n`)).toEqual(['architecture/one-paris-zone']);
    },
  );
});

describe('each table through its owner, held by lint', () => {
  it.each([
    // The devis ask lib/quotes to move a request and lib/availability to make a reservation firm.
    ['lib/devis/send.ts', "await sql.query('UPDATE quote_requests SET state = $2 WHERE id = $1', [id, state]);"],
    ['lib/devis/send.ts', 'await sql.query(`UPDATE bookings SET expires_at = NULL WHERE devis_id = $1`, [id]);'],
    ['lib/availability/private-feed.ts', "await sql.query('SELECT b.id FROM bookings b JOIN devis d ON d.id = b.devis_id');"],
    ['lib/quotes/receive/rate-store.ts', 'await db.query("SELECT value FROM quote_settings WHERE name = \'rate_salt\'");'],
    ['app/espace-prestataire/page.tsx', "await db.query('DELETE FROM desk_sessions');"],
  ])('%s may not say « %s »', async (path, code) => {
    expect(await refusals(path, `${code}\n`)).toEqual(['architecture/own-tables']);
  });

  it.each([
    ['lib/quotes/record/requests.ts', "await sql.query('DELETE FROM quote_requests WHERE id = $1', [id]);"],
    ['lib/availability/bookings.ts', "await sql.query('SELECT devis_id FROM bookings WHERE released_at IS NULL');"],
    ['lib/devis/store.ts', "await sql.query('SELECT id FROM devis WHERE quote_id = $1', [id]);"],
    ['lib/server/migrations.ts', "const sql = 'CREATE TABLE bookings (id serial); CREATE TABLE devis (id serial);';"],
    // French prose is not SQL.
    ['lib/devis/mails.ts', "const text = 'Vous trouverez ci-joint le devis, à accepter en ligne.';"],
  ])('%s may say « %s »', async (path, code) => {
    expect(await refusals(path, `${code}\n`)).toEqual([]);
  });
});

describe('a language is a parameter, held by lint', () => {
  it.each([
    ['lib/devis/mails.ts', "const suffix = body.language === 'en' ? '-accepted' : '-accepte';"],
    ['app/acceptance-page.tsx', "const href = locale === 'en' ? '/en/rental-terms' : '/conditions-de-location';"],
    ['components/ui/Typeset.tsx', "if ('fr' !== locale) return text;"],
    ['lib/view/legal.ts', "switch (locale) { case 'en': return '/legal-notice'; }"],
  ])('%s may not say « %s »', async (path, code) => {
    expect(await refusals(path, `${code}\n`)).toEqual(['architecture/locale-as-parameter']);
  });

  it.each([
    // The words and the routes of each language are where it is named.
    ['lib/devis/dictionary.ts', "export const f = (locale) => (locale === 'en' ? en : fr);"],
    ['lib/view/routes.ts', "const english = routes.filter((route) => route.locale === 'en');"],
    ['lib/i18n/index.ts', "export const localeOf = (path) => (path.startsWith('/en/') ? 'en' : 'fr');"],
    // Elsewhere the language is looked up, or asked whether it is a translation.
    ['lib/devis/mails.ts', 'const suffix = devisWordsFor(body.language).mails.acceptedFile;'],
    ['lib/view/legal.ts', 'const paragraphs = isTranslation(locale) ? englishSite.mentions : site.mentions;'],
    ['lib/quotes/deliver/mail.ts', "const row = kind === 'visitor' ? visitor : provider;"],
  ])('%s may say « %s »', async (path, code) => {
    expect(await refusals(path, `${code}\n`)).toEqual([]);
  });
});
