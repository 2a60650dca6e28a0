import { register } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { playwrightChromium } from './scripts/chromium.mjs';

// Test helpers open the embedded database through lib/server, whose modules refuse to load
// outside a server (`import 'server-only'`): here, as in Next's server and in Vitest, that
// marker is its empty module. Playwright loads this file in its runner and in each worker.
const emptyMarker = new URL('node_modules/server-only/empty.js', import.meta.url).href;
register(
  `data:text/javascript,${encodeURIComponent(`export const resolve = (name, context, next) => next(name === 'server-only' ? ${JSON.stringify(emptyMarker)} : name, context);`)}`,
);

const PORT = Number(process.env.PORT ?? 3100);

// What a visitor reads on the main pages (routes): the same at 375 and 1280 px, checked at 1280.
const ONE_WIDTH = ['**/routes.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'reports/playwright-artifacts',
  fullyParallel: true,
  // Two browsers on two cores: with no build running beside them (scripts/test.sh), they passed
  // 228/228 at a load average of 17-20 (11.4 min) and halve the quiet phase of one browser (680 s).
  // Three browsers beside the background builds (load 15-19) turned page loads into time limits.
  workers: Math.max(2, availableParallelism() - 1),
  retries: 0,
  // Guards against a hang, not verdicts on speed: wide enough for a loaded two-core machine.
  timeout: 120_000,
  expect: { timeout: 20_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01 } },
  forbidOnly: !!process.env.CI,
  // The browser editor's server, started as the run begins so that its test finds it compiled.
  globalSetup: './tests/support/playwright-setup.ts',
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  // Visual baselines (visual.spec.ts): committed next to the tests, one per project; the actual
  // and diff images of a failure go to outputDir (reports/), which CI keeps as artifacts.
  snapshotPathTemplate: 'tests/e2e/__screenshots__/{arg}-{projectName}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: playwrightChromium,
    // No trace: recording one for every test (each action's DOM and network, kept on failure) cost
    // 13 % of the browsers' time (5 specs: 115 s traced, 100 s not; #51). A failure keeps its
    // screenshot and its error context (the page's accessibility tree); to replay one step by step,
    // run it again with `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    navigationTimeout: 60_000,
    actionTimeout: 30_000,
  },
  // A test tagged @mobile or @desktop runs at that width only (the same HTML at both, or a part
  // of the page that exists at one width only): not even scheduled at the other. So do the files
  // of ONE_WIDTH, whose every test reads the HTML or the server's answers.
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      testIgnore: ONE_WIDTH,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true },
    },
    { name: 'desktop', grepInvert: /@mobile/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node --import tsx server.ts -p ${PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      // A tag manager id read at request time: the consent tests check that it loads only after consent.
      GTM_ID: process.env.GTM_ID ?? 'GTM-E2ETEST',
      // Quote requests sent by the tests go to their own embedded database (kept between runs,
      // so that it is created once per machine), and the tests' many requests are not rate limited.
      DEVIS_DATA_DIR: 'node_modules/.cache/devis-e2e',
      DEVIS_RATE_LIMIT: '0',
      DEVIS_NETWORK_LIMIT: '0',
      DEVIS_GLOBAL_LIMIT: '0',
    },
  },
});
