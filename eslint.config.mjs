// ESLint 9 flat config (`npm run lint`): type-aware TypeScript rules, Next.js, accessibility of
// JSX, rules of hooks, no import circle, the environment read in lib/env.ts only, no server
// module in a client component, the layers of docs/architecture.md (eslint.architecture.mjs). The plugins' recommended sets; each rule changed says why beside it.
import nextPlugin from '@next/eslint-plugin-next';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architecture } from './eslint.architecture.mjs';

const SERVER_ONLY = readdirSync(join(import.meta.dirname, 'lib'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && /^import 'server-only';$/m.test(readFileSync(join(import.meta.dirname, 'lib', file), 'utf8')))
  // `lib/quotes/service/health.ts` → `lib\x2Fquotes\x2Fhealth`: esquery's regular expressions cannot hold a slash.
  .map((file) => `lib/${file.replace(/\.tsx?$/, '').replace(/\/index$/, '')}`.replaceAll('/', '\\x2F'));

export default tseslint.config(
  {
    ignores: [
      '.next/',
      '.contentlayer/',
      '.tmp/',
      'node_modules/',
      'reports/',
      'test-results/',
      'data/',
      'tests/fixtures/',
      'next-env.d.ts',
      'bench/',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // An async function without await is how a few interfaces are met (a `close()` with nothing to wait for).
      '@typescript-eslint/require-await': 'off',
      // Node's event handlers and React's form actions take async functions; what they return is not awaited by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      // A promise may pass on what a `catch` caught, whatever it is.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // No import circle: a module of a circle runs before the ones it needs are ready, and a
  // circle between folders means neither owns what they share. Type-only imports do not count.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Plain JavaScript (configs, benches) is outside the TypeScript project: no type information to lint with.
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['tests/**'],
    rules: {
      // Vitest's asymmetric matchers (expect.objectContaining…) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  // The rules of hooks; the plugin's React Compiler rules are left out, as the project does not use the compiler.
  {
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    plugins: { '@next/next': nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs['core-web-vitals'].rules },
  },
  // A non-null assertion (`x!`) hides a missing value until it breaks somewhere else: an
  // assertion stays only where the type system cannot see an invariant, disabled line by line
  // with its reason.
  {
    files: ['lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  // One module reads the environment (lib/env.ts): every variable the site depends on is found
  // there, with its default. Build configuration, scripts, tests and the entry points
  // (server.ts, instrumentation.ts, proxy.ts) are outside lib/, app/ and components/.
  {
    files: ['lib/**', 'app/**', 'components/**'],
    ignores: ['lib/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: "Lire l'environnement par un accesseur de lib/env.ts, le seul module qui lit process.env.",
        },
      ],
    },
  },
  // A client component ('use client') and what it imports go to the browser: a server module
  // there is at best dead weight, at worst a secret. `import 'server-only'` at the top of every
  // server module makes the build fail on any path to it; this rule says it earlier, in the
  // editor, for a direct import (types are erased: they may come from anywhere). ESLint cannot
  // follow the imports of the imported modules: the build is the guard for those. The marked
  // modules are read from the files themselves, so the list cannot go stale.
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // esquery's regular expressions cannot hold a slash: \x2F is one.
          selector:
            "Program > ExpressionStatement[directive='use client'] ~ ImportDeclaration[importKind!='type'][source.value=/^(server-only|node:.*|pg|nodemailer|@electric-sql\\x2Fpglite|contentlayer\\x2Fgenerated)$|(^|\\x2F)lib\\x2F(server|content)(\\x2F|$)|(^|\\x2F)(" +
            SERVER_ONLY.join('|') +
            ')$/]',
          message:
            "Un composant client ('use client') n'importe pas de module serveur (marqué import 'server-only', lib/server, lib/content, base, e-mails, node:*) : lui passer des données simples en props depuis un composant serveur.",
        },
      ],
    },
  },
  // The layers: lib/server imports no feature, a feature is reached through its entry, one module names Europe/Paris.
  ...architecture,
  {
    // The way back from an error is a full page load, not a client-side navigation in a broken app.
    files: ['app/(fr)/error.tsx', 'app/global-error.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
);
