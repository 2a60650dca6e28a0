// The desk's inbox and one request: the requests by state, venue, month or name; a request with
// the engine's price, its date's status, what else holds that day, its devis and its history;
// its end (refused, cancelled) and its erasure. The pages (app/espace-prestataire) call these
// after checking the session.
import 'server-only';
import type { Status } from '../availability';
import { releaseBookings, statusWhenSent } from '../availability/server';
import { priceFor } from '../pricing';
import type { RequestState } from '../quotes';
import {
  eraseRequestRow,
  historyOf,
  recordEvent,
  requestsPage,
  requestWithId,
  sameDayRequests,
  type HistoryLine,
  type QuoteRecord,
} from '../quotes/server';
import { database } from '../server/db';
import { priceRequestOf, rentalOf } from './rental';
import { refusal, type ActionResult } from './send';
import { devisById, devisOfQuote, overlapping, transition, type DevisRow } from './store';

export type InboxFilter = {
  state?: RequestState | undefined;
  venue?: string | undefined;
  month?: string | undefined;
  search?: string | undefined;
  page?: number;
};

export const INBOX_PAGE = 50;

export async function inbox(filter: InboxFilter) {
  const page = Math.max(1, filter.page ?? 1);
  return requestsPage(await database(), { ...filter, limit: INBOX_PAGE, offset: (page - 1) * INBOX_PAGE });
}

export type Conflict = { kind: 'demande' | 'option' | 'reservation'; label: string; reference: string };

export type RequestView = {
  quote: QuoteRecord & { id: number };
  /** The engine's price for the request, as /calcul shows it; the refusal's first reason otherwise. */
  price: { ok: true; total: number; tax: string; ttc?: number | undefined } | { ok: false; reason: string };
  status: Status;
  conflicts: Conflict[];
  devis: DevisRow[];
  history: HistoryLine[];
};

export async function requestView(reference: string): Promise<RequestView | undefined> {
  const db = await database();
  const quote = await requestWithId(db, reference);
  if (!quote) return undefined;
  const priced = priceRequestOf(quote);
  const result = priced && priceFor(priced.formula, priced.request);
  const price: RequestView['price'] = !result
    ? { ok: false, reason: 'Formule retirée du catalogue.' }
    : result.ok
      ? { ok: true, total: result.total, tax: result.tax, ttc: result.vat?.totalTTC }
      : { ok: false, reason: result.problems[0]?.message ?? 'Prix à établir.' };
  const rental = rentalOf(quote);
  const status = await statusWhenSent(rental.venue, quote.formulaId, quote.eventDate, {
    personnes: quote.persons,
    quantite: quote.quantity,
  });
  const devis = await devisOfQuote(db, quote.id);
  const own = new Set(devis.map((d) => d.id));
  const booked = await overlapping(db, rental, new Date());
  const others = await sameDayRequests(db, quote);
  const conflicts: Conflict[] = [
    ...booked
      .filter((b) => !devis.some((d) => d.number !== undefined && d.number === b.number && own.has(d.id)))
      .map((b) => ({
        kind: b.kind,
        label: `${b.kind === 'reservation' ? 'Réservé' : 'Option'} : devis ${b.number ?? '—'} (${b.unit})`,
        reference: b.reference,
      })),
    ...others.map((o) => ({
      kind: 'demande' as const,
      label: `Autre demande le même jour : ${o.name} (${o.state})`,
      reference: o.reference,
    })),
  ];
  return { quote, price, status, conflicts, devis, history: await historyOf(db, quote.id) };
}

/** The provider ends a request: refused by the client, or cancelled; its devis end and their rooms are freed. */
export async function endRequest(reference: string, state: 'refuse' | 'annule', actor: string, now = new Date()): Promise<ActionResult> {
  const db = await database();
  const quote = await requestWithId(db, reference);
  if (!quote) return refusal('Demande introuvable.');
  return db.transaction(async (sql) => {
    if (!(await transition(sql, quote.id, state === 'refuse' ? 'refuser' : 'annuler')))
      return refusal(
        state === 'refuse' ? 'Seule une demande dont le devis est envoyé peut être marquée refusée.' : 'Cette demande est déjà terminée.',
      );
    for (const devis of await devisOfQuote(sql, quote.id)) {
      if (!['envoye', 'accepte', 'brouillon'].includes(devis.status)) continue;
      await sql.query('UPDATE devis SET status = $2, updated_at = $3::timestamptz WHERE id = $1', [devis.id, state, now.toISOString()]);
      await releaseBookings(sql, devis.id, now.getTime());
    }
    await recordEvent(sql, quote.id, actor, state === 'refuse' ? 'Refusée' : 'Annulée', undefined, now);
    return { ok: true, message: state === 'refuse' ? 'Demande marquée refusée.' : 'Demande annulée : la date est libérée.' };
  });
}

/**
 * Erases a person's request on their demand. A devis they accepted is a contract kept 10 years
 * (L213-1): it stays, with its evidence, detached from the request; everything else goes.
 */
export async function eraseRequest(reference: string): Promise<ActionResult> {
  const db = await database();
  const quote = await requestWithId(db, reference);
  if (!quote) return refusal('Demande introuvable.');
  // Its devis never accepted go with it (the database's trigger, migration 11), as in the nightly purge.
  await eraseRequestRow(db, quote.id);
  return { ok: true, message: `Demande ${reference} effacée.` };
}

/** A devis by its id, for the desk's pages. */
export async function findDevis(id: number): Promise<DevisRow | undefined> {
  return devisById(await database(), id);
}
