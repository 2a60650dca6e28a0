// What each page fills in on the quote form (issue #35): a listing's « Demander un devis » opens
// the form with the formula and the page's event type, the calculator's link with its date and
// people; the visitor types the date, name, e-mail and phone. A prefilled value the formula does
// not take is flagged, and the server refuses it with the same words.
import { describe, expect, it } from 'vitest';
import { prestations, products } from '@/lib/content';
import { isOffered } from '@/lib/pricing/calendar';
import { addDays } from '@/lib/dates/paris';
import { searchOf } from '@/lib/pricing/request';
import { quoteCatalogue } from '@/lib/quotes/receive/form-catalogue';
import { originText, prefill, prefilledQuery } from '@/lib/quotes/form/prefill';
import { checkQuote, staleChoices, type QuoteValues } from '@/lib/quotes/form/schema';
import { validateQuote } from '@/lib/quotes/receive/validate';
import { prestationBooking, productBooking } from '@/lib/view/booking';
import { calculatorHref, calculatorQuoteHref } from '@/lib/view/hand-offs';

const TODAY = '2026-11-22';
const catalogue = quoteCatalogue();
const formulaOf = (values: QuoteValues) => catalogue.formulas.find((f) => f.id === values.offre)!;

/** The form as a link opens it: /devis?… read as the page reads its query. */
const opened = (href: string) => prefill(catalogue, Object.fromEntries(new URL(href, 'https://exemple.fr').searchParams));

/** The first day from a month ahead that the formula offers. */
function dayOffered(values: QuoteValues): string {
  let day = addDays(TODAY, 30);
  while (!isOffered(formulaOf(values).disponible, day)) day = addDays(day, 1);
  return day;
}

/** The four fields a visitor types. */
const typed = (values: QuoteValues): QuoteValues => ({
  ...values,
  date: values.date || dayOffered(values),
  nom: 'Jeanne Martin',
  email: 'jeanne@example.fr',
  telephone: '06 12 34 56 78',
});

/** What the form still asks once the four fields are typed: a slot or a room to tap, where the formula has a choice. */
const stillAsked = (values: QuoteValues) => {
  const result = checkQuote(catalogue, TODAY, typed(values));
  return result.ok ? [] : Object.keys(result.errors);
};

describe('a product page’s « Demander un devis »', () => {
  it.each(products().map((product) => [product.slug, product] as const))(
    '%s: its formula, audience, venue and event type',
    (_, product) => {
      const values = opened(productBooking(product).quote);
      expect(values).toMatchObject({ public: product.audience, lieu: product.venue, evenement: product.categorie });
      expect(formulaOf(values).categories).toContain(product.categorie);
      expect(staleChoices(catalogue, values)).toEqual({});
      // One tap, four fields typed: sent, or a slot or a room to tap where the formula offers a choice.
      expect(['creneau', 'salle']).toEqual(expect.arrayContaining(stillAsked(values)));
    },
  );

  it('Vaugirard’s meeting room (the issue’s example): sent with the four fields only', () => {
    const product = products().find((p) => p.slug === 'salle-de-reunion-paris-15')!;
    expect(productBooking(product).quote).toBe('/devis?offre=vaugirard-location-seche-4h&evenement=reunion');
    const result = checkQuote(catalogue, TODAY, typed(opened(productBooking(product).quote)));
    expect(result.ok && result.request).toMatchObject({ public: 'pro', evenement: 'reunion', offre: 'vaugirard-location-seche-4h' });
    expect(result.ok && result.request.personnes).toBeUndefined();
    expect(result.ok && result.request.societe).toBeUndefined();
  });
});

describe('a prestation page’s « Demander un devis »', () => {
  it.each(prestations().map((prestation) => [prestation.slug, prestation] as const))('%s: its event type', (_, prestation) => {
    const values = opened(prestationBooking(prestation).quote);
    expect(prestation.categories).toContain(values.evenement);
    expect(values.public).toBe(prestation.audience);
    expect(staleChoices(catalogue, values)).toEqual({});
    expect(['creneau', 'salle']).toEqual(expect.arrayContaining(stillAsked(values)));
  });
});

