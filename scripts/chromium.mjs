// The one Chromium every tool starts (Debian's: Playwright cannot download its own browser on
// this network) and its flags: Playwright's tests and screenshots, the benches' Lighthouse.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// No sandbox (containers), no GPU, and none of the browser's own traffic or updates during a run.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's launch options. */
export const playwrightChromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** chrome-launcher's options for Lighthouse: headless, and the disk rather than a small /dev/shm. */
export const lighthouseChrome = { chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'] };
