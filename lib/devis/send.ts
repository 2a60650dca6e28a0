// The provider's desk: the inbox, a request with its price and its date, the devis drafted from
// the engine, sent, revised, paid and ended. Each action is one transaction that writes the state,
// the devis, the bookings, the history and the e-mails together (lib/devis/store.ts); the pages
// (app/espace-prestataire) call these after checking the session.
import 'server-only';
import { createHash } from 'node:crypto';
import { site } from '../content';
import { SITE_URL } from '../env';
import { addDays, parisToday } from '../dates/paris';
import { formatLongDate } from '../french/format';
import { formatLongDate as formatLongDateEn } from '../english/format';
import { statusWhenSent } from '../availability/server';
import type { Status } from '../availability';
import { priceFor } from '../pricing';
import { pricingFormula } from '../pricing/server';
import { englishPage, formulas, getPage, getVenue } from '../content';
import type { Locale } from '../i18n';
import {
  eraseRequestRow,
  historyOf,
  quoteService,
  recordEvent,
  sameDayRequests,
  sendQueueSoon,
  type HistoryLine,
  type QuoteRecord,
} from '../quotes/server';
import type { RequestState } from '../quotes';
import { newToken, tokenHash } from '../server/auth';
import type { Sql } from '../server/db';
import { draftLines } from './lines';
import { devisMails, type Sender } from './mails';
import { formatDevisNumber } from './number';
import { renderDevisPdf } from './pdf';
import { rentalOf } from './rental';
import { addBookings, bookingSpans, makeFirm, releaseBookings } from '../availability/server';
import { devisById, devisOfQuote, nextNumber, overlapping, transition, storedBody, type DevisRow } from './store';
import { devisTotals } from './totals';
import type { DevisEdits } from './form';
import type { DevisBody } from './types';
import { devisProblems, parseEuros } from './validate';

const DAY = 86_400_000;

/** The address the provider's e-mails go to, and the sender's words. */
export async function sender(): Promise<Sender> {
  const service = await quoteService();
  return { brand: site.brand, providerEmail: service.config.mailTo ?? site.email, phone: site.phone };
}

/** An absolute link on the site's own origin (SITE_URL), never on a Host header a client could forge. */
export const siteLink = (path: string) => `${SITE_URL}${path}`;

export const acceptancePath = (language: 'fr' | 'en', token: string) =>
  language === 'en' ? `/en/quote/accept/${token}` : `/devis/accepter/${token}`;

async function store() {
  const service = await quoteService();
  return { service, db: service.db, quotes: service.store };
}

// ---- The inbox

export type InboxFilter = {
  state?: RequestState | undefined;
  venue?: string | undefined;
  month?: string | undefined;
  search?: string | undefined;
  page?: number;
};

export const INBOX_PAGE = 50;

export async function inbox(filter: InboxFilter) {
  const { quotes } = await store();
  const page = Math.max(1, filter.page ?? 1);
  return quotes.find({ ...filter, limit: INBOX_PAGE, offset: (page - 1) * INBOX_PAGE });
}

// ---- One request

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

