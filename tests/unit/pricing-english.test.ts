// The calculator in English (#37): the same engine and figures as in French, its lines, rules,
// refusals and input errors in English (lib/pricing/messages.en.ts), prices as en-GB writes them.
import { beforeAll, describe, expect, it } from 'vitest';
import { capacityText, evaluate, loadPricingMessages, priceText, pricingMessagesFor, ruleSentences, startingPrice } from '@/lib/pricing';
import { priceFor } from '@/lib/pricing/engine';
import { pricingFormulaById, pricingCatalogueIn } from '@/lib/pricing/formulas';

const TODAY = '2026-11-22';

// The English words are loaded as the English pages load them: French pages never download them.
beforeAll(() => loadPricingMessages('en'));

function formula(id: string) {
  const found = pricingFormulaById(id);
  if (!found) throw new Error(`formule ${id} absente du contenu`);
  return found;
}

const studyHalfDay = formula('vaugirard-demi-journee-etude');
const training = formula('vaugirard-formation-journee');
const cocktail = formula('vaugirard-cocktail-tout-compris');

describe('an estimate in English: same total, English words', () => {
  it('a per-person formula topped up to its minimum charge', () => {
    const english = priceFor(studyHalfDay, { personnes: 10 }, [], 'en');
    const french = priceFor(studyHalfDay, { personnes: 10 });
    if (!english.ok || !french.ok) throw new Error('refusée');
    expect(english.total).toBe(french.total);
    expect(english.lines).toEqual([
      { label: '10 people × €80', unit: 80, quantity: 10, amount: 800 },
      { label: 'Top-up to the minimum charge (€950)', unit: 150, quantity: 1, amount: 150 },
    ]);
    expect(english.rules).toEqual(['Minimum charge: €950 excl. VAT (€1,140 incl. VAT).']);
  });

  it('consecutive days, a flat fee with a price per person and extra hours', () => {
    const days = priceFor(training, { personnes: 12, quantite: 4 }, [], 'en');
    expect(days.ok && days.lines).toEqual([{ label: '4 days × €250', unit: 250, quantity: 4, amount: 1000 }]);
    const evening = priceFor(cocktail, { personnes: 20, heures: 1 }, [], 'en');
    expect(evening.ok && evening.lines.map((line) => line.label)).toEqual([
      'Flat fee “Cocktail tout compris”',
      'Per person: 20 people × €60',
      '1 extra hour × €120',
    ]);
  });

  it('refusals and input errors', () => {
    const refused = priceFor(training, { personnes: 25, quantite: 2, date: '2027-03-06' }, [], 'en');
    expect(!refused.ok && refused.problems.map((p) => p.message)).toEqual([
      'This package takes at most 20 people.',
      'This package is booked for 3 to 5 days in a row.',
      'This package is available Monday to Friday: Saturday 6 March 2027 is not one of them.',
    ]);
    const invalid = evaluate(training, { personnes: 'abc', quantite: '2.5', date: '2026-01-01' }, TODAY, [], 'en');
    expect(invalid.kind === 'invalid' && invalid.errors.map((e) => e.message)).toEqual([
      'Enter a number in figures, for example 12.',
      'Enter a whole number, without decimals.',
      'This date has passed: choose a date to come.',
    ]);
  });
});

describe('what a formula card reads in English', () => {
  it('its price, starting price, capacity and rules', () => {
    expect(priceText(studyHalfDay, 'en')).toBe('€80 excl. VAT (€96 incl. VAT) per person');
    expect(priceText(cocktail, 'en')).toBe('€600 excl. VAT (€720 incl. VAT) for 5\u00a0hours + €60 excl. VAT (€72 incl. VAT) per person');
    expect(startingPrice([studyHalfDay], 'en')?.text).toBe(
      '€80 excl. VAT (€96 incl. VAT) per person, minimum charge €950 excl. VAT (€1,140 incl. VAT)',
    );
    expect(capacityText(training, 'en')).toBe('Up to 20 people');
    expect(ruleSentences(training, 'en')).toEqual(['3 to 5 days in a row.']);
    expect(ruleSentences(cocktail, 'en')).toEqual([
      'Plus €60 excl. VAT (€72 incl. VAT) per person.',
      'At least 15 people.',
      'A 5-hour slot.',
      'Extra hour: €120 excl. VAT (€144 incl. VAT).',
    ]);
  });

  it('in British usage: an 8-hour slot, both rooms', () => {
    const { rules } = pricingMessagesFor('en');
    expect([4, 8, 11, 18, 80].map((hours) => rules.slot(hours))).toEqual([
      'A 4-hour slot.',
      'An 8-hour slot.',
      'An 11-hour slot.',
      'An 18-hour slot.',
      'An 80-hour slot.',
    ]);
    expect([1, 2, 3].map((rooms) => rules.rooms(rooms))).toEqual([
      'One room of your choice.',
      'Both rooms together.',
      'All 3 rooms together.',
    ]);
  });

  it('the help under the formula, from its figures in English, the content’s words in French', () => {
    expect(pricingMessagesFor('en').labels.formulaHelp(studyHalfDay)).toBe('Excl. VAT, per person, with a minimum charge');
    expect(pricingMessagesFor('fr').labels.formulaHelp(studyHalfDay)).toBe(studyHalfDay.aide_prix);
  });
});

describe('the English calculator’s offer', () => {
  it('the formulas of the English product pages: professional, no general assembly', () => {
    const offer = pricingCatalogueIn('en');
    expect(offer.length).toBeGreaterThan(0);
    expect(offer.every((f) => f.audience === 'pro' && !f.categories.includes('ag'))).toBe(true);
    expect(pricingCatalogueIn('fr').length).toBeGreaterThan(offer.length);
  });
});
