// The figures a visitor reads, asked of the engine, on formulas written here (not read
// from content/, so that a copywriter's price change never fails this file): each
// starting price and people range against a figure worked out by hand.
import { describe, expect, it } from 'vitest';
import { capacityText, peopleRange, priceText, ruleSentences, startingPrice, startOf, startText } from '@/lib/pricing/describe';
import type { PricingFormula } from '@/lib/pricing/types';

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'] as const;

const individuals = (fields: Partial<PricingFormula>): PricingFormula => ({
  id: fields.id ?? 'essai',
  name: 'Essai',
  audience: 'particuliers',
  categories: ['soiree'],
  venue: 'vaugirard',
  venueLabel: 'Essai',
  taxe: 'TTC',
  taux_tva: 20,
  unite: 'forfait',
  prix_affiche: 100,
  aide_prix: '',
  capacite: 30,
  disponible: ['samedi'],
  ...fields,
});
const pro = (fields: Partial<PricingFormula>) =>
  individuals({ audience: 'pro', categories: ['reunion'], taxe: 'HT', disponible: [...WEEKDAYS], ...fields });

/** French number spacing (narrow no-break spaces) read as plain spaces. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const start = (formula: PricingFormula) => {
  const found = startOf(formula);
  if (!found) throw new Error('aucune réservation acceptée');
  return { total: found.estimate.total, request: found.request, text: plain(startText(found)) };
};

describe('starting price of one formula: the smallest total the engine accepts', () => {
  it('flat slot: the price itself, whatever the surcharge above 25 people', () => {
    const morning = individuals({ prix_affiche: 210, capacite: 25, supplement: { au_dela_de: 25, montant: 50, personnes_max: 35 } });
    expect(start(morning)).toEqual({ total: 210, request: { personnes: 1 }, text: '210 € TTC' });
  });

  it('flat slot whose fewest people already pay the surcharge: 300 + 50 = 350 €', () => {
    const big = individuals({
      prix_affiche: 300,
      personnes_min: 30,
      capacite: 25,
      supplement: { au_dela_de: 25, montant: 50, personnes_max: 35 },
    });
    expect(start(big)).toMatchObject({ total: 350, text: '350 € TTC' });
  });

  it('per person with a minimum total: 80 € × 1 person is billed 950 € HT, i.e. 1 140 € TTC', () => {
    const halfDay = pro({ unite: 'personne', prix_affiche: 80, prix_min: 950, capacite: 16 });
    expect(start(halfDay)).toEqual({
      total: 950,
      request: { personnes: 1 },
      text: '80 € HT (96 € TTC) par personne, minimum de facturation 950 € HT (1 140 € TTC)',
    });
  });

  it('per person with at least 10 people and a minimum that never binds: 10 × 100 = 1 000 €', () => {
    const day = pro({ unite: 'personne', prix_affiche: 100, prix_min: 500, personnes_min: 10 });
    expect(start(day)).toMatchObject({ total: 1000, text: '100 € HT (120 € TTC) par personne, au moins 10 personnes' });
  });

  it('flat price plus a price per person, at least 15 people: 600 + 15 × 60 = 1 500 € HT', () => {
    const cocktail = pro({ prix_affiche: 600, par_personne: 60, personnes_min: 15, capacite: 40 });
    expect(start(cocktail)).toMatchObject({
      total: 1500,
      request: { personnes: 15 },
      text: '600 € HT (720 € TTC) + 60 € HT (72 € TTC) par personne, au moins 15 personnes',
    });
  });

  it('weekly evenings with a monthly commitment: 1 a week over the 4 whole weeks of a month, 4 × 100 = 400 € HT', () => {
    const weekly = pro({ unite: 'soiree', prix_affiche: 100, capacite: 12, quantite: { min: 1, periode: 'semaine', engagement: 'mois' } });
    expect(start(weekly)).toEqual({
      total: 400,
      request: { personnes: 1, quantite: 4 },
      text: '100 € HT (120 € TTC) la soirée, au moins 4 soirées sur le mois',
    });
  });

  it('per day with a minimum of consecutive days: 3 × 250 = 750 € HT', () => {
    const training = pro({ unite: 'jour', prix_affiche: 250, capacite: 20, quantite: { min: 3, max: 5, periode: 'consecutifs' } });
    expect(start(training)).toMatchObject({
      total: 750,
      request: { personnes: 1, quantite: 3 },
      text: '250 € HT (300 € TTC) la journée, au moins 3 jours consécutifs',
    });
  });

  it('per day, at least 9 days a quarter: 9 × 450 = 4 050 € HT', () => {
    const quarter = pro({ unite: 'jour', prix_affiche: 450, capacite: 28, quantite: { min: 9, periode: 'trimestre' } });
    expect(start(quarter)).toMatchObject({ total: 4050, text: '450 € HT (540 € TTC) la journée, au moins 9 jours sur le trimestre' });
  });

  it('rooms with their own minimum of people: the cheapest room wins (Ocre, 5 × 50 = 250 €, not Bleue, 10 × 50 = 500 €)', () => {
    const rooms = individuals({
      unite: 'personne',
      prix_affiche: 50,
      capacite: 28,
      salles: [
        { salle: 'bleue', nom: 'Salle Bleue', personnes_min: 10, personnes_max: 28 },
        { salle: 'ocre', nom: 'Salle Ocre', personnes_min: 5, personnes_max: 12 },
      ],
    });
    expect(start(rooms)).toMatchObject({
      total: 250,
      request: { personnes: 5, salle: 'ocre' },
      text: '50 € TTC par personne, au moins 5 personnes',
    });
  });
});

describe('starting price of a product page: its formulas ranked by their cheapest booking', () => {
  it('a weekly evening at 100 € is not cheaper than a 210 € evening: 4 evenings a month cost 400 €', () => {
    const weekly = pro({ id: 'hebdo', unite: 'soiree', prix_affiche: 100, quantite: { min: 1, periode: 'semaine', engagement: 'mois' } });
    const evening = pro({ id: 'ag', prix_affiche: 210 });
    const found = startingPrice([weekly, evening]);
    expect(found?.formula.id).toBe('ag');
    expect(plain(found?.text)).toBe('210 € HT (252 € TTC)');
  });

  it('a per-person formula at 75 € with a 950 € minimum loses to a 400 € dry hire', () => {
    const perPerson = pro({ id: 'etude', unite: 'personne', prix_affiche: 75, prix_min: 950 });
    const dryHire = pro({ id: 'seche', prix_affiche: 400 });
    expect(startingPrice([perPerson, dryHire])?.formula.id).toBe('seche');
    expect(startingPrice([perPerson])?.estimate.total).toBe(950);
  });

  it('no formula, no starting price', () => {
    expect(startingPrice([])).toBeUndefined();
  });
});

describe('people a product page takes', () => {
  const cocktail = pro({ prix_affiche: 600, par_personne: 60, personnes_min: 15, capacite: 40 });
  it('from the fewest any formula accepts to the most any accepts, surcharge and on-request capacity included', () => {
    expect(peopleRange([cocktail])?.text).toBe('de 15 à 40 personnes');
    expect(peopleRange([cocktail, pro({ capacite: 40 })])?.text).toBe("jusqu'à 40 personnes");
    expect(peopleRange([individuals({ capacite: 25, supplement: { au_dela_de: 25, montant: 50, personnes_max: 35 } })])?.text).toBe(
      "jusqu'à 35 personnes",
    );
    expect(peopleRange([pro({ capacite: 25, capacite_annoncee: 30 })])?.text).toBe("jusqu'à 25 personnes, 30 sur demande");
    expect(peopleRange([pro({ capacite: 25, capacite_annoncee: 30 }), pro({ capacite: 40 })])?.text).toBe("jusqu'à 40 personnes");
  });

  it('a formula card says what is bookable and what is on request', () => {
    expect(capacityText(pro({ capacite: 25, capacite_annoncee: 30 }))).toBe("Jusqu'à 25 personnes (30 au maximum, sur demande)");
    expect(capacityText(cocktail)).toBe('De 15 à 40 personnes');
  });
});

describe('rule sentences: one wording for the cards and the calculator', () => {
  it('a per-person formula with a minimum, extra hours and a slot', () => {
    const formula = pro({ unite: 'personne', prix_affiche: 80, prix_min: 950, duree_heures: 4, heure_sup: 90 });
    expect(ruleSentences(formula).map(plain)).toEqual([
      'Minimum de facturation : 950 € HT (1 140 € TTC).',
      'Créneau de 4 heures.',
      'Heure supplémentaire : 90 € HT (108 € TTC).',
    ]);
    expect(plain(priceText(formula))).toBe('80 € HT (96 € TTC) par personne');
  });

  it('weekly evenings, a quarter of days, rooms', () => {
    expect(ruleSentences(pro({ unite: 'soiree', quantite: { min: 1, periode: 'semaine', engagement: 'mois' } }))).toEqual([
      'Au moins 1 soirée par semaine, engagement au mois.',
    ]);
    expect(ruleSentences(pro({ unite: 'jour', quantite: { min: 9, periode: 'trimestre' }, nombre_salles: 2 }))).toEqual([
      'Au moins 9 jours sur le trimestre.',
      'Les 2 salles réunies.',
    ]);
    expect(
      ruleSentences(
        individuals({ salles: [{ salle: 'bleue', nom: 'Salle Bleue', superficie: 52, personnes_min: 10, personnes_max: 28 }] }),
      ),
    ).toEqual(['Salle Bleue, 52 m² : de 10 à 28 personnes.']);
  });
});
