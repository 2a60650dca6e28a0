// The one price formatter and the French typography of every text a visitor reads (#27
// points 2 and 5), against expectations written by hand: NBSP is the no-break space,
// NNBSP the narrow one.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mdxBody } from '@/components/mdx/MDXContent';
import { mdxData } from '@/lib/view/blocks';
import { getProduct } from '@/lib/content';
import { frenchTypography, rehypeFrenchTypography, typesetParts } from '@/lib/french/typography';
import { formatPrice } from '@/lib/pricing/format';
import { Typeset } from '@/components/ui/Typeset';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const individuals = { taxe: 'TTC', taux_tva: 20 } as const;
const professionals = { taxe: 'HT', taux_tva: 20 } as const;

describe('formatPrice: TTC for individuals, HT with its TTC for professionals', () => {
  it('an individual price per person', () => {
    expect(formatPrice(80, individuals, { unite: 'personne' })).toBe(`80${NBSP}€${NBSP}TTC par personne`);
  });

  it('a professional flat fee for a 4-hour slot reads by the half day, TTC at the rate given', () => {
    expect(formatPrice(400, professionals, { unite: 'forfait', duree_heures: 4 })).toBe(
      `400${NBSP}€${NBSP}HT (480${NBSP}€${NBSP}TTC) la demi-journée`,
    );
    expect(formatPrice(400, { taxe: 'HT', taux_tva: 10 }, { unite: 'forfait', duree_heures: 4 })).toContain(`(440${NBSP}€${NBSP}TTC)`);
  });

  it('thousands with a narrow no-break space, cents when there are some', () => {
    expect(formatPrice(12_500, professionals, { unite: 'forfait', duree_heures: 8 })).toBe(
      `12${NNBSP}500${NBSP}€${NBSP}HT (15${NNBSP}000${NBSP}€${NBSP}TTC) la journée`,
    );
    expect(formatPrice(70.5, professionals)).toBe(`70,50${NBSP}€${NBSP}HT (84,60${NBSP}€${NBSP}TTC)`);
  });

  it('every unit of the content, and the bare amount of a rule sentence', () => {
    expect(formatPrice(250, professionals, { unite: 'jour' })).toMatch(/ la journée$/);
    expect(formatPrice(100, professionals, { unite: 'soiree' })).toMatch(/ la soirée$/);
    expect(formatPrice(70, professionals, { unite: 'heure' })).toMatch(/ l’heure$/);
    expect(formatPrice(210, professionals, { unite: 'forfait', duree_heures: 3 })).toMatch(new RegExp(` les 3${NBSP}heures$`));
    expect(formatPrice(210, individuals, { unite: 'forfait' })).toBe(`210${NBSP}€${NBSP}TTC`);
    expect(formatPrice(950, professionals)).toBe(`950${NBSP}€${NBSP}HT (1${NNBSP}140${NBSP}€${NBSP}TTC)`);
  });
});