export async function requestView(reference: string): Promise<RequestView | undefined> {
  const { db, quotes } = await store();
  const quote = await quotes.getWithId(reference);
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

// ---- The devis

export type ActionResult = { ok: true; message?: string } | { ok: false; problems: { field: string; message: string }[] };

const refusal = (message: string, field = 'devis'): ActionResult => ({ ok: false, problems: [{ field, message }] });

/** Drafts the devis of a request from the engine; a second click finds the same draft. */
export async function draftDevis(reference: string, actor: string, now = new Date()): Promise<number | undefined> {
  const { db, quotes } = await store();
  const quote = await quotes.getWithId(reference);
  if (!quote) return undefined;
  const existing = (await devisOfQuote(db, quote.id)).find((d) => d.status === 'brouillon');
  if (existing) return existing.id;
  const priced = priceRequestOf(quote);
  const lines = priced ? draftLines(priced.formula, priced.request, quote.language) : [];
  const terms = site.devis;
  const basis = quote.audience === 'pro' ? 'HT' : 'TTC';
  const body: DevisBody = {
    reference: quote.reference,
    language: quote.language,
    audience: quote.audience,
    basis,
    client: { name: quote.name, company: quote.company, email: quote.email, phone: quote.phone },
    rental: rentalOf(quote),
    lines,
    depositCents: 0,
    firmOn: 'acompte',
    depositDays: terms.acompte_jours,
    validityDays: terms.validite_jours,
  };
  const totals = devisTotals(lines, basis);
  body.depositCents = Math.round((totals.ttcCents * terms.acompte_pourcent) / 100);
  return db.transaction(async (sql) => {
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO devis (quote_id, body, total_ht_cents, total_tva_cents, total_ttc_cents, deposit_cents, created_at, updated_at)
       VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz)
       ON CONFLICT (quote_id) WHERE status = 'brouillon' DO NOTHING RETURNING id`,
      [quote.id, storedBody(body, totals), totals.htCents, totals.tvaCents, totals.ttcCents, body.depositCents, now.toISOString()],
    );
    if (!row) {
      // The other click's draft, written between our look and our insert.
      const [other] = await sql.query<{ id: number }>(`SELECT id FROM devis WHERE quote_id = $1 AND status = 'brouillon'`, [quote.id]);
      return other?.id;
    }
    await recordEvent(sql, quote.id, actor, 'Devis préparé', `${lines.length} lignes du moteur`, now);
    return row.id;
  });
}

/** Saves the provider's edits to a draft; a sent devis never changes. A date already reserved is refused beside its field. */
export async function saveDraft(id: number, edits: DevisEdits, actor: string, now = new Date()): Promise<ActionResult> {
  const { db } = await store();
  const current = await devisById(db, id);
  const quoteId = current?.quoteId;
  if (!current || current.status !== 'brouillon' || quoteId === undefined)
    return refusal('Ce devis a déjà été envoyé : il ne change plus. Créez une nouvelle version pour le corriger.');
  const { date, start, end, ...terms } = edits;
  const body: DevisBody = {
    ...current.body,
    ...terms,
    rental: { ...current.body.rental, dates: current.body.rental.dates.map((_, i) => addDays(date, i)), start, end },
  };
  const problems = devisProblems(body);
  const taken = (await overlapping(db, body.rental, now, id)).filter((b) => b.kind === 'reservation');
  if (taken.length > 0)
    problems.push({
      field: 'rental.dates',
      message: `Cette date est déjà réservée à ces heures (devis ${taken[0]?.number ?? ''}) : choisissez une autre date ou d’autres heures.`,
    });
  if (problems.length > 0) return { ok: false, problems };
  const totals = devisTotals(body.lines, body.basis);
  return db.transaction(async (sql) => {
    const locked = await devisById(sql, id, true);
    if (!locked || locked.status !== 'brouillon') return refusal('Ce devis a déjà été envoyé : il ne change plus.');
    await sql.query(
      `UPDATE devis SET body = $2::jsonb, total_ht_cents = $3, total_tva_cents = $4, total_ttc_cents = $5, deposit_cents = $6, updated_at = $7::timestamptz WHERE id = $1`,
      [id, storedBody(body, totals), totals.htCents, totals.tvaCents, totals.ttcCents, body.depositCents, now.toISOString()],
    );
    await recordEvent(sql, quoteId, actor, 'Devis modifié', undefined, now);
    return { ok: true, message: 'Brouillon enregistré.' };
  });
}

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * The rental terms in force as a visitor reads them (content/pages/conditions-de-location.mdx, or
 * its English page): their text and compiled MDX, their hash, and the version the devis names,
 * that of the French text, which prevails.
 */
export function rentalTerms(locale: Locale = 'fr') {
  const french = getPage('conditions-de-location');
  const page = (locale === 'en' && englishPage('conditions-de-location')) || french;
  return {
    text: page.body.raw,
    code: page.body.code,
    language: page === french ? 'fr' : locale,
    sha256: sha256(page.body.raw),
    version: sha256(french.body.raw).slice(0, 12),
  };
}

/**
 * Numbers, freezes and sends a draft, in one transaction: the number of the year, the PDF and its
 * hash, the acceptance token's hash, the option on the rooms, the e-mails, the request's state.
 * A date already booked by an accepted devis is refused before anything is written.
 */
export async function sendDevis(id: number, actor: string, now = new Date()): Promise<ActionResult> {
  const { db, service } = await store();
  const draft = await devisById(db, id);
  const quoteId = draft?.quoteId;
  if (!draft || quoteId === undefined) return refusal('Devis introuvable.');
  if (draft.status !== 'brouillon') return { ok: true, message: `Le devis ${draft.number ?? ''} est déjà envoyé.` };
  const problems = devisProblems(draft.body);
  if (problems.length > 0) return { ok: false, problems };
  const taken = (await overlapping(db, draft.body.rental, now, id)).filter((b) => b.kind === 'reservation');
  if (taken.length > 0)
    return refusal(`Cette date est déjà réservée (devis ${taken[0]?.number ?? ''}) : changez la date ou les heures.`, 'rental.dates');
  const words = await sender();
  const token = newToken();
  const validUntil = new Date(now.getTime() + draft.body.validityDays * DAY);
  const outcome = await db.transaction(async (sql) => {
    const current = await devisById(sql, id, true);
    if (!current || current.status !== 'brouillon')
      return { ok: true as const, message: `Le devis ${current?.number ?? ''} est déjà envoyé.` };
    // First sending or a new version; an accepted or cancelled request takes no devis (nothing written yet).
    if (!((await transition(sql, quoteId, 'envoyer')) ?? (await transition(sql, quoteId, 'reviser'))))
      return {
        ok: false as const,
        problems: [{ field: 'devis', message: 'Cette demande est acceptée ou annulée : elle ne reçoit plus de devis.' }],
      };
    const previous = (await devisOfQuote(sql, quoteId)).filter((d) => d.status === 'envoye');
    const number = formatDevisNumber(Number(parisToday(now).slice(0, 4)), await nextNumber(sql, Number(parisToday(now).slice(0, 4))));
    const version = previous.length > 0 ? Math.max(...previous.map((d) => d.version)) + 1 : 1;
    // Rendered inside the transaction so that the PDF carries the number it is given; a failure gives the number back.
    const pdf = await renderDevisPdf({
      body: current.body,
      number,
      version,
      issuedAt: now,
      validUntil,
      totals: current.totals,
      ...(previous[0]?.number && { replaces: previous[0].number }),
      termsVersion: rentalTerms().version,
    });
    for (const old of previous) {
      await sql.query(`UPDATE devis SET status = 'remplace', updated_at = $2::timestamptz WHERE id = $1`, [old.id, now.toISOString()]);
      await releaseBookings(sql, old.id, now.getTime());
    }
    await sql.query(
      `UPDATE devis SET number = $2, version = $3, status = 'envoye', sent_at = $4::timestamptz, valid_until = $5::timestamptz,
         pdf = $6, pdf_sha256 = $7, accept_token_hash = $8, updated_at = $4::timestamptz WHERE id = $1`,
      [id, number, version, now.toISOString(), validUntil.toISOString(), Buffer.from(pdf), sha256(pdf), tokenHash(token)],
    );
    const { rental } = current.body;
    await addBookings(sql, {
      devisId: id,
      units: rental.units,
      spans: bookingSpans(rental.dates, rental.start, rental.end),
      kind: 'option',
      expiresAt: validUntil.getTime(),
    });
    await recordEvent(sql, quoteId, actor, `Devis ${number} envoyé`, `PDF SHA-256 ${sha256(pdf)}`, now);
    const link = siteLink(acceptancePath(current.body.language, token));
    const mails = devisMails(current.body, number, pdf, link, validText(validUntil, current.body.language), current.totals, words);
    await service.store.outbox.enqueue(sql, { kind: 'devis_client', reference: number, message: mails.client, devisId: id, at: now });
    await service.store.outbox.enqueue(sql, { kind: 'devis_copie', reference: number, message: mails.copy, devisId: id, at: now });
    return { ok: true as const, message: `Devis ${number} envoyé à ${current.body.client.email}.` };
  });
  sendQueueSoon(service);
  return outcome;
}

export const validText = (date: Date, language: 'fr' | 'en') => (language === 'en' ? formatLongDateEn : formatLongDate)(parisToday(date));

/** A correction of a sent devis: a new draft copied from it; the sent one stays valid until the new one is sent. */
export async function reviseDevis(id: number, actor: string, now = new Date()): Promise<number | undefined> {
  const { db } = await store();
  const sent = await devisById(db, id);
  const quoteId = sent?.quoteId;
  if (!sent || quoteId === undefined || sent.status !== 'envoye') return undefined;
  const totals = devisTotals(sent.body.lines, sent.body.basis);
  return db.transaction(async (sql) => {
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO devis (quote_id, body, total_ht_cents, total_tva_cents, total_ttc_cents, deposit_cents, created_at, updated_at)
       VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz)
       ON CONFLICT (quote_id) WHERE status = 'brouillon' DO NOTHING RETURNING id`,
      [sent.quoteId, storedBody(sent.body, totals), totals.htCents, totals.tvaCents, totals.ttcCents, sent.depositCents, now.toISOString()],
    );
    if (!row)
      return (await sql.query<{ id: number }>(`SELECT id FROM devis WHERE quote_id = $1 AND status = 'brouillon'`, [sent.quoteId]))[0]?.id;
    await recordEvent(sql, quoteId, actor, `Nouvelle version du devis ${sent.number ?? ''} en préparation`, undefined, now);
    return row.id;
  });
}

