// The quote form in English (#37): the same rules as in French (lib/quotes/form/schema.ts), every
// message in English when the form posts `langue=en`, the request typed with its language.
// Figures from the content: training at Vaugirard 3 to 5 consecutive days, Monday to Friday,
// up to 20 people; study half-day 09:00–13:00 or 13:30–17:30; cocktail from 15 people.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadQuoteMessages } from '@/lib/quotes';
import { quoteCatalogue, quoteCatalogueIn } from '@/lib/quotes/receive/form-catalogue';
import { prefill } from '@/lib/quotes/form/prefill';
import { checkQuote, emptyValues, staleChoices, type QuoteValues } from '@/lib/quotes/form/schema';

const TODAY = '2026-11-22';
const MONDAY = '2027-03-08';
const SATURDAY = '2027-03-06';
const catalogue = quoteCatalogue();

// The English words are loaded as the English form loads them: the French form never downloads them.
beforeAll(() => loadQuoteMessages('en'));

const english: QuoteValues = {
  ...emptyValues(),
  langue: 'en',
  public: 'pro',
  nom: 'Jane Smith',
  societe: 'Acme Ltd',
  email: 'jane.smith@example.com',
  telephone: '+44 20 7946 0000',
  evenement: 'formation',
  lieu: 'vaugirard',
  offre: 'vaugirard-formation-journee',
  date: MONDAY,
  creneau: '9h-17h30',
  personnes: '12',
  quantite: '4',
};

const errorsOf = (values: Partial<QuoteValues>) => {
  const result = checkQuote(catalogue, TODAY, { ...english, ...values });
  return result.ok ? {} : result.errors;
};

describe('an English request', () => {
  it('is accepted with its language, which a French form (no language posted) leaves French', () => {
    const result = checkQuote(catalogue, TODAY, english);
    expect(result.ok && result.request.langue).toBe('en');
    const french = checkQuote(catalogue, TODAY, { ...english, langue: '' });
    expect(french.ok && french.request.langue).toBe('fr');
  });

  it('names each missing or malformed contact field in English', () => {
    expect(errorsOf({ nom: '', email: '', telephone: '' })).toEqual({
      nom: 'Enter your name.',
      email: 'Enter your email address.',
      telephone: 'Enter a phone number.',
    });
    expect(errorsOf({ nom: 'J', email: 'jane@', telephone: '12' })).toEqual({
      nom: 'Your name must be at least 2 characters long.',
      email: 'Enter a valid email address, for example name@example.com.',
      telephone: 'Enter an international number starting with +, for example +44 20 7946 0000, or a French number of 10 digits.',
    });
    expect(errorsOf({ nom: 'x'.repeat(101) }).nom).toBe('Full name: 100 characters at most.');
  });

  it('words the dates, the choices and the calculator’s rules in English, with British dates', () => {
    expect(errorsOf({ date: '' }).date).toBe('Enter the date of the event.');
    expect(errorsOf({ date: '2026-11-01' }).date).toBe(
      'Choose a date from tomorrow onwards: this form cannot arrange an event in the past or on the same day.',
    );
    expect(errorsOf({ quantite: '6' }).quantite).toBe('This package is booked for 3 to 5 days in a row.');
    expect(errorsOf({ personnes: '30' }).personnes).toBe('This package takes at most 20 people.');
    expect(errorsOf({ date: SATURDAY }).date).toBe(
      'The 4 days in a row from Saturday 6 March 2027 must all fall on days the package is offered: Monday to Friday.',
    );
    expect(errorsOf({ offre: 'vaugirard-demi-journee-etude', creneau: '', quantite: '' }).creneau).toBe(
      'Choose one of this package’s time slots: 09:00–13:00 or 13:30–17:30.',
    );
    expect(errorsOf({ offre: 'vaugirard-matin-week-end' }).offre).toBe(
      'This package is for private individuals only: choose another package or change “You are”.',
    );
  });

  it('asks for the visit times in English', () => {
    expect(errorsOf({ visite: 'oui' })).toEqual({
      visite1_date: 'Visit, first choice: enter the date of the visit.',
      visite1_de: 'Visit, first choice: enter the start time of the visit.',
      visite1_a: 'Visit, first choice: enter the end time of the visit.',
    });
    expect(errorsOf({ visite: 'oui', visite1_date: '2027-01-10', visite1_de: '16:00', visite1_a: '15:00' }).visite1_a).toBe(
      'Visit, first choice: the end time must be after the start time.',
    );
  });

  it('flags a prefilled event type the formula does not serve under its English name', () => {
    expect(staleChoices(catalogue, { ...english, offre: 'vaugirard-cocktail-tout-compris' }).evenement).toBe(
      'This package is not intended for “Training”: choose another package or another type of event.',
    );
  });

  it('refuses a language the site does not have, in French, the site’s language', () => {
    expect(errorsOf({ langue: 'de', nom: '' })).toEqual({
      nom: 'Indiquez votre nom.',
      langue: 'La langue du formulaire est inconnue : rechargez la page de demande de devis.',
    });
  });
});

describe('the English form’s offer', () => {
  // Read in each test: the English words are loaded before the tests run, not before they are collected.
  const offer = () => quoteCatalogueIn('en');

  it('lists the professional formulas of the English pages only, no general assembly, under English event names', () => {
    expect(offer().formulas.length).toBeGreaterThan(0);
    expect(offer().formulas.every((f) => f.audience === 'pro' && !f.id.includes('-ag-'))).toBe(true);
    expect(offer().formulas.map((f) => f.id)).toContain('vaugirard-formation-journee');
    expect(
      offer()
        .categories.map((c) => c.nom)
        .sort(),
    ).toEqual(['Corporate event or evening reception', 'Meeting', 'Training']);
  });

  it('is prefilled for a business, in English, and the French form as before', () => {
    const values = prefill(offer(), { offre: 'vaugirard-formation-journee' }, 'en');
    expect(values).toMatchObject({ langue: 'en', public: 'pro', offre: 'vaugirard-formation-journee', quantite: '3' });
    expect(prefill(offer(), {}, 'en')).toMatchObject({ langue: 'en', public: 'pro' });
    expect(prefill(catalogue, {})).toMatchObject({ langue: '', public: '' });
  });
});

describe('the English words, a chunk of their own', () => {
  it('French is always at hand; English once loaded, with the calculator’s English words its checks use', async () => {
    const { loadPricingMessages, pricingMessagesFor } = await import('@/lib/pricing');
    const { quoteMessagesFor } = await import('@/lib/quotes');
    expect(loadQuoteMessages('fr')).toBeUndefined();
    expect(loadQuoteMessages('en')).toBeUndefined();
    expect(loadPricingMessages('en')).toBeUndefined();
    expect(quoteMessagesFor('en').form.title).toBe('Quote request');
    expect(pricingMessagesFor('en').labels.title).toBe('Price calculator');
  });
});
