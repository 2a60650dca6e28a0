// The routes of SPEC §2, restated from the specification for the tests, and an example of
// each page type of the route table (lib/view/routes.ts) for the tests that visit every page type.
import type { PageType } from '@/lib/view/routes';

const V = '/locations/salles-rive-gauche-vaugirard';
const M = '/locations/salles-rive-gauche-montparnasse';

export const SPEC_ROUTES = [
  '/',
  '/prestations',
  '/locations',
  '/calcul',
  '/devis',
  V,
  M,
  '/prestations/salles-pour-anniversaire-enfant-paris',
  '/prestations/salles-baby-shower-gender-reveal-paris',
  '/prestations/salles-pour-bapteme-paris',
  '/prestations/location-de-salle-pour-mariage-paris',
  '/prestations/salles-pour-soiree-ados-boum-paris',
  '/prestations/salles-pour-soiree-anniversaire-paris',
  '/prestations/location-salles-de-reunion-paris',
  '/prestations/salles-a-louer-pour-ag-syndic-copropriete-association-paris',
  '/prestations/location-de-salles-soiree-entreprise-paris',
  '/prestations/salles-de-formation-paris',
  ...[
    'salle-anniversaire-enfant-paris-15',
    'location-de-salle-baby-shower-gender-reveal-paris-15',
    'salle-pour-bapteme-communion-paris-15',
    'location-de-salle-mariage-fiancailles-paris-15',
    'salle-a-louer-pour-soiree-boum-paris-15',
    'salle-anniversaire-paris-15',
    'salle-pour-ag-syndic-copropriete-association-paris-15',
    'salle-de-formation-paris-15',
    'salle-de-reunion-paris-15',
    'salle-soiree-entreprise-cocktail-paris-15',
  ].map((slug) => `${V}/${slug}`),
  ...[
    'salle-a-louer-pour-bapteme-communion-paris-14',
    'location-de-salle-pour-repas-de-famille-paris-14',
    'location-de-salle-pour-anniversaire-enfant-paris-14',
    'location-de-salle-baby-shower-gender-reveal-paris-14',
    'location-de-salle-mariage-fiancailles-paris-14',
    'location-de-salle-pour-ag-syndic-copropriete-association-paris-14',
    'salle-de-formation-proche-gare-montparnasse-paris',
    'salle-de-reunion-montparnasse-paris-14',
    'location-de-salle-pour-soiree-entreprise-paris-14',
  ].map((slug) => `${M}/${slug}`),
];

/** Pages the site needs beyond SPEC §2: the legal notice, the privacy policy and the rental terms. */
export const LEGAL_ROUTES = ['/mentions-legales', '/confidentialite', '/conditions-de-location'];

/** English pages with no French twin (#44): the page for clients from abroad. */
export const ENGLISH_ONLY_ROUTES = ['/en/international-clients'];

const EV = '/en/venues/salles-rive-gauche-vaugirard';
const EM = '/en/venues/salles-rive-gauche-montparnasse';

/**
 * The English pages of issue #37, restated from it: the professional side (meetings, training,
 * company evenings; not the general assemblies), both venues, the calculator, the quote request
 * and the legal pages.
 */
export const ENGLISH_ROUTES = [
  '/en',
  '/en/calculator',
  '/en/quote',
  '/en/legal-notice',
  '/en/privacy',
  '/en/international-clients',
  '/en/rental-terms',
  EV,
  EM,
  '/en/meeting-rooms-paris',
  '/en/training-rooms-paris',
  '/en/company-evening-venues-paris',
  `${EV}/meeting-room-paris-15`,
  `${EV}/training-room-paris-15`,
  `${EV}/company-evening-cocktail-venue-paris-15`,
  `${EM}/meeting-room-montparnasse-paris-14`,
  `${EM}/training-room-near-montparnasse-station-paris`,
  `${EM}/company-evening-venue-paris-14`,
];

/**
 * Examples of each page type of lib/view/routes.ts: both venues, and both audiences of the prestation
 * and product pages. A new page type does not compile until it is given an example here.
 */
export const PAGE_TYPE_EXAMPLES: Record<PageType, readonly string[]> = {
  accueil: ['/'],
  prestations: ['/prestations'],
  locations: ['/locations'],
  lieu: [V, M],
  prestation: ['/prestations/salles-pour-anniversaire-enfant-paris', '/prestations/location-salles-de-reunion-paris'],
  produit: [`${V}/salle-anniversaire-enfant-paris-15`, `${M}/salle-de-formation-proche-gare-montparnasse-paris`],
  calcul: ['/calcul'],
  devis: ['/devis'],
  'mentions-legales': ['/mentions-legales'],
  confidentialite: ['/confidentialite'],
  'conditions-de-location': ['/conditions-de-location'],
  'en-accueil': ['/en'],
  'en-calcul': ['/en/calculator'],
  'en-devis': ['/en/quote'],
  'en-mentions-legales': ['/en/legal-notice'],
  'en-confidentialite': ['/en/privacy'],
  'en-international': ['/en/international-clients'],
  'en-conditions-de-location': ['/en/rental-terms'],
  'en-lieu': [EM],
  'en-prestation': ['/en/meeting-rooms-paris'],
  'en-produit': [`${EV}/meeting-room-paris-15`],
};

/** An English page of each type that has a French twin (english.spec.ts, served-pages.test.ts). */
export const ENGLISH_EXAMPLES = Object.entries(PAGE_TYPE_EXAMPLES).flatMap(([type, paths]) =>
  type.startsWith('en-') && !ENGLISH_ONLY_ROUTES.includes(paths[0]!) ? [paths[0]!] : [],
);

/** A path under /en that the site does not have: its English « Page not found ». */
export const ENGLISH_NOT_FOUND = '/en/page-not-found';

/** A path the site does not have: its « Page introuvable » page is a page type too. */
export const NOT_FOUND = '/page-inexistante';

/** One or two pages of every type, and both not-found pages. */
export const PAGE_TYPES = [...Object.values(PAGE_TYPE_EXAMPLES).flat(), NOT_FOUND, ENGLISH_NOT_FOUND];

/**
 * One page of each French type, the not-found page included, and one English page: the walks
 * that look at every page type once (third parties, console errors). An English page renders the
 * components of its French type in the English frame: the English product page, which has the
 * most of them, stands for the English frame and words.
 */
export const ONE_PAGE_PER_TYPE = [
  ...Object.entries(PAGE_TYPE_EXAMPLES).flatMap(([type, examples]) => (type.startsWith('en-') ? [] : examples.slice(0, 1))),
  NOT_FOUND,
  ...PAGE_TYPE_EXAMPLES['en-produit'],
];
