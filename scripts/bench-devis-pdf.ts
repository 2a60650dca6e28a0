// Drafting and rendering a devis PDF (#43, budget 500 ms): for formulas of both audiences and
// both languages, the engine's lines, the totals and the PDF, timed one after the other in one
// process. The first render pays for parsing the fonts (once per process); the others show what
// a desk's « Envoyer » costs afterwards. Usage (after `npm run content`):
//   npm run bench:devis-pdf [-- --renders 200]
import { register } from 'node:module';
import { cpus, loadavg } from 'node:os';
import type { DevisBody } from '../lib/devis';
import type { Locale } from '../lib/i18n';
import type { PriceRequest } from '../lib/pricing/types';
import { decimal, kb, median, percentile } from './bench/stats.mjs';

// As in scripts/devis.ts: tsx does not open the generated folder's index.mjs, so the name points at it.
const generated = new URL('../.contentlayer/generated/index.mjs', import.meta.url).href;
register(
  `data:text/javascript,${encodeURIComponent(`export const resolve = (name, context, next) => next(name === 'contentlayer/generated' ? ${JSON.stringify(generated)} : name, context);`)}`,
);
const { devisTotals, loadDevisWords } = await import('../lib/devis');
const { bodyFor } = await import('../tests/support/devis');
const { renderDevisPdf } = await import('../lib/devis/server');
const { pricingCatalogueIn } = await import('../lib/pricing/formulas');

const args = process.argv.slice(2);
const renders = Number(args[args.indexOf('--renders') + 1] || 200);

const CASES: { id: string; request: PriceRequest; locale: Locale }[] = [
  { id: 'vaugirard-soiree-tout-compris-samedi', request: { personnes: 30 }, locale: 'fr' },
  { id: 'vaugirard-cocktail-tout-compris', request: { personnes: 40, heures: 2 }, locale: 'fr' },
  { id: 'montparnasse-formation-journee', request: { personnes: 12, quantite: 9, salle: 'ocre' }, locale: 'fr' },
  { id: 'vaugirard-cocktail-tout-compris', request: { personnes: 20, heures: 1 }, locale: 'en' },
];

function draft(index: number): DevisBody {
  const { id, request, locale } = CASES[index % CASES.length]!;
  const formula = pricingCatalogueIn(locale).find((candidate) => candidate.id === id);
  if (!formula) throw new Error(`formule ${id} absente`);
  return { ...bodyFor(formula, request, locale), reference: `DV-2026-${String(index).padStart(6, '0')}` };
}

async function once(index: number) {
  const started = performance.now();
  const body = draft(index);
  const bytes = await renderDevisPdf({
    body,
    number: `D-2026-${String(index + 1).padStart(4, '0')}`,
    version: 1,
    issuedAt: new Date(),
    validUntil: new Date(Date.now() + 15 * 86_400_000),
    totals: devisTotals(body.lines, body.basis),
    termsVersion: '2026-11-28',
  });
  return { ms: performance.now() - started, bytes: bytes.length };
}

async function main() {
  await loadDevisWords('en');
  const first = await once(0);
  const times: number[] = [];
  const sizes: number[] = [];
  for (let index = 1; index <= renders; index++) {
    const { ms, bytes } = await once(index);
    times.push(ms);
    sizes.push(bytes);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${decimal(value, 1)} ms`;
  console.log(`Devis PDF : ${renders} rendus après le premier, ${cpus().length} cœurs, charge ${decimal(loadavg()[0] ?? 0, 1)}`);
  console.log('| Mesure | Résultat |');
  console.log('|---|---|');
  console.log(`| Premier rendu (polices lues et analysées) | ${ms(first.ms)} |`);
  console.log(`| Rendus suivants, médiane | ${ms(median(times))} |`);
  console.log(`| Rendus suivants, p95 | ${ms(percentile(times, 95))} |`);
  console.log(`| Rendus suivants, maximum | ${ms(times.at(-1) ?? 0)} |`);
  console.log(`| Taille d'un devis d'une page | ${kb(median(sizes))} |`);
}

await main();
