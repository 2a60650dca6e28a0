import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Tests sorted by cost (README, « Les tests ») :
// - unit: pure code and files only (no build, server or database), the whole folder in seconds;
// - integration: the built site, copies of the project built with other content, servers,
//   PostgreSQL, PGlite, SMTP. They use the build `npm test` makes once (tests/support/site.ts)
//   and share the builds of modified copies (tests/support/variants.ts).
export default defineConfig({
  resolve: {
    alias: {
      'contentlayer/generated': `${root}.contentlayer/generated/index.mjs`,
      '@/': root,
      // Next resolves `server-only` to an empty module on the server; the tests run server code too.
      'server-only': `${root}node_modules/server-only/empty.js`,
    },
  },
  test: {
    environment: 'node',
    projects: [
      // Vitest's default leaves a core free (one worker on two cores); pure tests can use them all.
      // The unit tests run first (groupOrder), then the integration tests.
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], maxWorkers: '100%', sequence: { groupOrder: 0 }, testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The quote tests copy one migrated embedded database instead of creating one each.
          globalSetup: ['tests/support/global-setup.ts'],
          // These tests mostly wait for builds, servers and databases: several files at once
          // overlap their waits (the builds of copies still run one at a time, tests/support/variants.ts).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          // Guards against a hang (a test that waits names what for), not verdicts on speed.
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