/** « Acompte reçu », with its date and amount: a reservation awaiting its deposit no longer lapses. */
export async function recordDeposit(id: number, on: string, amount: string, actor: string, now = new Date()): Promise<ActionResult> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(on)) return refusal('Indiquez la date de réception de l’acompte.', 'depositOn');
  const parsed = parseEuros(amount);
  if (!parsed.ok || parsed.cents <= 0) return refusal('Indiquez le montant reçu, en euros (par exemple 540,00).', 'depositAmount');
  const cents = parsed.cents;
  const { db } = await store();
  return db.transaction(async (sql) => {
    const devis = await devisById(sql, id, true);
    if (!devis || devis.quoteId === undefined || devis.status !== 'accepte') return refusal('Seul un devis accepté reçoit un acompte.');
    await sql.query(
      'UPDATE devis SET deposit_received_on = $2::date, deposit_received_cents = $3, updated_at = $4::timestamptz WHERE id = $1',
      [id, on, cents, now.toISOString()],
    );
    await makeFirm(sql, id);
    await recordEvent(
      sql,
      devis.quoteId,
      actor,
      `Acompte reçu (devis ${devis.number ?? ''})`,
      `${(cents / 100).toFixed(2).replace('.', ',')} € le ${on}`,
      now,
    );
    return { ok: true, message: 'Acompte enregistré : la réservation est ferme.' };
  });
}

/** The provider ends a request: refused by the client, or cancelled; its devis end and their rooms are freed. */
export async function endRequest(reference: string, state: 'refuse' | 'annule', actor: string, now = new Date()): Promise<ActionResult> {
  const { db, quotes } = await store();
  const quote = await quotes.getWithId(reference);
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
  const { db, quotes } = await store();
  const quote = await quotes.getWithId(reference);
  if (!quote) return refusal('Demande introuvable.');
  await db.transaction(async (sql: Sql) => {
    await sql.query(`DELETE FROM devis WHERE quote_id = $1 AND status <> 'accepte'`, [quote.id]);
    await eraseRequestRow(sql, quote.id);
  });
  return { ok: true, message: `Demande ${reference} effacée.` };
}

/** A devis by its id, for the desk's pages. */
export async function findDevis(id: number): Promise<DevisRow | undefined> {
  const { db } = await store();
  return devisById(db, id);
}
