// The layers of docs/architecture.md, held by `npm run lint` (eslint.config.mjs spreads these
// blocks; tests/unit/architecture-lint.test.ts runs them on sample files):
// - each folder of lib/ imports only the layers below its own (LAYERS), and lib/server, the
//   infrastructure, no feature at all: a payment or a back-office reaches the database without
//   going through the quotes;
// - a feature (pricing, quotes, availability, content) is reached through its public entry,
//   `index.ts`, or `server.ts` for what only the server may load; the settings modules that
//   server.ts and the launch check load outside the react-server condition are the exception;
// - Europe/Paris is named in one module, lib/dates/paris.ts: every date and time in Paris goes through it;
// - each table has one owner (lib/server/tables.json): no other folder writes SQL naming it;
// - a language is a parameter: no code compares a locale with 'fr' or 'en' outside the
//   dictionaries, the route table and each language's own modules (LOCALE_PLACES).
import { readFileSync } from 'node:fs';

/**
 * The folders of lib/, bottom layer first. A folder imports the layers below its own and, in its
 * own layer, the folders listed before it (quotes reads availability and pricing, availability
 * reads pricing); `view` reads `seo`, which gets its words and links as arguments.
 */
const LAYERS = [
  ['env', 'content-model', 'i18n'],
  ['dates', 'french', 'english', 'examples', 'server'],
  ['content'],
  ['consent', 'pricing', 'availability', 'quotes', 'desk', 'devis', 'invoices', 'payments', 'accounting'],
  ['seo', 'view'],
  ['content-check'],
];

/** What the folder may import from the rest of lib/. */
function readable(folder) {
  const layer = LAYERS.findIndex((names) => names.includes(folder));
  const same = LAYERS[layer];
  return [...LAYERS.slice(0, layer).flat(), ...same.slice(0, same.indexOf(folder))];
}

/** From a module `depth` folders below lib/ (lib/quotes/store.ts: 1; lib/quotes/record/store.ts: 2), lib/ is `../` that many times. */
const layerImport = (folder, depth) => ({
  regex: `^(?:(?:\\.\\./){${depth}}|@/lib/)(?!(?:${[folder, ...readable(folder)].join('|')})(?:/|$))[\\w-]+(?:/|$)`,
  message:
    folder === 'server'
      ? "lib/server est l'infrastructure : elle n'importe aucune fonctionnalité. Une fonctionnalité lui déclare ses réglages et lui demande la base, pas l'inverse (docs/architecture.md)."
      : `lib/${folder} n'importe que les couches du dessous : ${readable(folder).join(', ')} (docs/architecture.md, « Les couches »).`,
});

const FEATURES = '(?:pricing|quotes|availability|desk|devis|invoices|payments|accounting|content)';
// From lib/x/y.ts a feature is `../pricing/…`; from app/ and components/, `@/lib/pricing/…`.
const VIA = '(?:@/lib/|(?:\\.\\./)+(?:lib/)?)';
const SETTINGS = '(?:quotes/config|availability/settings)';

const deepImport = {
  regex: `^${VIA}(?!${FEATURES}/server$)(?!${SETTINGS}$)${FEATURES}/`,
  message:
    'Importer une fonctionnalité par son entrée publique (@/lib/pricing, @/lib/quotes, @/lib/availability, @/lib/content, ou leur server.ts), jamais un module derrière elle : docs/architecture.md.',
};

const PARIS = 'Europe/Paris';

/** Each table's folder, declared once beside the migrations. */
const { '//': _why, ...TABLE_OWNERS } = JSON.parse(readFileSync(new URL('./lib/server/tables.json', import.meta.url), 'utf8'));
// Upper-case SQL, as the project writes it: French prose never says « FROM devis ».
const SQL_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+([a-z_]+)/g;

/** The folder of lib/ a file belongs to (`lib/devis/send.ts` → `devis`); none for app/ and components/. */
const folderOf = (filename) => /(?:^|\/)lib\/([\w-]+)\//.exec(filename.replaceAll('\\', '/'))?.[1];

/** The languages' codes, as lib/i18n names them. */
const LOCALE_CODES = new Set(['fr', 'en']);

/**
 * Where a language may be named: its words (dictionaries, messages, words), the route table and
 * the languages' list (lib/i18n), each language's own formats and typography, the English
 * content's reader. Anywhere else a third language would need a new branch.
 */
const LOCALE_PLACES = [
  'lib/i18n/**',
  'lib/french/**',
  'lib/english/**',
  'lib/content/english.ts',
  'lib/view/routes.ts',
  'lib/view/localized.ts',
  '**/dictionary.ts',
  '**/messages.ts',
  '**/messages.*.ts',
  '**/*words.ts',
  '**/*words.*.ts',
];

/** Local rules: no core rule reports a string literal by its value without taking over no-restricted-syntax. */
const plugin = {
  rules: {
    'own-tables': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const folder = folderOf(context.filename);
        const check = (node, text) => {
          for (const [, table] of text.matchAll(SQL_TABLE)) {
            const owner = TABLE_OWNERS[table];
            if (owner && owner !== folder)
              context.report({
                node,
                message: `La table ${table} appartient à lib/${owner} : passer par ses fonctions, jamais par du SQL écrit ailleurs (lib/server/tables.json, docs/architecture.md).`,
              });
          }
        };
        return {
          Literal(node) {
            if (typeof node.value === 'string') check(node, node.value);
          },
          TemplateElement(node) {
            check(node, node.value.raw);
          },
        };
      },
    },
    'locale-as-parameter': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const named = (node) => node.type === 'Literal' && LOCALE_CODES.has(node.value);
        const report = (node) =>
          context.report({
            node,
            message:
              "Une langue est un paramètre : prendre le mot dans le dictionnaire de la langue, ou l'adresse dans la table des routes, plutôt que de comparer la langue à 'fr' ou 'en' (docs/architecture.md, « Une langue »).",
          });
        return {
          BinaryExpression(node) {
            if (['===', '!==', '==', '!='].includes(node.operator) && (named(node.left) || named(node.right))) report(node);
          },
          SwitchCase(node) {
            if (node.test && named(node.test)) report(node);
          },
        };
      },
    },
    'one-paris-zone': {
      meta: { type: 'problem', schema: [] },
      create: (context) => ({
        Literal(node) {
          if (node.value === PARIS)
            context.report({
              node,
              message: `Le fuseau ${PARIS} n'est nommé que dans lib/dates/paris.ts : en importer les fonctions (parisToday, parisInstant, parisDateTime…).`,
            });
        },
      }),
    },
  },
};

export const architecture = [
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport] }] },
  },
  // A feature's modules sit at its root or one or two folders below it (lib/quotes/record/store.ts).
  ...LAYERS.flat()
    .filter((folder) => folder !== 'env')
    .flatMap((folder) =>
      [1, 2, 3].map((depth) => ({
        files: [`lib/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [layerImport(folder, depth), deepImport] }] },
      })),
    ),
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', '*.{ts,mjs}'],
    ignores: ['lib/dates/paris.ts', 'eslint.architecture.mjs'],
    plugins: { architecture: plugin },
    rules: { 'architecture/one-paris-zone': 'error' },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    // The migrations create every table.
    ignores: ['lib/server/migrations.ts'],
    plugins: { architecture: plugin },
    rules: { 'architecture/own-tables': 'error' },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: LOCALE_PLACES,
    plugins: { architecture: plugin },
    rules: { 'architecture/locale-as-parameter': 'error' },
  },
];
