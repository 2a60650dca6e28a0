import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      'contentlayer/generated': `${root}.contentlayer/generated/index.mjs`,
      '@/': root,
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    // The quote tests copy one migrated embedded database instead of creating one each.
    globalSetup: ['tests/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
