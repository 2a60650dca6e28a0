// The price of every formula of SPEC §9, computed from the content by the engine and
// checked against totals worked out by hand here, at and around each limit.
import { describe, expect, it } from 'vitest';
import { pricingCatalogue, pricingFormulaById } from '@/lib/pricing/formulas';
import { priceFor } from '@/lib/pricing/engine';
import type { PriceRequest, Estimate, PriceResult, Refusal } from '@/lib/pricing/types';

const catalogue = pricingCatalogue();

function formula(id: string) {
  const found = pricingFormulaById(id);
  if (!found) throw new Error(`formule ${id} absente du contenu`);
  return found;
}

function estimate(id: string, request: PriceRequest): Estimate {
  const result: PriceResult = priceFor(formula(id), request, catalogue);
  if (!result.ok) throw new Error(`${id} refusée : ${result.problems.map((p) => p.message).join(' ')}`);
  return result;
}

function refusal(id: string, request: PriceRequest): Refusal {
  const result = priceFor(formula(id), request, catalogue);
  if (result.ok) throw new Error(`${id} acceptée à ${result.total} € alors qu'un refus est attendu`);
  return result;
}

const total = (id: string, request: PriceRequest) => estimate(id, request).total;
const alternativeIds = (id: string, request: PriceRequest) => refusal(id, request).alternatives.map((a) => a.formula.id);

describe('Vaugirard, individuals (TTC): flat slots, +50 € beyond 25 people up to 35', () => {
  it.each([
    ['vaugirard-matin-week-end', 210],
    ['vaugirard-apres-midi-week-end', 360],
  ])('%s: %i € up to 25 people, +50 € from the 26th, refused beyond 35', (id, price) => {
    expect(total(id, { personnes: 1 })).toBe(price);
    expect(total(id, { personnes: 25 })).toBe(price);
    expect(estimate(id, { personnes: 25 }).rules).toEqual([]);
    const above = estimate(id, { personnes: 26 });
    expect(above.total).toBe(price + 50);
    expect(above.lines).toContainEqual({ label: 'Supplément au-delà de 25 personnes', unit: 50, quantity: 1, amount: 50 });
    expect(above.rules.join(' ')).toMatch(/Au-delà de 25 personnes : supplément de 50\s€\sTTC/);
    expect(total(id, { personnes: 35 })).toBe(price + 50);
    expect(refusal(id, { personnes: 36 }).problems).toEqual([
      { field: 'personnes', message: 'Cette formule accueille au plus 35 personnes.' },
    ]);
  });

  it.each([
    ['vaugirard-journee-samedi-tout-compris', 600, 40],
    ['vaugirard-journee-dimanche-tout-compris', 500, 40],
    ['vaugirard-boum-vendredi', 399, 25],
    ['vaugirard-soiree-light-vendredi', 399, 40],
    ['vaugirard-soiree-tout-compris-vendredi', 650, 40],
    ['vaugirard-soiree-light-samedi', 599, 40],
    ['vaugirard-soiree-tout-compris-samedi', 750, 40],
  ])('%s: %i € TTC flat up to %i people, refused one above', (id, price, capacity) => {
    const atCapacity = estimate(id, { personnes: capacity });
    expect(atCapacity.total).toBe(price);
    expect(atCapacity.tax).toBe('TTC');
    expect(atCapacity.vat).toBeUndefined();
    expect(refusal(id, { personnes: capacity + 1 }).problems[0]?.message).toBe(`Cette formule accueille au plus ${capacity} personnes.`);
  });

  it('the morning is also offered on public holidays, the Saturday day only on Saturdays', () => {
    expect(total('vaugirard-matin-week-end', { personnes: 20, date: '2030-04-22' })).toBe(210); // Easter Monday 2030
    expect(refusal('vaugirard-matin-week-end', { personnes: 20, date: '2030-04-23' }).problems[0]).toEqual({
      field: 'date',
      message: "Cette formule est proposée samedi, dimanche et jours fériés : le mardi 23 avril 2030 n'en fait pas partie.",
    });
    expect(total('vaugirard-journee-samedi-tout-compris', { personnes: 30, date: '2030-06-15' })).toBe(600);
    expect(refusal('vaugirard-journee-samedi-tout-compris', { personnes: 30, date: '2030-06-16' }).problems[0]?.field).toBe('date');
  });
});

