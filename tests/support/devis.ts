// Devis built from the catalogue for the unit tests: a body drafted from the engine as the desk
// drafts it, its document as the desk sends it, and a few requests per formula that exercise
// each of the engine's lines (people, days, a surcharge, extra hours, a minimum charge).
import { depositFor, devisTotals, draftLines, type DevisBody, type DevisDocument } from '@/lib/devis';
import { devisTerms } from '@/lib/devis/terms';
import type { Locale } from '@/lib/i18n';
import { peopleRule, problemsOf } from '@/lib/pricing/engine';
import type { PriceRequest, PricingFormula } from '@/lib/pricing/types';

/** The smallest request, a surcharge, the most people and extra hours: those the formula accepts. */
export function requestsFor(formula: PricingFormula): PriceRequest[] {
  const room = formula.salles?.[0];
  const smallest: PriceRequest = {
    personnes: Math.max(formula.personnes_min ?? 1, room?.personnes_min ?? 1),
    ...(formula.quantite && { quantite: formula.quantite.periode === 'semaine' ? formula.quantite.min * 4 : formula.quantite.min }),
    ...(room && { salle: room.salle }),
  };
  const most = Math.min(peopleRule(formula, room).max, room?.personnes_max ?? Infinity);
  const candidates: PriceRequest[] = [
    smallest,
    { ...smallest, personnes: most },
    ...(formula.supplement ? [{ ...smallest, personnes: formula.supplement.au_dela_de + 1 }] : []),
    ...(formula.heure_sup ? [{ ...smallest, heures: 2 }] : []),
  ];
  return candidates.filter((request) => problemsOf(formula, request).length === 0);
}

export function bodyFor(
  formula: PricingFormula,
  request: PriceRequest,
  locale: Locale = 'fr',
  overrides: Partial<DevisBody> = {},
): DevisBody {
  const lines = draftLines(formula, request, locale);
  const basis = formula.taxe;
  const { defaults } = devisTerms();
  return {
    reference: 'DV-2026-000123',
    language: locale,
    audience: formula.audience,
    basis,
    client: { name: 'Camille Durand', email: 'camille.durand@example.com', phone: '06 12 34 56 78' },
    rental: {
      venue: formula.venue,
      formulaId: formula.id,
      formulaName: formula.name,
      units: [formula.venue],
      places: request.salle ? [formula.salles?.find((room) => room.salle === request.salle)?.nom ?? request.salle] : [],
      dates: ['2027-06-12'],
      start: '09:00',
      end: '17:30',
      persons: request.personnes,
    },
    lines,
    depositCents: depositFor(devisTotals(lines, basis).ttcCents, defaults.depositPercent),
    firmOn: 'acompte',
    depositDays: defaults.depositDays,
    validityDays: defaults.validityDays,
    ...overrides,
  };
}

export function documentFor(body: DevisBody, extra: Partial<DevisDocument> = {}): DevisDocument {
  return {
    body,
    number: 'D-2026-0042',
    version: 1,
    issuedAt: new Date('2026-11-28T10:00:00Z'),
    validUntil: new Date('2026-12-13T10:00:00Z'),
    totals: devisTotals(body.lines, body.basis),
    termsVersion: '2026-11-28',
    ...extra,
  };
}
