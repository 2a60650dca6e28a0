// The specification's decisions, checked on the content: what changes only when the provider
// decides so (the offer at each venue and the links that name it, how prices are shown to each
// audience, the venues and their safety limits, the house rules), never by a copywriter's edit.
//
// Prices, hours, the capacity of each formula and layout, access times and contact details are
// content, written once in content/: a copywriter may change them and the suite must not fail.
// They are not restated here. What keeps them right: `npm run content:check` (the figures that
// contradict each other, with the file and line), the engine's tests on formulas written in the
// test (pricing*.test.ts), and the browser tests that compare every card with the page it opens
// (tests/e2e/figures.spec.ts).
import { describe, expect, it } from 'vitest';
import { productFigures, venueEventCards } from '@/lib/view/cards';
import { formulaById, formulas, getVenue, partnerRatings, productHref, products, site } from '@/lib/content';

// SPEC §9: the formulas offered at each venue, to each audience. Their ids are in the calculator's
// and the quote form's shared links (`?offre=`): renaming or removing one breaks those links.
const OFFER: Record<'vaugirard' | 'montparnasse', Record<'particuliers' | 'pro', string[]>> = {
  vaugirard: {
    particuliers: [
      'vaugirard-matin-week-end',
      'vaugirard-apres-midi-week-end',
      'vaugirard-journee-samedi-tout-compris',
      'vaugirard-journee-dimanche-tout-compris',
      'vaugirard-boum-vendredi',
      'vaugirard-soiree-light-vendredi',
      'vaugirard-soiree-tout-compris-vendredi',
      'vaugirard-soiree-light-samedi',
      'vaugirard-soiree-tout-compris-samedi',
    ],
    pro: [
      'vaugirard-formation-journee',
      'vaugirard-demi-journee-etude',
      'vaugirard-journee-etude',
      'vaugirard-location-seche-4h',
      'vaugirard-location-seche-8h',
      'vaugirard-ag-3h',
      'vaugirard-soiree-hebdomadaire',
      'vaugirard-soiree-entreprise-cocktail',
      'vaugirard-cocktail-tout-compris',
    ],
  },
  montparnasse: {
    particuliers: [
      'montparnasse-journee-tout-compris-deux-salles',
      'montparnasse-repas-famille-soir',
      'montparnasse-journee-tout-compris-une-salle',
      'montparnasse-anniversaire-enfant-week-end',
      'montparnasse-evenement-week-end',
    ],
    pro: [
      'montparnasse-formation-journee',
      'montparnasse-demi-journee-etude',
      'montparnasse-journee-etude',
      'montparnasse-location-seche-une-salle-4h',
      'montparnasse-location-seche-une-salle-8h',
      'montparnasse-location-seche-deux-salles-8h',
      'montparnasse-ag-3h',
      'montparnasse-soiree-hebdomadaire',
      'montparnasse-soiree-entreprise-cocktail',
      'montparnasse-cocktail-tout-compris',
    ],
  },
};
const OFFERED = Object.entries(OFFER).flatMap(([venue, audiences]) =>
  Object.entries(audiences).flatMap(([audience, ids]) => ids.map((id) => [id, venue, audience] as const)),
);

describe('Specification decision (SPEC §9): the offer of each venue, under stable ids', () => {
  it.each(OFFERED)('%s is offered at %s to %s', (id, venue, audience) => {
    expect(formulaById(id), `formule ${id} absente du contenu`).toMatchObject({ venue: venue, audience });
  });

  it('individuals see prices TTC and professionals HT', () => {
    for (const formula of formulas()) expect(formula.taxe, formula.id).toBe(formula.audience === 'pro' ? 'HT' : 'TTC');
  });
});

describe('Specification decision (SPEC §1, §3): the venues and their safety limits', () => {
  it.each([
    ['vaugirard', 'Paris 15', 70, 40],
    ['montparnasse', 'Paris 14', 110, 60],
  ] as const)('%s: %s, %i m², at most %i people', (code, sector, superficie, capacite) => {
    expect(getVenue(code)).toMatchObject({ sector, superficie, capacite });
  });

  it('Montparnasse is two connected rooms, Ocre and Bleue, which the training formula uses both', () => {
    expect(getVenue('montparnasse').salles?.map((room) => room.code)).toEqual(['ocre', 'bleue']);
    expect(formulaById('montparnasse-formation-journee')!.salles?.map((room) => room.salle)).toEqual(['ocre', 'bleue']);
  });

  it('no formula takes more people than its venue holds', () => {
    for (const formula of formulas()) {
      expect(formula.capacite, formula.id).toBeLessThanOrEqual(getVenue(formula.venue).capacite);
    }
  });
});

describe('Specification decision (SPEC §9): the house rules', () => {
  it('the boum: for 11-14 year olds, with a parent present', () => {
    const rules = formulaById('vaugirard-boum-vendredi')!.regles?.join(' ');
    expect(rules).toMatch(/parent/i);
    expect(rules).toMatch(/11-14 ans/);
  });

  it('the weekly evening allows calm activities only, no meal or drink', () => {
    for (const id of ['vaugirard-soiree-hebdomadaire', 'montparnasse-soiree-hebdomadaire']) {
      const rules = formulaById(id)!.regles!.join(' ');
      expect(rules).toMatch(/calmes/);
      expect(rules).toMatch(/ni repas ni boissons/i);
    }
  });

  it('the family meal is no dancing party', () => {
    expect(formulaById('montparnasse-repas-famille-soir')!.regles!.join(' ')).toMatch(/pas de soirée dansante/);
  });
});

describe('Specification decision (SPEC §9): a summary card says what the page it opens says', () => {
  // The specification's cards were typed by hand and drifted from its own price list: a card's
  // figures and photo are those of the product page it names, whatever the prices become.
  it('every card of both audiences carries the figures and the photo of its product page', () => {
    const cards = (['vaugirard', 'montparnasse'] as const).flatMap((code) => [
      ...venueEventCards(getVenue(code), 'particuliers'),
      ...venueEventCards(getVenue(code), 'pro'),
    ]);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const product = products().find((p) => productHref(p) === card.href);
      expect(product, `carte vers ${card.href}`).toBeDefined();
      const { start, people } = productFigures(product!);
      expect(card).toMatchObject({ price: start!.text, people: people!.text, imageSrc: product!.imageSrc, imageAlt: product!.imageAlt });
    }
  });
});

describe('Specification decision (SPEC §1): example ratings are never published', () => {
  // The specification's ratings are examples: shown in development and previews, with a badge.
  it('outside previews, only the ratings not marked as examples are shown', () => {
    expect(partnerRatings('particuliers')).toEqual(site.notes_particuliers.filter((rating) => rating.exemple !== true));
    expect(partnerRatings('pro')).toEqual(site.notes_pro.filter((rating) => rating.exemple !== true));
  });
});
