// The bridge from content to the availability rule: each formula's days and hours and the
// calendars (units) of its venue, from content/site.yaml, as plain data for the browser.
import { formulas, getVenue, site, type Formula } from '../content';
import type { VenueCode } from '../content-model/vocabulary';
import { parseSpan, type Span } from './hours';
import { offerOf, type AvailabilityFormula, type Unit } from './rule';

/** The bookable units of a venue, with each room's capacity (for « a room large enough »). */
export function unitsOf(code: VenueCode): Unit[] {
  const rooms = getVenue(code).salles ?? [];
  return (site.calendriers ?? [])
    .filter((unit) => unit.lieu === code)
    .map((unit) => {
      const room = rooms.find((r) => r.code === unit.salle);
      return {
        code: unit.code,
        ...(unit.salle && { salle: unit.salle }),
        ...(room?.capacite !== undefined && { capacite: room.capacite }),
      };
    });
}

/** A formula's hours, which the content check reads before any build: one it cannot read stops the build here too. */
function spanOf(text: string): Span {
  const span = parseSpan(text);
  if (!span) throw new Error(`Horaire illisible « ${text} » dans une formule : lancer npm run content:check.`);
  return span;
}

export function availabilityFormula(formula: Formula): AvailabilityFormula {
  const venueUnits = unitsOf(formula.venue);
  // A formula with a room list takes one of those rooms, with that formula's headcounts.
  const roomUnits: Unit[] | undefined = formula.salles?.flatMap((option) => {
    const unit = venueUnits.find((u) => u.salle === option.salle);
    return unit ? [{ ...unit, capacite: option.personnes_max }] : [];
  });
  const oneRoom = venueUnits.length > 1 && (formula.nombre_salles === 1 || (roomUnits?.length ?? 0) > 0);
  const window =
    formula.plage_horaire && formula.duree_heures ? { range: spanOf(formula.plage_horaire), hours: formula.duree_heures } : undefined;
  return {
    id: formula.id,
    ...offerOf(formula),
    slots: window ? [] : formula.horaires.map(spanOf),
    ...(window && { window }),
    // Without fixed hours or a range, a duration is placed anywhere in the day.
    ...(!window &&
      formula.horaires.length === 0 &&
      formula.duree_heures && { window: { range: { start: 0, end: 24 * 60 }, hours: formula.duree_heures } }),
    units: oneRoom && roomUnits?.length ? roomUnits : venueUnits,
    // Formulas that say nothing about rooms at a venue of several rooms take them all:
    // the rule never calls a date free on a guess.
    needs: oneRoom ? 'one' : 'all',
  };
}

export const availabilityFormulaById = (id: string) => {
  const formula = formulas().find((f) => f.id === id);
  return formula && availabilityFormula(formula);
};

/**
 * A venue's formulas by id, sent with its busy intervals (the JSON route, and a page opened on a date):
 * the month view, the calculator and the quote form read them there, not inline.
 */
export const venueFormulas = (code: VenueCode): Record<string, AvailabilityFormula> =>
  Object.fromEntries(formulas().flatMap((formula) => (formula.venue === code ? [[formula.id, availabilityFormula(formula)]] : [])));