describe('Montparnasse, individuals (TTC)', () => {
  it('the whole venue: 750 € up to 60 people, extra hours at 100 €', () => {
    const day = estimate('montparnasse-journee-tout-compris-deux-salles', { personnes: 60 });
    expect(day.total).toBe(750);
    expect(day.rules).toContain('Les 2 salles réunies.');
    expect(total('montparnasse-journee-tout-compris-deux-salles', { personnes: 60, heures: 3 })).toBe(750 + 3 * 100);
    expect(refusal('montparnasse-journee-tout-compris-deux-salles', { personnes: 61 }).problems[0]?.field).toBe('personnes');
  });

  it('one room: 500 € up to 25 people, 2 extra hours 700 €; 26 people are sent to both rooms or another formula', () => {
    expect(total('montparnasse-journee-tout-compris-une-salle', { personnes: 25 })).toBe(500);
    expect(total('montparnasse-journee-tout-compris-une-salle', { personnes: 25, heures: 2 })).toBe(500 + 2 * 100);
    const refused = refusal('montparnasse-journee-tout-compris-une-salle', { personnes: 26, date: '2030-06-15' });
    expect(refused.problems).toEqual([{ field: 'personnes', message: 'Cette formule accueille au plus 25 personnes.' }]);
    const ids = refused.alternatives.map((a) => a.formula.id);
    expect(ids).toContain('montparnasse-journee-tout-compris-deux-salles');
    expect(ids.indexOf('montparnasse-journee-tout-compris-deux-salles')).toBeLessThan(ids.indexOf('vaugirard-journee-samedi-tout-compris'));
    expect(refused.alternatives.find((a) => a.formula.id === 'montparnasse-journee-tout-compris-deux-salles')?.total).toBe(750);
    expect(refused.alternatives.find((a) => a.formula.id === 'vaugirard-journee-samedi-tout-compris')?.total).toBe(600);
  });

  it.each([
    ['montparnasse-repas-famille-soir', 35],
    ['montparnasse-anniversaire-enfant-week-end', 25],
    ['montparnasse-evenement-week-end', 50],
  ])('%s: 500 € up to %i people, refused one above', (id, capacity) => {
    expect(total(id, { personnes: capacity })).toBe(500);
    expect(refusal(id, { personnes: capacity + 1 }).problems[0]?.field).toBe('personnes');
  });
});