describe('frenchTypography: copywriters type ordinary characters', () => {
  it('no-break spaces before the high punctuation, €, % and inside the guillemets', () => {
    expect(frenchTypography('Idéal pour : les fêtes ; vraiment ? Oui ! Forfait « Matinée du week-end »')).toBe(
      `Idéal pour${NBSP}: les fêtes${NNBSP}; vraiment${NNBSP}? Oui${NNBSP}! Forfait «${NNBSP}Matinée du week-end${NNBSP}»`,
    );
    expect(frenchTypography('TVA 20 %, 9 €/h, 80€ et «sans espace»')).toBe(
      `TVA 20${NNBSP}%, 9${NBSP}€/h, 80${NBSP}€ et «${NNBSP}sans espace${NNBSP}»`,
    );
  });

  it('thousands of an amount and of a number written with spaces', () => {
    expect(frenchTypography('soit 1140 € TTC, 12 500 € ou 1 500 personnes')).toBe(
      `soit 1${NNBSP}140${NBSP}€ TTC, 12${NNBSP}500${NBSP}€ ou 1${NNBSP}500 personnes`,
    );
  });

  it('typographic apostrophe and raised ordinals', () => {
    expect(frenchTypography("l'heure d'arrivée, aujourd'hui, le 15e arrondissement, le 1er étage")).toBe(
      'l’heure d’arrivée, aujourd’hui, le 15ᵉ arrondissement, le 1ᵉʳ étage',
    );
  });

  it('a number and its unit on one line, and nothing else joined', () => {
    expect(frenchTypography('de 9 h à 23 h 30, à 150 m, 8 min à pied, 2 km, 90 cm')).toBe(
      `de 9${NBSP}h à 23${NBSP}h${NBSP}30, à 150${NBSP}m, 8${NBSP}min à pied, 2${NBSP}km, 90${NBSP}cm`,
    );
    expect(frenchTypography('6 mois, 3 heures, 2 minutes')).toBe('6 mois, 3 heures, 2 minutes');
  });

  it('leaves what is not prose alone, and is idempotent', () => {
    const untouched = 'De 10:30 à 12:00, https://exemple.fr/devis?lieu=vaugirard, tél. 06 12 34 56 78, 75015 Paris, en 2026';
    expect(frenchTypography(untouched)).toBe(untouched);
    const once = frenchTypography("Téléphone : 01 23 45 67 89 ; « l'accueil » à 1140 €, 20 % !");
    expect(frenchTypography(once)).toBe(once);
  });
});

describe('typesetParts and Typeset: React text raises ordinals as the MDX prose does', () => {
  it('cuts a typeset text where an ordinal’s letters are raised', () => {
    expect(typesetParts("Le 1er étage du 15e : l'accueil")).toEqual([
      { text: 'Le 1', raised: false },
      { text: 'er', raised: true },
      { text: ' étage du 15', raised: false },
      { text: 'e', raised: true },
      { text: `${NBSP}: l’accueil`, raised: false },
    ]);
    expect(typesetParts('Paris 15, 2026')).toEqual([{ text: 'Paris 15, 2026', raised: false }]);
  });

  it('renders a real <sup>, and the rest of the text typeset', () => {
    expect(renderToStaticMarkup(createElement(Typeset, { text: "Vaugirard, Paris 15e : « l'accueil »" }))).toBe(
      `Vaugirard, Paris 15<sup>e</sup>${NBSP}: «${NNBSP}l’accueil${NNBSP}»`,
    );
  });
});

describe('rehypeFrenchTypography: the MDX prose', () => {
  it('typesets text nodes, raises ordinals in <sup> and leaves code alone', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'p', children: [{ type: 'text', value: "Près du 15e : c'est « idéal »" }] },
        { type: 'element', tagName: 'code', children: [{ type: 'text', value: "a : b 'c'" }] },
      ],
    };
    rehypeFrenchTypography()(tree);
    expect(tree.children[0]).toEqual({
      type: 'element',
      tagName: 'p',
      children: [
        { type: 'text', value: 'Près du 15' },
        { type: 'element', tagName: 'sup', properties: {}, children: [{ type: 'text', value: 'e' }] },
        { type: 'text', value: `${NBSP}: c’est «${NNBSP}idéal${NNBSP}»` },
      ],
    });
    expect(tree.children[1]).toEqual({ type: 'element', tagName: 'code', children: [{ type: 'text', value: "a : b 'c'" }] });
  });

  it('a product page’s MDX body, as contentlayer compiles it', () => {
    const product = getProduct('vaugirard', 'location-de-salle-mariage-fiancailles-paris-15');
    const html = renderToStaticMarkup(mdxBody(product!.body.code, mdxData()).content);
    expect(html).toContain('Tout le monde ne rêve pas d’un château et d’une foule d’invités.');
    expect(html).toContain('non loin de la mairie du 15<sup>e</sup> arrondissement');
    expect(html).not.toMatch(/\p{L}'\p{L}/u);
  });
});
