// The copy of the project that tests/integration/drafts-build.test.ts builds twice (production,
// then SITE_ENV=preview): one product and one prestation marked `draft: true`, and one real
// review (with its source) among the example ones. Also built ahead by scripts/prebuild-variants.ts,
// which `npm test` runs in the background while the browser tests run (tests/support/variants.ts
// keeps and shares the builds).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Variant } from './variants';

// A product that site.yaml's menu, its venue's cards and the "soir" list point to, whose only
// formula no other page serves; and a prestation in site.yaml's menu and the footer.
const PRODUCT_FILE = 'content/produits/montparnasse/location-de-salle-pour-repas-de-famille-paris-14.mdx';
export const PRODUCT = '/locations/salles-rive-gauche-montparnasse/location-de-salle-pour-repas-de-famille-paris-14';
export const PRODUCT_FORMULA = { id: 'montparnasse-repas-famille-soir', name: 'Repas de famille en soirée' };
const PRESTATION_FILE = 'content/prestations/salles-de-formation-paris.mdx';
export const PRESTATION = '/prestations/salles-de-formation-paris';
export const SITE_URL = 'https://www.salles-rive-gauche.fr';

// A real review, with its source, among the example ones: the only review production shows.
const REVIEWS_FILE = 'content/avis/vaugirard-reunion.yaml';
export const REAL_REVIEW = {
  url: 'https://www.trustpilot.com/reviews/6650f0c2a1b2c3d4e5f60718',
  title: 'Réunion trimestrielle au calme',
  yaml: `  - type: trustpilot
    url: https://www.trustpilot.com/reviews/6650f0c2a1b2c3d4e5f60718
    title: "Réunion trimestrielle au calme"
    text: "Salle calme et bien équipée pour notre réunion trimestrielle, café prêt à notre arrivée."
    author: "Claire V."
    date: "12/05/2025"
    event: "Réunion trimestrielle"
`,
};
export const REAL_REVIEW_PAGES = [
  '/locations/salles-rive-gauche-vaugirard/salle-de-reunion-paris-15',
  '/prestations/location-salles-de-reunion-paris',
];
// An example review of the same file, and an example review of a page with no real one.
export const EXAMPLE_REVIEW = 'Location sèche sans mauvaise surprise';
export const EXAMPLE_ONLY_PAGE = '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15';

function addDrafts(dir: string) {
  for (const file of [PRODUCT_FILE, PRESTATION_FILE]) {
    const path = join(dir, file);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^---\n/, '---\ndraft: true\n'));
  }
  const reviews = join(dir, REVIEWS_FILE);
  writeFileSync(reviews, `${readFileSync(reviews, 'utf8').trimEnd()}\n${REAL_REVIEW.yaml}`);
}

// The whole build, content check included: drafts and the links to them must pass it.
export const DRAFT_VARIANTS: Record<'production' | 'preview', Variant> = {
  production: { name: 'brouillons-production', edit: addDrafts },
  preview: { name: 'brouillons-preview', edit: addDrafts, env: { SITE_ENV: 'preview' } },
};
