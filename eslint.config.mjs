// ESLint 9 flat config: type-aware TypeScript rules, Next.js, accessibility of JSX, rules of hooks.
// The rule set is the plugins' recommended one; a rule is turned off only with the reason beside it.
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.next/', '.contentlayer/', '.tmp/', 'node_modules/', 'reports/', 'test-results/', 'data/', 'tests/fixtures/', 'next-env.d.ts'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
  },
  // Plain JavaScript (configs, benches) is outside the TypeScript project: no type information to lint with.
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  reactHooks.configs.flat['recommended-latest'],
  {
    plugins: { '@next/next': nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs['core-web-vitals'].rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
