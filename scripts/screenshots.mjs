// Full-page screenshots at 375 px and 1280 px of the given paths, for looking at the site.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 / /locations …  → reports/screens/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { playwrightChromium } from './chromium.mjs';

const [base, ...paths] = process.argv.slice(2);
const out = 'reports/screens';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(playwrightChromium);
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(400);
    const name = `${width}-${path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'accueil'}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
  }
  await page.close();
}
await browser.close();
