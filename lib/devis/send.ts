// A devis drafted from the engine, edited, numbered and sent, revised: each action one transaction
// that writes the state, the devis, the bookings, the history and the e-mails together
// (lib/devis/store.ts); the pages (app/espace-prestataire) call these after checking the session.
import 'server-only';
import { formulas, getPage, pageIn, site } from '../content';
import { addDays, parisToday } from '../dates/paris';
import { SITE_URL } from '../env';
import { addBookings, bookingSpans, releaseBookings } from '../availability/server';
import { sender, siteLink } from '../desk/server';
import type { Locale } from '../i18n';
import { recordEvent, requestWithId } from '../quotes/server';
import { newToken, tokenHash } from '../server/auth';
import { database, type Sql } from '../server/db';
import { enqueueMail, sendQueueSoon } from '../server/mail';
import { devisFormat, devisWordsFor } from './dictionary';
import type { DevisEdits } from './form';
import { draftLines } from './lines';
import { devisMails } from './mails';
import { formatDevisNumber } from './number';
import { renderDevisPdf } from './pdf';
import { appendEvidence, sha256 } from './seal';
import { priceRequestOf, rentalOf } from './rental';
import { devisById, devisOfQuote, nextNumber, overlapping, storedBody, transition } from './store';
import { devisTotals } from './totals';
import type { DevisBody } from './types';
import { devisProblems } from './validate';

const DAY = 86_400_000;

/** The last day a devis is valid, in its reader's words. */
const validText = (date: Date, locale: Locale) => devisFormat(locale).date(parisToday(date));

export type ActionResult = { ok: true; message?: string } | { ok: false; problems: { field: string; message: string }[] };

export const refusal = (message: string, field = 'devis'): ActionResult => ({ ok: false, problems: [{ field, message }] });

/** Drafts the devis of a request from the engine; a second click finds the same draft. */
export async function draftDevis(reference: string, actor: string, now = new Date()): Promise<number | undefined> {
  const db = await database();
  const quote = await requestWithId(db, reference);
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
    // An individual renting a package made for individuals holds a party; a training day is not leisure.
    leisure: quote.audience === 'particuliers' && formulas().find((f) => f.id === quote.formulaId)?.audience === 'particuliers',
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
  const db = await database();
  const current = await devisById(db, id);
  const quoteId = current?.quoteId;
  if (!current || current.status !== 'brouillon' || quoteId === undefined)
    return refusal('Ce devis a déjà été envoyé : il ne change plus. Créez une nouvelle version pour le corriger.');
  const { date, start, end, client, ...terms } = edits;
  const body: DevisBody = {
    ...current.body,
    ...terms,
    client: { ...current.body.client, ...client },
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

/** The devis's rooms held on its dates and hours, in the caller's transaction (the database refuses a room already reserved). */
export const holdRooms = (sql: Sql, devisId: number, rental: DevisBody['rental'], kind: 'option' | 'reservation', expiresAt?: number) =>
  addBookings(sql, { devisId, units: rental.units, spans: bookingSpans(rental.dates, rental.start, rental.end), kind, expiresAt });

export { sha256 };

/**
 * The rental terms in force as a visitor reads them (content/pages/conditions-de-location.mdx, or
 * its English page): their text and compiled MDX, their hash, and the version the devis names,
 * that of the French text, which prevails.
 */
export function rentalTerms(locale: Locale = 'fr') {
  const french = getPage('conditions-de-location');
  const page = pageIn(locale, 'conditions-de-location');
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
  const db = await database();
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
    const terms = rentalTerms(current.body.language);
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
      termsVersion: terms.version,
    });
    for (const old of previous) {
      await sql.query(`UPDATE devis SET status = 'remplace', updated_at = $2::timestamptz WHERE id = $1`, [old.id, now.toISOString()]);
      await releaseBookings(sql, old.id, now.getTime());
    }
    await sql.query(
      `UPDATE devis SET number = $2, version = $3, status = 'envoye', sent_at = $4::timestamptz, valid_until = $5::timestamptz,
         pdf = $6, pdf_sha256 = $7, accept_token_hash = $8, updated_at = $4::timestamptz, terms_version = $9, replaces = $10 WHERE id = $1`,
      [
        id,
        number,
        version,
        now.toISOString(),
        validUntil.toISOString(),
        Buffer.from(pdf),
        sha256(pdf),
        tokenHash(token),
        terms.version,
        previous[0]?.number ?? null,
      ],
    );
    await holdRooms(sql, id, current.body.rental, 'option', validUntil.getTime());
    await recordEvent(sql, quoteId, actor, `Devis ${number} envoyé`, `PDF SHA-256 ${sha256(pdf)}`, now);
    const link = siteLink(devisWordsFor(current.body.language).acceptance.path(token));
    const mails = devisMails(current.body, number, pdf, link, validText(validUntil, current.body.language), current.totals, words);
    const client = { ...mails.client, messageId: `<${number.toLowerCase()}.devis-client@${new URL(SITE_URL).hostname}>` };
    await enqueueMail(sql, { kind: 'devis_client', reference: number, message: client, devisId: id, at: now });
    await appendEvidence(sql, id, 'envoi', {
      devis: number,
      version,
      at: now.toISOString(),
      pdfSha256: sha256(pdf),
      terms: { version: terms.version, sha256: terms.sha256 },
      ...(previous[0]?.number && { replaces: previous[0].number }),
      email: { to: client.to, queuedAt: now.toISOString(), messageId: client.messageId, subject: client.subject },
    });
    await enqueueMail(sql, { kind: 'devis_copie', reference: number, message: mails.copy, devisId: id, at: now });
    return { ok: true as const, message: `Devis ${number} envoyé à ${current.body.client.email}.` };
  });
  await sendQueueSoon();
  return outcome;
}

/** A correction of a sent devis: a new draft copied from it; the sent one stays valid until the new one is sent. */
export async function reviseDevis(id: number, actor: string, now = new Date()): Promise<number | undefined> {
  const db = await database();
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
