// Weighs what a visitor downloads for each page type (JavaScript, CSS, fonts, images, HTML),
// as compressed bytes on the wire, and writes docs/poids-des-pages.md.
// Usage: node scripts/page-weight.mjs http://127.0.0.1:3000
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const PAGES = {
  Accueil: '/',
  Prestations: '/prestations',
  'Page lieu': '/locations/salles-rive-gauche-vaugirard',
  'Page prestation': '/prestations/salles-pour-bapteme-paris',
  'Page produit': '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15',
};
const kind = (type, url) =>
  type === 'script'
    ? 'js'
    : type === 'stylesheet'
      ? 'css'
      : type === 'font'
        ? 'font'
        : type === 'image'
          ? 'images'
          : type === 'document'
            ? 'html'
            : url.endsWith('.js')
              ? 'js'
              : 'autre';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
const rows = [];
for (const [name, path] of Object.entries(PAGES)) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const totals = { js: 0, css: 0, font: 0, images: 0, html: 0, autre: 0 };
  page.on('response', async (response) => {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const type = response.request().resourceType();
    // Next serves text gzip-compressed in production; measure that size, not the raw one.
    const compressible = ['script', 'stylesheet', 'document'].includes(type);
    totals[kind(type, response.url())] += compressible ? gzipSync(body).length : body.length;
  });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  rows.push([name, path, totals]);
  await page.close();
}
await browser.close();

const kb = (n) => `${(n / 1024).toFixed(1).replace('.', ',')} Ko`;
const lines = [
  '# Poids des pages',
  '',
  `Mesuré avec \`node scripts/page-weight.mjs\` sur \`next start\` (build de production), fenêtre de 375 px, octets compressés (gzip) pour HTML, JS et CSS. Date : ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| Page | JS | CSS | Polices | Images | HTML |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    ([name, path, t]) => `| ${name} (\`${path}\`) | ${kb(t.js)} | ${kb(t.css)} | ${kb(t.font)} | ${kb(t.images)} | ${kb(t.html)} |`,
  ),
  '',
];
writeFileSync('docs/poids-des-pages.md', lines.join('\n'));
console.log(lines.join('\n'));