describe('Vaugirard, professionals (HT, with VAT 20 % and the TTC total)', () => {
  it('training: 250 € a day for 3 to 5 consecutive days, up to 20 people', () => {
    const three = estimate('vaugirard-formation-journee', { personnes: 12, quantite: 3 });
    expect(three).toMatchObject({ total: 750, tax: 'HT', vat: { rate: 20, amount: 150, totalTTC: 900 } });
    expect(three.lines).toEqual([{ label: '3 jours × 250\u00a0€', unit: 250, quantity: 3, amount: 750 }]);
    expect(total('vaugirard-formation-journee', { personnes: 20, quantite: 5 })).toBe(1250);
    expect(refusal('vaugirard-formation-journee', { personnes: 12, quantite: 2 }).problems).toEqual([
      { field: 'quantite', message: 'Cette formule se réserve de 3 à 5 jours consécutifs.' },
    ]);
    expect(refusal('vaugirard-formation-journee', { personnes: 12, quantite: 6 }).problems[0]?.field).toBe('quantite');
    expect(refusal('vaugirard-formation-journee', { personnes: 21, quantite: 3 }).problems[0]?.field).toBe('personnes');
  });

  it('training days must all fall Monday to Friday', () => {
    expect(total('vaugirard-formation-journee', { personnes: 10, quantite: 5, date: '2030-06-17' })).toBe(1250);
    expect(total('vaugirard-formation-journee', { personnes: 10, quantite: 3, date: '2030-06-19' })).toBe(750);
    expect(refusal('vaugirard-formation-journee', { personnes: 10, quantite: 4, date: '2030-06-19' }).problems[0]).toEqual({
      field: 'date',
      message: 'Les 4 jours consécutifs à partir du mercredi 19 juin 2030 doivent tous tomber du lundi au vendredi.',
    });
  });

  it('half-day study session: 80 € per person, minimum 950 €, up to 16 people', () => {
    const eleven = estimate('vaugirard-demi-journee-etude', { personnes: 11 });
    expect(eleven.total).toBe(950);
    expect(eleven.lines.map((l) => l.amount)).toEqual([11 * 80, 950 - 11 * 80]);
    expect(eleven.rules).toContain('Minimum de facturation : 950\u00a0€\u00a0HT (1\u202f140\u00a0€\u00a0TTC).');
    expect(eleven.vat).toEqual({ rate: 20, amount: 190, totalTTC: 1140 });
    const twelve = estimate('vaugirard-demi-journee-etude', { personnes: 12 });
    expect(twelve.total).toBe(960);
    expect(twelve.rules).toEqual([]);
    expect(total('vaugirard-demi-journee-etude', { personnes: 16 })).toBe(1280);
    expect(refusal('vaugirard-demi-journee-etude', { personnes: 17 }).problems[0]?.message).toBe(
      'Cette formule accueille au plus 16 personnes.',
    );
  });

  it('study day: 100 € per person, minimum 1 000 €, extra hour 90 € on top of the minimum', () => {
    expect(total('vaugirard-journee-etude', { personnes: 9 })).toBe(1000);
    const ten = estimate('vaugirard-journee-etude', { personnes: 10 });
    expect(ten.total).toBe(1000);
    expect(ten.rules).toEqual([]);
    expect(total('vaugirard-journee-etude', { personnes: 11 })).toBe(1100);
    expect(total('vaugirard-journee-etude', { personnes: 9, heures: 2 })).toBe(1000 + 2 * 90);
    expect(total('vaugirard-journee-etude', { personnes: 16 })).toBe(1600);
    expect(refusal('vaugirard-journee-etude', { personnes: 17 }).problems[0]?.field).toBe('personnes');
  });

  it('dry rental: 400 € for 4 h, 500 € for 8 h, extra hour 90 €, up to 16 people', () => {
    expect(total('vaugirard-location-seche-4h', { personnes: 16, heures: 0 })).toBe(400);
    expect(total('vaugirard-location-seche-4h', { personnes: 16, heures: 2 })).toBe(400 + 180);
    expect(total('vaugirard-location-seche-8h', { personnes: 16, heures: 1 })).toBe(590);
    const crowded = refusal('vaugirard-location-seche-8h', { personnes: 30 });
    expect(crowded.problems[0]?.message).toBe('Cette formule accueille au plus 16 personnes.');
    // No Vaugirard room takes 30: the suggestions are at Montparnasse, both rooms first by price.
    expect(crowded.alternatives.map((a) => [a.formula.id, a.total])).toEqual([
      ['montparnasse-location-seche-deux-salles-8h', 900],
      ['montparnasse-journee-etude', 3000],
    ]);
  });

  it('general assembly: 210 € for 3 h, Monday to Thursday, 25 people and up to 30 on request', () => {
    expect(total('vaugirard-ag-3h', { personnes: 25 })).toBe(210);
    expect(estimate('vaugirard-ag-3h', { personnes: 25 }).rules).toEqual([]);
    const onRequest = estimate('vaugirard-ag-3h', { personnes: 26 });
    expect(onRequest.total).toBe(210);
    expect(onRequest.rules).toContain("Au-delà de 25 personnes et jusqu'à 30 : sur demande, à confirmer avec nous.");
    expect(total('vaugirard-ag-3h', { personnes: 30, heures: 1 })).toBe(300);
    expect(refusal('vaugirard-ag-3h', { personnes: 31 }).problems[0]?.message).toBe('Cette formule accueille au plus 30 personnes.');
    expect(refusal('vaugirard-ag-3h', { personnes: 20, date: '2030-06-14' }).problems[0]?.message).toBe(
      "Cette formule est proposée du lundi au jeudi : le vendredi 14 juin 2030 n'en fait pas partie.",
    );
  });

  it('weekly evening: 100 € an evening, at least one a week over a month (4 evenings), up to 12 people', () => {
    const month = estimate('vaugirard-soiree-hebdomadaire', { personnes: 12, quantite: 4 });
    expect(month.total).toBe(400);
    expect(month.lines).toEqual([{ label: '4 soirées × 100\u00a0€', unit: 100, quantity: 4, amount: 400 }]);
    expect(month.rules).toContain('Au moins 1 soirée par semaine, engagement au mois.');
    expect(total('vaugirard-soiree-hebdomadaire', { personnes: 5, quantite: 5 })).toBe(500);
    expect(refusal('vaugirard-soiree-hebdomadaire', { personnes: 5, quantite: 3 }).problems[0]).toEqual({
      field: 'quantite',
      message: 'Au moins 1 soirée par semaine avec un engagement au mois : comptez au moins 4 soirées sur le mois.',
    });
    // Every weekday evening of the longest month: 5 weekdays × 5 weeks.
    expect(total('vaugirard-soiree-hebdomadaire', { personnes: 5, quantite: 25 })).toBe(2500);
    expect(refusal('vaugirard-soiree-hebdomadaire', { personnes: 5, quantite: 26 }).problems[0]?.field).toBe('quantite');
    expect(refusal('vaugirard-soiree-hebdomadaire', { personnes: 13, quantite: 4 }).problems[0]?.field).toBe('personnes');
  });

  it('company cocktail evening: 600 € for 5 h up to 40 people, extra hour 120 €; 41 people go to Montparnasse', () => {
    expect(total('vaugirard-soiree-entreprise-cocktail', { personnes: 40 })).toBe(600);
    expect(total('vaugirard-soiree-entreprise-cocktail', { personnes: 40, heures: 2 })).toBe(840);
    expect(alternativeIds('vaugirard-soiree-entreprise-cocktail', { personnes: 41 })).toEqual([
      'montparnasse-soiree-entreprise-cocktail',
      'montparnasse-cocktail-tout-compris',
    ]);
  });

  it('all-inclusive cocktail: 600 € + 60 € per person, at least 15 people', () => {
    const fifteen = estimate('vaugirard-cocktail-tout-compris', { personnes: 15 });
    expect(fifteen.total).toBe(600 + 15 * 60);
    expect(fifteen.lines).toEqual([
      { label: 'Forfait « Cocktail tout compris »', unit: 600, quantity: 1, amount: 600 },
      { label: 'Par personne : 15 personnes × 60\u00a0€', unit: 60, quantity: 15, amount: 900 },
    ]);
    expect(total('vaugirard-cocktail-tout-compris', { personnes: 40 })).toBe(600 + 40 * 60);
    const few = refusal('vaugirard-cocktail-tout-compris', { personnes: 14 });
    expect(few.problems).toEqual([{ field: 'personnes', message: 'Cette formule demande au moins 15 personnes.' }]);
    expect(few.alternatives[0]).toMatchObject({ formula: { id: 'vaugirard-soiree-entreprise-cocktail' }, total: 600 });
    expect(refusal('vaugirard-cocktail-tout-compris', { personnes: 41 }).problems[0]?.field).toBe('personnes');
  });
});

