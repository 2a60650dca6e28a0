// What the visitor types, checked field by field, and the URL contract shared with the
// quote form: /calcul?offre=<id>&personnes=<n>&quantite=<n>&heures=<n>&date=<YYYY-MM-DD>&salle=<code>
import { describe, expect, it } from 'vitest';
import { isPublicHoliday } from '@/lib/dates/paris';
import { pricingCatalogue, pricingFormulaById } from '@/lib/pricing/formulas';
import { carryInputs, evaluate, parseInputs, searchOf } from '@/lib/pricing/request';
import { selectFormula } from '@/lib/pricing/selection';

const TODAY = '2030-01-10';
const catalogue = pricingCatalogue();
const formula = (id: string) => pricingFormulaById(id)!;
const errorsOf = (id: string, raw: Record<string, string>) => parseInputs(formula(id), raw, TODAY).errors;

describe('input errors, in French, on the field concerned', () => {
  it.each([
    ['', 'Indiquez le nombre de personnes.'],
    ['  ', 'Indiquez le nombre de personnes.'],
    ['-3', 'Le nombre ne peut pas être négatif.'],
    ['douze', 'Saisissez un nombre en chiffres, par exemple 12.'],
    ['12abc', 'Saisissez un nombre en chiffres, par exemple 12.'],
    ['2,5', 'Saisissez un nombre entier, sans virgule.'],
    ['99999999999999999999', 'Ce nombre est bien trop grand.'],
    ['0', 'Indiquez au moins 1 personne.'],
  ])('personnes = %j', (value, message) => {
    expect(errorsOf('vaugirard-matin-week-end', { personnes: value })).toEqual([{ field: 'personnes', message }]);
  });

  it('days, extra hours, date and room have their own messages', () => {
    expect(errorsOf('vaugirard-formation-journee', { quantite: '' })).toEqual([
      { field: 'quantite', message: 'Indiquez le nombre de jours.' },
    ]);
    expect(errorsOf('vaugirard-soiree-hebdomadaire', { quantite: '0' })).toEqual([
      { field: 'quantite', message: 'Indiquez au moins 1 soirée.' },
    ]);
    expect(errorsOf('vaugirard-location-seche-4h', { heures: '-1' })).toEqual([
      { field: 'heures', message: 'Le nombre ne peut pas être négatif.' },
    ]);
    expect(errorsOf('vaugirard-matin-week-end', { date: '2030-02-30' })).toEqual([
      { field: 'date', message: 'Saisissez une date valide, par exemple 14/06/2030.' },
    ]);
    expect(errorsOf('vaugirard-matin-week-end', { date: '2030-01-09' })).toEqual([
      { field: 'date', message: 'Cette date est passée : choisissez une date à venir.' },
    ]);
    expect(errorsOf('montparnasse-formation-journee', { salle: 'verte' })).toEqual([
      { field: 'salle', message: 'Choisissez une des salles proposées.' },
    ]);
  });

  it('an absent input takes the formula’s starting value; a date is optional', () => {
    expect(parseInputs(formula('vaugirard-cocktail-tout-compris'), {}, TODAY)).toEqual({
      request: { personnes: 15, heures: 0 },
      errors: [],
    });
    expect(parseInputs(formula('montparnasse-formation-journee'), {}, TODAY).request).toEqual({ personnes: 1, quantite: 9, salle: 'ocre' });
    expect(parseInputs(formula('vaugirard-soiree-hebdomadaire'), {}, TODAY).request).toEqual({ personnes: 1, quantite: 4 });
    expect(parseInputs(formula('vaugirard-matin-week-end'), { personnes: ' 1 2 ', date: '' }, TODAY).request).toEqual({ personnes: 12 });
  });

  it('evaluate gives input errors first, then the price or the refusal', () => {
    expect(evaluate(formula('vaugirard-matin-week-end'), { personnes: 'abc' }, TODAY).kind).toBe('invalid');
    const priced = evaluate(formula('vaugirard-matin-week-end'), { personnes: '30', date: '2030-06-15' }, TODAY, catalogue);
    expect(priced).toMatchObject({ kind: 'priced', result: { ok: true, total: 260 } });
  });
});

describe('the URL contract', () => {
  it('carries only the parameters the formula needs, in order, without an empty date', () => {
    expect(searchOf(formula('vaugirard-matin-week-end'), { personnes: '30' }).toString()).toBe(
      'offre=vaugirard-matin-week-end&personnes=30',
    );
    expect(searchOf(formula('vaugirard-location-seche-8h'), { personnes: '10', heures: '2', date: '2030-06-17' }).toString()).toBe(
      'offre=vaugirard-location-seche-8h&personnes=10&heures=2&date=2030-06-17',
    );
    expect(
      searchOf(formula('montparnasse-formation-journee'), { personnes: '20', quantite: '10', salle: 'bleue', heures: '3' }).toString(),
    ).toBe('offre=montparnasse-formation-journee&personnes=20&quantite=10&salle=bleue');
  });

  it('for the quote form, leaves out the inputs in error', () => {
    const raw = { personnes: 'abc', quantite: '4', date: '2030-06-17' };
    expect(searchOf(formula('vaugirard-formation-journee'), raw, { validOnly: { today: TODAY } }).toString()).toBe(
      'offre=vaugirard-formation-journee&quantite=4&date=2030-06-17',
    );
  });

  it('selects the formula from offre, or the first one of the audience and venue chosen', () => {
    expect(selectFormula(catalogue, { offre: 'montparnasse-ag-3h' })).toMatchObject({
      formula: { id: 'montparnasse-ag-3h' },
      unknown: false,
    });
    expect(selectFormula(catalogue, { offre: 'montparnasse-ag-3h', audience: 'pro', venue: 'montparnasse' }).formula.id).toBe(
      'montparnasse-ag-3h',
    );
    const switched = selectFormula(catalogue, { offre: 'montparnasse-ag-3h', audience: 'particuliers', venue: 'montparnasse' }).formula;
    expect(switched).toMatchObject({ audience: 'particuliers', venue: 'montparnasse' });
    expect(selectFormula(catalogue, { offre: 'inconnue' })).toMatchObject({
      formula: { audience: 'particuliers', venue: 'vaugirard' },
      unknown: true,
    });
  });

  it('keeps people and date when switching formula, and days only between formulas counted alike', () => {
    const raw = { personnes: '20', quantite: '4', date: '2030-06-17', heures: '2' };
    expect(carryInputs(formula('vaugirard-formation-journee'), formula('montparnasse-formation-journee'), raw)).toEqual({
      personnes: '20',
      date: '2030-06-17',
    });
    expect(carryInputs(formula('vaugirard-location-seche-4h'), formula('vaugirard-location-seche-8h'), raw)).toEqual({
      personnes: '20',
      date: '2030-06-17',
      heures: '2',
    });
  });
});

describe('public holidays', () => {
  it.each([
    ['2030-01-01', true],
    ['2030-04-22', true],
    ['2030-05-30', true],
    ['2030-06-10', true],
    ['2030-07-14', true],
    ['2030-12-25', true],
    ['2030-04-23', false],
    ['2030-06-17', false],
  ])('%s: %s', (date, holiday) => {
    expect(isPublicHoliday(date)).toBe(holiday);
  });
});
