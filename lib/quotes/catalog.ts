// The quote form's view of the content: every formula with what its rules need, as
// plain data that the page hands to the form and the Server Action checks against.
import { category, formulas, getVenue, venues, type Formula } from '../content';
import { CATEGORY_CODES } from '../content-model/vocabulary';
import { formatDays } from '../format';
import type { QuantityPeriod } from './messages';
import type { QuoteCatalog, QuoteFormula } from './schema';

function quoteFormula(formula: Formula): QuoteFormula {
  const venue = getVenue(formula.code_etab);
  const quantity = formula.quantite;
  return {
    id: formula.id,
    name: formula.name,
    audience: formula.audience,
    lieu: formula.code_etab,
    categories: formula.categories,
    horaires: formula.horaires,
    personnes_min: formula.personnes_min,
    // The surcharge's ceiling, then the capacity quoted on request, then the base capacity.
    personnes_max: formula.supplement?.personnes_max ?? formula.capacite_annoncee ?? formula.capacite,
    quantite: quantity && {
      min: quantity.min,
      max: quantity.max,
      periode: quantity.periode as QuantityPeriod,
      unite: formula.unite === 'soiree' ? 'soiree' : 'jour',
    },
    salles: formula.salles?.map((option) => ({
      salle: option.salle,
      nom: venue.salles?.find((room) => room.code === option.salle)?.nom ?? option.salle,
      personnes_min: option.personnes_min,
      personnes_max: option.personnes_max,
    })),
    heure_sup: formula.heure_sup !== undefined,
    jours: formatDays(formula.disponible),
  };
}

let cached: QuoteCatalog | undefined;

export function quoteCatalog(): QuoteCatalog {
  cached ??= {
    formulas: formulas().map(quoteFormula),
    categories: CATEGORY_CODES.flatMap((code) => {
      const found = category(code);
      return found ? [{ code, nom: found.nom, audience: found.audience }] : [];
    }),
    venues: venues().map((venue) => ({ code: venue.code, nom: `${venue.title} (${venue.sector})` })),
  };
  return cached;
}