describe('Montparnasse, professionals (HT)', () => {
  it('recurring training: 450 € a day, at least 9 days a quarter, Ocre room up to 12, Bleue room 10 to 28', () => {
    const ocre = estimate('montparnasse-formation-journee', { personnes: 12, quantite: 9, salle: 'ocre' });
    expect(ocre).toMatchObject({ total: 9 * 450, vat: { rate: 20, amount: 810, totalTTC: 4860 } });
    expect(ocre.rules).toContain("Salle Ocre, 58 m² : jusqu'à 12 personnes.");
    expect(total('montparnasse-formation-journee', { personnes: 28, quantite: 9, salle: 'bleue' })).toBe(4050);
    expect(total('montparnasse-formation-journee', { personnes: 10, quantite: 20, salle: 'bleue' })).toBe(9000);
    expect(refusal('montparnasse-formation-journee', { personnes: 12, quantite: 8, salle: 'ocre' }).problems).toEqual([
      { field: 'quantite', message: 'Cette formule demande au moins 9 jours sur le trimestre.' },
    ]);
    expect(refusal('montparnasse-formation-journee', { personnes: 29, quantite: 9, salle: 'bleue' }).problems[0]?.message).toBe(
      'Cette formule accueille au plus 28 personnes.',
    );
  });

  it('a group that does not fit the chosen room is offered the other room', () => {
    const tooMany = refusal('montparnasse-formation-journee', { personnes: 13, quantite: 9, salle: 'ocre' });
    expect(tooMany.problems).toEqual([{ field: 'personnes', message: "Salle Ocre : jusqu'à 12 personnes pour cette formule." }]);
    expect(tooMany.alternatives[0]).toMatchObject({
      formula: { id: 'montparnasse-formation-journee' },
      request: { salle: 'bleue' },
      total: 4050,
    });
    const tooFew = refusal('montparnasse-formation-journee', { personnes: 9, quantite: 9, salle: 'bleue' });
    expect(tooFew.problems[0]?.message).toBe('Salle Bleue : de 10 à 28 personnes pour cette formule.');
    expect(tooFew.alternatives[0]).toMatchObject({ request: { salle: 'ocre' } });
  });

  it('a training of 3 to 5 days is sent to Vaugirard', () => {
    expect(refusal('montparnasse-formation-journee', { personnes: 12, quantite: 4, salle: 'ocre' }).alternatives).toEqual([
      expect.objectContaining({ formula: expect.objectContaining({ id: 'vaugirard-formation-journee' }), total: 4 * 250 }),
    ]);
  });

  it('half-day study session: 75 € per person, minimum 950 €, up to 20 people', () => {
    expect(total('montparnasse-demi-journee-etude', { personnes: 12 })).toBe(950);
    expect(estimate('montparnasse-demi-journee-etude', { personnes: 13 })).toMatchObject({
      total: 975,
      vat: { amount: 195, totalTTC: 1170 },
    });
    expect(total('montparnasse-demi-journee-etude', { personnes: 20 })).toBe(1500);
    expect(refusal('montparnasse-demi-journee-etude', { personnes: 21 }).problems[0]?.field).toBe('personnes');
  });

  it('study day: 100 € per person, minimum 1 000 €, up to 30 people', () => {
    expect(total('montparnasse-journee-etude', { personnes: 5 })).toBe(1000);
    expect(total('montparnasse-journee-etude', { personnes: 30 })).toBe(3000);
    expect(refusal('montparnasse-journee-etude', { personnes: 31 }).problems[0]?.field).toBe('personnes');
  });

  it('dry hire: one room 400 € (4 h) or 600 € (8 h) up to 20, both rooms 900 € up to 45, extra hour 90 €', () => {
    expect(total('montparnasse-location-seche-une-salle-4h', { personnes: 20, heures: 0 })).toBe(400);
    expect(total('montparnasse-location-seche-une-salle-8h', { personnes: 20, heures: 1 })).toBe(690);
    expect(total('montparnasse-location-seche-deux-salles-8h', { personnes: 45, heures: 2 })).toBe(1080);
    expect(refusal('montparnasse-location-seche-deux-salles-8h', { personnes: 46 }).problems[0]?.field).toBe('personnes');
    expect(alternativeIds('montparnasse-location-seche-une-salle-8h', { personnes: 21 })[0]).toBe(
      'montparnasse-location-seche-deux-salles-8h',
    );
  });

  it('general assembly: 210 € for 3 h, 25 people and up to 30 on request, extra hour 90 €', () => {
    expect(total('montparnasse-ag-3h', { personnes: 30, heures: 2 })).toBe(390);
    expect(refusal('montparnasse-ag-3h', { personnes: 31 }).problems[0]?.field).toBe('personnes');
  });

  it('weekly evening: 100 € an evening, up to 12 people', () => {
    expect(total('montparnasse-soiree-hebdomadaire', { personnes: 12, quantite: 4 })).toBe(400);
    expect(refusal('montparnasse-soiree-hebdomadaire', { personnes: 13, quantite: 4 }).problems[0]?.field).toBe('personnes');
  });

  it('company cocktail evening: 900 € for 5 h, 50 people and up to 60 on request, extra hour 120 €', () => {
    expect(total('montparnasse-soiree-entreprise-cocktail', { personnes: 50 })).toBe(900);
    expect(estimate('montparnasse-soiree-entreprise-cocktail', { personnes: 51 }).rules).toContain(
      "Au-delà de 50 personnes et jusqu'à 60 : sur demande, à confirmer avec nous.",
    );
    expect(total('montparnasse-soiree-entreprise-cocktail', { personnes: 60, heures: 1 })).toBe(1020);
    expect(refusal('montparnasse-soiree-entreprise-cocktail', { personnes: 61 }).problems[0]?.field).toBe('personnes');
  });

  it('all-inclusive cocktail: 900 € + 60 € per person, at least 15 people, minimum total 1 500 €', () => {
    const fifteen = estimate('montparnasse-cocktail-tout-compris', { personnes: 15 });
    // 900 + 15 × 60 = 1 800 €, above the 1 500 € minimum: no top-up.
    expect(fifteen.total).toBe(1800);
    expect(fifteen.rules).toEqual([]);
    expect(total('montparnasse-cocktail-tout-compris', { personnes: 50 })).toBe(900 + 50 * 60);
    expect(refusal('montparnasse-cocktail-tout-compris', { personnes: 14 }).problems[0]?.message).toBe(
      'Cette formule demande au moins 15 personnes.',
    );
    expect(refusal('montparnasse-cocktail-tout-compris', { personnes: 51 }).problems[0]?.field).toBe('personnes');
  });
});

describe('every formula of the catalogue', () => {
  it.each(catalogue.map((f) => [f.id, f] as const))('%s: its smallest request has a total equal to the sum of its lines', (_id, f) => {
    const request: PriceRequest = {
      personnes: Math.max(f.personnes_min ?? 1, f.salles?.[0]?.personnes_min ?? 1),
      ...(f.quantite && { quantite: f.quantite.periode === 'semaine' ? f.quantite.min * 4 : f.quantite.min }),
      ...(f.salles?.[0] && { salle: f.salles[0].salle }),
    };
    const result = priceFor(f, request);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.total).toBe(result.lines.reduce((sum, line) => sum + line.amount, 0));
    for (const line of result.lines) expect(line.amount).toBe(line.unit * line.quantity);
    expect(result.total).toBeGreaterThan(0);
    if (f.audience === 'pro') expect(result.vat?.totalTTC).toBe(Math.round(result.total * 120) / 100);
  });

  it('a request for an extra hour where none is sold is refused', () => {
    expect(refusal('vaugirard-boum-vendredi', { personnes: 20, heures: 1 }).problems[0]).toEqual({
      field: 'heures',
      message: "Cette formule ne propose pas d'heure supplémentaire.",
    });
  });
});
