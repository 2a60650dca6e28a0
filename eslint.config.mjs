// ESLint 9 flat config (`npm run lint`): type-aware TypeScript rules, Next.js, accessibility of
// JSX, rules of hooks. The plugins' recommended sets; each rule changed says why beside it.
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.next/', '.contentlayer/', '.tmp/', 'node_modules/', 'reports/', 'test-results/', 'data/', 'tests/fixtures/', 'next-env.d.ts', 'bench/'] },
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
  {
    // The way back from an error is a full page load, not a client-side navigation in a broken app.
    files: ['app/error.tsx', 'app/global-error.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
);
