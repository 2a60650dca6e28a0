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

describe('the layers, held by lint', () => {
  it('lib/server imports no feature: not the quotes, not pricing, not the content', async () => {
    expect(await refusals('lib/server/db.ts', "import { loadConfig } from '../quotes/config';\n")).toContain('no-restricted-imports');
    expect(await refusals('lib/server/db.ts', "import { log } from '../quotes';\n")).toContain('no-restricted-imports');
    expect(await refusals('lib/server/mail.ts', "import { site } from '@/lib/content';\n")).toContain('no-restricted-imports');
    expect(await refusals('lib/server/db.ts', "import { processEnv } from '../env';\nimport { log } from './messages';\n")).toEqual([]);
  });

  it('each folder of lib/ imports only the layers below it', async () => {
    expect(await refusals('lib/pricing/engine.ts', "import { form } from '../quotes';\n")).toContain('no-restricted-imports');
    expect(await refusals('lib/content/site.ts', "import { priceText } from '../pricing';\n")).toContain('no-restricted-imports');
    expect(await refusals('lib/quotes/guard.ts', "import { plainPage } from '../view/error-messages';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await refusals('lib/dates/paris.ts', "import { formatLongDate } from '../french/format';\n")).toContain('no-restricted-imports');
    const below = [
      "import { priceText } from '../pricing';",
      "import { STATUS_LABELS } from '../availability';",
      "import { database } from '../server/db';",
    ];
    expect(await refusals('lib/quotes/record.ts', `${below.join('\n')}\n`)).toEqual([]);
    expect(await refusals('lib/seo/metadata.ts', "import { areaText } from '../view/area';\n")).toEqual([]);
  });

  it('a feature is reached through its entry, never a module behind it', async () => {
    expect(await refusals('app/calcul/page.tsx', "import { labels } from '@/lib/pricing/messages';\n")).toContain('no-restricted-imports');
    expect(await refusals('components/quote/QuoteForm.tsx', "import { form } from '@/lib/quotes/messages';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await refusals('lib/view/booking.ts', "import { pricingFormulasOf } from '../pricing/formulas';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await refusals('lib/pricing/types.ts', "import type { Formula } from '../content/types';\n")).toContain('no-restricted-imports');
    const entries = [
      "import { labels } from '@/lib/pricing';",
      "import { pricingCatalogue } from '@/lib/pricing/server';",
      "import { form } from '@/lib/quotes';",
      "import { submitQuote } from '@/lib/quotes/server';",
      "import { knownAvailabilityOn } from '@/lib/availability/server';",
      "import { site } from '@/lib/content';",
    ];
    expect(await refusals('app/devis/page.tsx', `${entries.join('\n')}\n`)).toEqual([]);
    // Inside a feature, its modules import one another.
    expect(await refusals('lib/pricing/engine.ts', "import { withVat } from './vat';\n")).toEqual([]);
    // The settings loaded outside the react-server condition (server.ts, the launch check).
    expect(await refusals('lib/content-check/launch.ts', "import { settingsProblems } from '../availability/settings';\n")).toEqual([]);
  });

  it('Europe/Paris is named in lib/dates/paris.ts only', async () => {
    const formatter = "export const f = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' });\n";
    expect(await refusals('lib/quotes/mail.ts', formatter)).toEqual(['architecture/one-paris-zone']);
    expect(await refusals('components/availability/MonthView.tsx', formatter)).toEqual(['architecture/one-paris-zone']);
    expect(await refusals('lib/dates/paris.ts', "export const PARIS = 'Europe/Paris';\n")).toEqual([]);
  });
});