describe('the calculator’s « Demander un devis »', () => {
  it('brings the date, the people, the room and the days; the formula’s only slot', () => {
    const formula = catalogue.formulas.find((f) => f.id === 'montparnasse-formation-journee')!;
    const raw = { personnes: '18', quantite: '10', salle: 'bleue', date: '2027-03-08' };
    const values = opened(calculatorQuoteHref(formula, searchOf(formula, raw, { validOnly: { today: TODAY } })));
    expect(values).toMatchObject({
      date: '2027-03-08',
      personnes: '18',
      salle: 'bleue',
      quantite: '10',
      creneau: '9h-17h30',
      evenement: 'formation',
    });
    expect(stillAsked(values)).toEqual([]);
  });
});

describe('from a listing through the calculator', () => {
  it('the page’s event type goes along, and on to the form while the formula serves it', () => {
    const product = products().find((p) => p.slug === 'salle-de-reunion-paris-15')!;
    expect(productBooking(product).calculate).toBe(calculatorHref('vaugirard-location-seche-4h', { evenement: 'reunion' }));
    const dry = catalogue.formulas.find((f) => f.id === 'vaugirard-location-seche-4h')!;
    const raw = { personnes: '10', date: '2027-03-08' };
    expect(opened(calculatorQuoteHref(dry, searchOf(dry, raw), 'reunion'))).toMatchObject({
      evenement: 'reunion',
      personnes: '10',
      date: '2027-03-08',
    });
    // Switched in the calculator to a formula that serves another event: the form asks, nothing stale.
    const cocktail = catalogue.formulas.find((f) => f.id === 'vaugirard-soiree-entreprise-cocktail')!;
    expect(opened(calculatorQuoteHref(cocktail, searchOf(cocktail, { personnes: '30' }), 'reunion')).evenement).toBe('soiree_entreprise');
  });
});

describe('a prefilled value the formula does not take', () => {
  const matin = opened('/devis?offre=vaugirard-matin-week-end&evenement=mariage&personnes=50');

  it('is kept, and flagged next to its field in French', () => {
    expect(matin).toMatchObject({ evenement: 'mariage', personnes: '50' });
    expect(staleChoices(catalogue, matin)).toEqual({
      evenement:
        "Cette formule n'est pas prévue pour « Mariage, fiançailles et PACS » : choisissez une autre formule ou un autre type d'événement.",
      personnes: 'Cette formule accueille au plus 35 personnes.',
    });
  });

  it('is refused by the server with the same words', () => {
    const result = validateQuote(typed(matin), new Date('2026-11-22T10:00:00Z'));
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.errors).toEqual(staleChoices(catalogue, matin));
  });

  it('a room’s capacity too', () => {
    const training = opened('/devis?offre=montparnasse-formation-journee&salle=ocre&personnes=20');
    expect(staleChoices(catalogue, training).personnes).toMatch(/Salle Ocre/);
    expect(checkQuote(catalogue, TODAY, typed(training))).toMatchObject({ ok: false, errors: staleChoices(catalogue, training) });
  });
});

describe('which values the visitor typed', () => {
  it('one French line: typed, then taken from the page', () => {
    const values = opened('/devis?offre=vaugirard-location-seche-4h&evenement=reunion');
    const sent = typed(values);
    const result = checkQuote(catalogue, TODAY, sent);
    expect(result.ok && originText(result.request, sent, prefilledQuery(values))).toBe(
      'Saisi par le visiteur : nom, e-mail, téléphone, date. Repris de la page : public, type d’événement, lieu, formule.',
    );
  });

  it('a prefilled value the visitor changed counts as typed; nothing prefilled says so', () => {
    const values = opened('/devis?offre=vaugirard-matin-week-end&personnes=20');
    const sent = { ...typed(values), personnes: '25' };
    const result = checkQuote(catalogue, TODAY, sent);
    expect(result.ok && originText(result.request, sent, prefilledQuery(values))).toBe(
      'Saisi par le visiteur : nom, e-mail, téléphone, date, personnes. Repris de la page : public, type d’événement, lieu, formule, créneau.',
    );
    expect(result.ok && originText(result.request, sent, '')).toMatch(/\. Rien de repris d’une page\.$/);
  });
});
