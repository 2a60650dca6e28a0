// What a request rents, as the devis and the calendars read it: the rooms (calendar units), the
// days and the hours, drawn from the formula's own hours in content and the visitor's answers;
// and the request as the engine prices it.
// The provider may change the hours in the editor; the bookings are made from the devis as sent.
import 'server-only';
import { formulaIn, formulas, getVenue } from '../content';
import { parseSpan, type AvailabilityFormula } from '../availability';
import { venueFormulas } from '../availability/server';
import { pricingFormula } from '../pricing/server';
import { addDays } from '../dates/paris';
import type { QuoteRecord } from '../quotes/server';
import type { DevisRental } from './types';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The room codes of the formula, by the name the request stored. */
const roomCode = (formulaId: string, roomName: string | undefined) => {
  const formula = formulas().find((f) => f.id === formulaId);
  const rooms = formula ? (getVenue(formula.venue).salles ?? []) : [];
  return rooms.find((room) => room.nom === roomName)?.code;
};

/** The units a request takes: every room for an all-rooms formula; else the room chosen, or the first one large enough. */
function unitsOf(formula: AvailabilityFormula, quote: QuoteRecord): string[] {
  if (formula.needs === 'all') return formula.units.map((u) => u.code);
  const salle = roomCode(quote.formulaId, quote.room);
  const chosen = formula.units.find((u) => u.salle === salle);
  const large = formula.units.find((u) => u.capacite === undefined || quote.persons === undefined || u.capacite >= quote.persons);
  const unit = chosen ?? large ?? formula.units[0];
  return unit ? [unit.code] : [];
}

/** The hours: the slot the visitor chose, the formula's range or first slot, the whole day otherwise; extra hours lengthen it. */
function hoursOf(formula: AvailabilityFormula | undefined, quote: QuoteRecord): { start: number; end: number } {
  const chosen = quote.timeSlot ? parseSpan(quote.timeSlot) : undefined;
  const window = formula?.window && { start: formula.window.range.start, end: formula.window.range.start + formula.window.hours * 60 };
  const span = chosen ?? formula?.slots[0] ?? window ?? { start: 9 * 60, end: 18 * 60 };
  return { start: span.start, end: span.end + (quote.extraHours ?? 0) * 60 };
}

export function rentalOf(quote: QuoteRecord): DevisRental {
  const content = formulas().find((f) => f.id === quote.formulaId);
  const venue = content?.venue ?? 'vaugirard';
  const formula = venueFormulas(venue)[quote.formulaId];
  const units = formula ? unitsOf(formula, quote) : [];
  const rooms = getVenue(venue).salles ?? [];
  const roomName = (code: string) =>
    rooms.find((room) => room.code === formula?.units.find((unit) => unit.code === code)?.salle)?.nom ?? code;
  const places = formula?.needs === 'all' || rooms.length === 0 ? [quote.venue] : units.map(roomName);
  const days = formula?.consecutive ? Math.max(1, quote.quantity ?? 1) : 1;
  const { start, end } = hoursOf(formula, quote);
  return {
    venue,
    formulaId: quote.formulaId,
    // The package as the client reads it: its English name for an English request.
    formulaName: content ? formulaIn(content, quote.language).name : quote.formulaName,
    units,
    places,
    dates: Array.from({ length: days }, (_, i) => addDays(quote.eventDate, i)),
    start: hhmm(start),
    end: hhmm(end),
    ...(quote.persons !== undefined && { persons: quote.persons }),
  };
}

/** The request as the engine and the calendars read it. */
export function priceRequestOf(quote: QuoteRecord) {
  const formula = formulas().find((f) => f.id === quote.formulaId);
  if (!formula) return undefined;
  // The request stores the room's name; the engine reads its code.
  const rooms = getVenue(formula.venue).salles ?? [];
  const room = (formula.salles ?? []).find((option) => rooms.find((r) => r.code === option.salle)?.nom === quote.room);
  return {
    formula: pricingFormula(formula, quote.language),
    request: {
      personnes: quote.persons ?? 1,
      quantite: quote.quantity,
      heures: quote.extraHours,
      date: quote.eventDate,
      salle: room?.salle,
    },
  };
}
