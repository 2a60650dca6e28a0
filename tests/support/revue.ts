// The copies of the project that tests/integration/revue.test.ts reviews against the project's own
// build (scripts/revue): one copy with every visible change at once, built once and shared by each
// part's assertions and by the redirect's check (tests/support/variants.ts), and one copy with
// only the browser editor's rewrite of a product page's frontmatter, whose review needs no build.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../../scripts/revue/types';
import type { Variant } from './variants';

const edit = (dir: string, file: string, from: string, to: string) => {
  const text = readFileSync(join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} ne contient plus « ${from} » : mettre à jour tests/support/revue.ts.`);
  writeFileSync(join(dir, file), text.replace(from, to));
};

const MONTPARNASSE = 'content/produits/montparnasse';
export const GONE = '/locations/salles-rive-gauche-montparnasse/location-de-salle-baby-shower-gender-reveal-paris-14';
export const REDIRECTED = '/locations/salles-rive-gauche-montparnasse/salle-a-louer-pour-bapteme-communion-paris-14';
export const REDIRECT_TARGET = '/prestations/salles-pour-bapteme-paris';
export const ADDED = '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-adulte-paris-15';

/** Every visible change the review tells, each in its own file so that each part is told apart. */
export const CHANGES_VARIANT: Variant = {
  name: 'revue-changements',
  edit: (dir) => {
    // A price in one formula's YAML (a professional's: HT and TTC).
    edit(dir, 'content/formules/vaugirard/ag-3h.yaml', 'prix_affiche: 210', 'prix_affiche: 230');
    // A capacity per layout.
    edit(
      dir,
      'content/lieux/vaugirard.mdx',
      'capacite: 16\n    categories: [reunion, formation]',
      'capacite: 18\n    categories: [reunion, formation]',
    );
    // A typo fixed in prose, one sentence of one page.
    edit(dir, 'content/produits/vaugirard/salle-de-reunion-paris-15.mdx', 'calme, lumineux et neutre', 'calme, lumineux et sobre');
    // A content warning: a slot of 4 hours for a formula of 3.
    edit(dir, 'content/formules/montparnasse/ag-3h.yaml', 'horaires: [18h30-21h30]', 'horaires: [18h30-22h30]');
    // A new product page.
    const source = 'content/produits/vaugirard/salle-anniversaire-paris-15.mdx';
    cpSync(join(dir, source), join(dir, 'content/produits/vaugirard/salle-anniversaire-adulte-paris-15.mdx'));
    edit(dir, 'content/produits/vaugirard/salle-anniversaire-adulte-paris-15.mdx', '\nname: ', '\nname: Anniversaire adulte, ');
    // Two pages deleted: one without a redirect, one with.
    rmSync(join(dir, MONTPARNASSE, 'location-de-salle-baby-shower-gender-reveal-paris-14.mdx'));
    rmSync(join(dir, MONTPARNASSE, 'salle-a-louer-pour-bapteme-communion-paris-14.mdx'));
    writeFileSync(
      join(dir, 'content/site.yaml'),
      `${readFileSync(join(dir, 'content/site.yaml'), 'utf8')}redirections:\n  - de: ${REDIRECTED}\n    vers: ${REDIRECT_TARGET}\n`,
    );
  },
};

export const REWRITTEN = 'content/produits/montparnasse/location-de-salle-pour-ag-syndic-copropriete-association-paris-14.mdx';

/** The browser editor's first save: a long value folded, one list value per line, `draft: false` written out. */
export function rewriteFrontmatter(dir: string) {
  edit(dir, REWRITTEN, 'formules: [ag-3h, soiree-hebdomadaire]\n', 'formules:\n  - ag-3h\n  - soiree-hebdomadaire\ndraft: false\n');
  edit(
    dir,
    REWRITTEN,
    'description: "Louez une salle équipée à Paris 14, près de la gare Montparnasse, pour l\'assemblée générale de votre copropriété ou de votre association, en soirée."',
    "description: >-\n  Louez une salle équipée à Paris 14, près de la gare Montparnasse, pour\n  l'assemblée générale de votre copropriété ou de votre association, en soirée.",
  );
}

const MEETING_15 = 'content/produits/vaugirard/salle-de-reunion-paris-15.mdx';
export const MEETING_15_PATH = '/locations/salles-rive-gauche-vaugirard/salle-de-reunion-paris-15';
export const MEETING_15_EN = '/en/venues/salles-rive-gauche-vaugirard/meeting-room-paris-15';
/** The meeting room's French and English pages, as a review's model lists them (the tests' hand-written sides). */
export const MEETING_15_PAGE: Page = { path: MEETING_15_PATH, type: 'produit', title: 'Salle de réunion à Paris 15', source: MEETING_15 };
export const MEETING_15_EN_PAGE: Page = {
  path: MEETING_15_EN,
  type: 'en-produit',
  title: 'Meeting room in Paris 15',
  source: 'content/en/produits/vaugirard/meeting-room-paris-15.mdx',
};
export const LINKED_FROM_SITE = '/locations/salles-rive-gauche-montparnasse/location-de-salle-pour-repas-de-famille-paris-14';

/**
 * The pull requests of issue #45, one change each, reviewed without builds against the project
 * (tests/integration/revue.test.ts): what each must make the report say.
 */
export const PULL_REQUESTS = {
  // The alt text of a photo of a category's gallery: no page of its own.
  alt: (dir: string) =>
    edit(
      dir,
      'content/categories/reunion.yaml',
      'name: "Réunion d\'équipe autour de tables en U',
      "name: \"Réunion d'équipe autour d'une table en U",
    ),
  // The hours beside the phone number, in every page's footer.
  siteYaml: (dir: string) =>
    edit(
      dir,
      'content/site.yaml',
      'telephone_horaires: du lundi au vendredi de 9 h à 19 h',
      'telephone_horaires: du lundi au vendredi de 9 h à 18 h',
    ),
  // A product page's <title> only.
  title: (dir: string) =>
    edit(dir, MEETING_15, 'title: Salle de réunion Paris 15 – Vaugirard', 'title: Salle de réunion à Paris 15 – Vaugirard'),
  // An English page's subtitle only.
  english: (dir: string) =>
    edit(
      dir,
      'content/en/produits/vaugirard/meeting-room-paris-15.mdx',
      'subtitle: A quiet, fully equipped room',
      'subtitle: A calm, fully equipped room',
    ),
  // A live page made a draft: gone from production, with its English page.
  draft: (dir: string) => edit(dir, MEETING_15, '\naudience: pro\n', '\naudience: pro\ndraft: true\n'),
  // Only package.json: a change of code, whatever pages it changes.
  packageJson: (dir: string) => edit(dir, 'package.json', '"version": "0.1.0"', '"version": "0.1.1"'),
  // A page deleted while content/site.yaml still links to it: the head's content cannot be read.
  linkedPageDeleted: (dir: string) =>
    rmSync(join(dir, 'content/produits/montparnasse/location-de-salle-pour-repas-de-famille-paris-14.mdx')),
  // A rule of robots.txt, in production's code: /locations closed to search engines.
  robots: (dir: string) =>
    edit(
      dir,
      'lib/seo/metadata.ts',
      "rules: { userAgent: '*', allow: '/' }",
      "rules: { userAgent: '*', allow: '/', disallow: '/locations' }",
    ),
  // The page that held Vaugirard's lowest price for individuals made a draft: production's « à partir de » rises.
  lowestPriceDraft: (dir: string) =>
    edit(dir, 'content/produits/vaugirard/salle-anniversaire-enfant-paris-15.mdx', '\ndescription:', '\ndraft: true\ndescription:'),
  // A formula's price, shown on French and English pages.
  price: (dir: string) => edit(dir, 'content/formules/vaugirard/location-seche-4h.yaml', 'prix_affiche: 400', 'prix_affiche: 360'),
} satisfies Record<string, (dir: string) => void>;
