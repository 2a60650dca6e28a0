// Store: a valid request becomes the row the provider reads (names of the event type, venue,
// formula and room, the date's availability when sent), inserted once with its e-mails queued.
import 'server-only';
import { statusWhenSent } from '../../availability/server';
import { roomOf } from '../../pricing';
import type { QuoteRequest } from '../form/schema';
import type { Service } from '../service/service';
import type { InsertOptions } from './store';
import type { NewQuote } from './records';
import type { catalogueEntries } from '../receive/validate';

type Entries = NonNullable<ReturnType<typeof catalogueEntries>>;

/** `origin`: which values the visitor typed and which the page filled in, one French line (`originText`). */
export async function newQuote(request: QuoteRequest, { formula, category, venue }: Entries, origin: string): Promise<NewQuote> {
  const ask = { personnes: request.personnes, salle: request.salle, quantite: request.quantite };
  const visits = (request.visites ?? []).map((visit) => `${visit.date} ${visit.de}-${visit.a}`);
  return {
    audience: request.public,
    name: request.nom,
    company: request.societe,
    email: request.email,
    phone: request.telephone,
    eventType: category.nom,
    venue: venue.nom,
    formulaId: formula.id,
    formulaName: formula.name,
    eventDate: request.date,
    timeSlot: request.creneau,
    persons: request.personnes,
    quantity: request.quantite,
    room: roomOf(formula, request.salle)?.nom,
    extraHours: request.heures,
    message: request.message,
    dateStatus: await statusWhenSent(request.lieu, formula.id, request.date, ask),
    visit1: visits[0],
    visit2: visits[1],
    valueOrigin: origin,
    language: request.langue,
  };
}

/** Inserts the request (a repeated token gives back the first reference); the stop waits for it. */
export async function recordQuote(
  service: Service,
  quote: NewQuote,
  token: string,
  options: Pick<InsertOptions, 'now' | 'admit'>,
): Promise<{ reference: string; created: boolean; notify: boolean }> {
  const notify = service.mail !== undefined;
  const inserting = service.store.insert(quote, token, { notify, hourlyLimit: service.config.hourlyLimit, ...options });
  service.inFlight.add(inserting);
  const outcome = await inserting.finally(() => service.inFlight.delete(inserting));
  return { ...outcome, notify };
}
