// A devis drafted from a request prints the engine's figures: its lines are those of `estimate`
// (the same as /calcul), in cents, and its HT, TVA and TTC equal the engine's totals, for every
// formula of the catalogue and the requests that exercise each kind of line.
import { beforeAll, describe, expect, it } from 'vitest';
import { depositFor, devisTotals, draftLines, lineCents, loadDevisWords, toCents, type DevisLine } from '@/lib/devis';
import { estimate } from '@/lib/pricing/engine';
import { pricingCatalogue, pricingCatalogueIn, pricingFormulaById } from '@/lib/pricing/formulas';
import { requestsFor } from '../support/devis';

const catalogue = pricingCatalogue();
const cases = catalogue.flatMap((formula) =>
  requestsFor(formula).map((request) => [`${formula.id} ${JSON.stringify(request)}`, formula, request] as const),
);

function formula(id: string) {
  const found = pricingFormulaById(id);
  if (!found) throw new Error(`formule ${id} absente du contenu`);
  return found;
}

beforeAll(() => loadDevisWords('en'));

describe('the lines and totals of a drafted devis equal the engine’s, for every formula', () => {
  it('covers every formula, with surcharges, extra hours and minimum charges among the requests', () => {
    expect(new Set(cases.map(([, f]) => f.id)).size).toBe(catalogue.length);
    expect(cases.some(([, f, r]) => f.supplement && r.personnes > f.supplement.au_dela_de)).toBe(true);
    expect(cases.some(([, , r]) => r.heures)).toBe(true);
    expect(cases.some(([, f, r]) => estimate(f, r).lines.some((line) => line.label.startsWith('Complément')))).toBe(true);
  });

  it.each(cases)('%s', (_name, f, request) => {
    const priced = estimate(f, request);
    const lines = draftLines(f, request);
    expect(lines.map((line) => line.label)).toEqual(priced.lines.map((line) => line.label));
    lines.forEach((line, index) => {
      expect(lineCents(line)).toBe(toCents(priced.lines[index]?.amount ?? NaN));
      expect(line).toMatchObject({ vatRate: f.taux_tva, origin: 'moteur' });
      expect(Number.isInteger(line.quantity) && line.quantity > 0).toBe(true);
    });
    const totals = devisTotals(lines, f.taxe);
    if (f.taxe === 'HT') {
      expect(totals.htCents).toBe(toCents(priced.total));
      expect(totals.tvaCents).toBe(toCents(priced.vat?.amount ?? NaN));
      expect(totals.ttcCents).toBe(toCents(priced.vat?.totalTTC ?? NaN));
    } else {
      expect(totals.ttcCents).toBe(toCents(priced.total));
      expect(totals.htCents + totals.tvaCents).toBe(totals.ttcCents);
    }
    expect(totals.byRate).toEqual([{ vatRate: f.taux_tva, htCents: totals.htCents, tvaCents: totals.tvaCents, ttcCents: totals.ttcCents }]);
  });
});

describe('what each line says', () => {
  it('a per-person formula topped up to its minimum: people × price, then the top-up as one unit', () => {
    expect(draftLines(formula('vaugirard-demi-journee-etude'), { personnes: 10 })).toEqual([
      { label: '10 personnes × 80\u00a0€', unitCents: 8000, quantity: 10, vatRate: 20, origin: 'moteur' },
      { label: 'Complément au minimum de facturation (950\u00a0€)', unitCents: 15000, quantity: 1, vatRate: 20, origin: 'moteur' },
    ]);
  });

  it('a flat fee, a price per person and extra hours, in English for an English request', () => {
    const f = pricingCatalogueIn('en').find((candidate) => candidate.id === 'vaugirard-cocktail-tout-compris');
    if (!f) throw new Error('formule absente');
    expect(draftLines(f, { personnes: 20, heures: 1 }, 'en')).toEqual([
      { label: 'Flat fee “All-inclusive standing reception”', unitCents: 60000, quantity: 1, vatRate: 20, origin: 'moteur' },
      { label: 'Per person: 20 people × €60', unitCents: 6000, quantity: 20, vatRate: 20, origin: 'moteur' },
      { label: '1 extra hour × €120', unitCents: 12000, quantity: 1, vatRate: 20, origin: 'moteur' },
    ]);
  });

  it('an individual’s formula: TTC prices, the VAT taken out of the total', () => {
    const lines = draftLines(formula('vaugirard-soiree-tout-compris-samedi'), { personnes: 30 });
    expect(devisTotals(lines, 'TTC')).toEqual({
      htCents: 62500,
      tvaCents: 12500,
      ttcCents: 75000,
      byRate: [{ vatRate: 20, htCents: 62500, tvaCents: 12500, ttcCents: 75000 }],
    });
  });
});

describe('totals in cents', () => {
  const line = (unitCents: number, quantity: number, vatRate: number, origin: DevisLine['origin'] = 'libre'): DevisLine => ({
    label: 'Ligne',
    unitCents,
    quantity,
    vatRate,
    origin,
  });

  it('computes the VAT once per rate, on that rate’s subtotal, highest rate first', () => {
    const totals = devisTotals([line(3333, 3, 20), line(1001, 1, 5.5), line(-1000, 1, 20, 'remise'), line(500, 2, 0)], 'HT');
    expect(totals.byRate).toEqual([
      { vatRate: 20, htCents: 8999, tvaCents: 1800, ttcCents: 10799 },
      { vatRate: 5.5, htCents: 1001, tvaCents: 55, ttcCents: 1056 },
      { vatRate: 0, htCents: 1000, tvaCents: 0, ttcCents: 1000 },
    ]);
    expect(totals).toMatchObject({ htCents: 11000, tvaCents: 1855, ttcCents: 12855 });
  });

  it('takes the VAT out of a TTC total at 2.1 % and 10 % without a float drifting', () => {
    expect(devisTotals([line(12345, 1, 2.1)], 'TTC').byRate[0]).toEqual({ vatRate: 2.1, htCents: 12091, tvaCents: 254, ttcCents: 12345 });
    expect(devisTotals([line(1100, 1, 10)], 'TTC').byRate[0]).toEqual({ vatRate: 10, htCents: 1000, tvaCents: 100, ttcCents: 1100 });
  });

  it('proposes the deposit as a share of the TTC total, to the cent', () => {
    expect(depositFor(75000, 30)).toBe(22500);
    expect(depositFor(12855, 30)).toBe(3857);
  });
});
