// The visitor's side of a devis: the page behind the acceptance link, the acceptance itself and
// the release of options whose deposit did not come. An acceptance is one transaction: the devis
// locked, its options turned into reservations (the database's exclusion constraint refuses a
// room already reserved at overlapping hours), the evidence, the state, the history, the e-mails.
// Before any of it, and before the signed PDF is rendered, the network's limit and the devis's
// state are read: a flood on an accepted or ended link renders nothing.
import 'server-only';
import { parisToday } from '../dates/paris';
import { site } from '../content';
import { cleanLine } from '../quotes';
import { recordEvent } from '../quotes/server';
import { isTokenShaped, tokenHash } from '../server/auth';
import { database, type Sql } from '../server/db';
import { enqueueMail, sendQueueSoon } from '../server/mail';
import type { Locale } from '../i18n';
import { devisWordsFor, loadDevisWords } from './dictionary';
import { needsExpressRequest } from './mentions';
import { acceptancePdf } from './evidence';
import { acceptedMails, conflictMail, releasedMails } from './mails';
import { confirmBookings, lapsedReservations, lapsedReservationsOver, releaseBookings } from '../availability/server';
import { devisByTokenHash, transition, type DevisRow } from './store';
import { acceptanceAdmitted, sender } from '../desk/server';
import { appendEvidence, sha256 } from './seal';
import { rentalTerms } from './send';

const DAY = 86_400_000;

export type AcceptancePage =
  | { state: 'inconnu' }
  | { state: 'remplace'; number: string; newer?: string | undefined; language: Locale }
  | { state: 'expire'; devis: DevisRow }
  | { state: 'termine'; devis: DevisRow }
  | { state: 'ouvert' | 'accepte'; devis: DevisRow; terms: ReturnType<typeof rentalTerms>; securityDepositEuros: number };

/** What the link shows: this devis and nothing else; an unknown or malformed token learns nothing. */
export async function acceptancePage(token: string, now = new Date()): Promise<AcceptancePage> {
  if (!isTokenShaped(token)) return { state: 'inconnu' };
  const db = await database();
  const devis = await devisByTokenHash(db, tokenHash(token));
  if (!devis || devis.number === undefined) return { state: 'inconnu' };
  if (devis.status === 'remplace') return { state: 'remplace', number: devis.number, newer: devis.newer, language: devis.body.language };
  const securityDepositEuros = site.devis.depot_garantie_euros;
  if (devis.status === 'accepte') return { state: 'accepte', devis, terms: rentalTerms(devis.body.language), securityDepositEuros };
  if (devis.status !== 'envoye') return { state: 'termine', devis };
  if (devis.validUntil && Date.parse(devis.validUntil) <= now.getTime()) return { state: 'expire', devis };
  return { state: 'ouvert', devis, terms: rentalTerms(devis.body.language), securityDepositEuros };
}

export type AcceptanceInput = {
  name: string;
  agreed: boolean;
  address: string;
  browser: string;
  /** The express request that the hire begin within the withdrawal period (L221-25), when the devis needs it. */
  express?: boolean | undefined;
};

export type AcceptanceOutcome =
  | { ok: true; number: string; already?: true }
  | { ok: false; reason: 'inconnu' | 'expire' | 'termine' | 'pris' | 'limite' | 'conditions' }
  | { ok: false; reason: 'champs'; errors: { name?: string; agreed?: string; express?: string } };

/**
 * Accepts a devis. Two tabs or a double click accept once (the devis row is locked and its status
 * read again); two visitors racing for one room: the second meets the exclusion constraint, reads
 * that the date was taken meanwhile, and the provider is alerted.
 */
export async function acceptDevis(token: string, input: AcceptanceInput, now = new Date()): Promise<AcceptanceOutcome> {
  if (!isTokenShaped(token)) return { ok: false, reason: 'inconnu' };
  if (!(await acceptanceAdmitted(input.address, now))) return { ok: false, reason: 'limite' };
  const db = await database();
  const preview = await devisByTokenHash(db, tokenHash(token));
  if (!preview || preview.number === undefined) return { ok: false, reason: 'inconnu' };
  // Read again, locked, in the transaction below: this early reading only spares the rendering.
  if (preview.status === 'accepte') return { ok: true, number: preview.number, already: true };
  if (preview.status !== 'envoye') return { ok: false, reason: 'termine' };
  if (preview.validUntil && Date.parse(preview.validUntil) <= now.getTime()) return { ok: false, reason: 'expire' };
  const language = preview.body.language;
  await loadDevisWords(language);
  const said = devisWordsFor(language).acceptance;
  const name = cleanLine(input.name);
  const errors: { name?: string; agreed?: string; express?: string } = {};
  if (name.length < 2 || name.length > 120) errors.name = said.nameMissing;
  if (!input.agreed) errors.agreed = said.agreeMissing;
  const express = needsExpressRequest(preview.body, parisToday(now));
  if (express && !input.express) errors.express = said.expressMissing;
  if (errors.name || errors.agreed || errors.express) return { ok: false, reason: 'champs', errors };
  const words = await sender();
  const terms = rentalTerms(language);
  // Rendered before the transaction, which on the embedded database holds every other caller.
  const signed = await acceptancePdf(preview, {
    name,
    at: now,
    address: input.address,
    pdfSha256: preview.pdfSha256 ?? '',
    box: said.agree,
  });
  // A reservation in the way whose deposit did not come is ended first, as the sweep ends it
  // (its devis « Expiré », both sides told), each in its own transaction: this one touches only its own bookings.
  await endLapsed(await lapsedReservationsOver(db, preview.id, now.getTime()), now);
  try {
    const outcome = await db.transaction(async (sql): Promise<AcceptanceOutcome> => {
      const devis = await devisByTokenHash(sql, tokenHash(token), true);
      if (!devis || devis.number === undefined || devis.quoteId === undefined) return { ok: false, reason: 'inconnu' };
      if (devis.status === 'accepte') return { ok: true, number: devis.number, already: true };
      if (devis.status !== 'envoye') return { ok: false, reason: 'termine' };
      if (devis.validUntil && Date.parse(devis.validUntil) <= now.getTime()) return { ok: false, reason: 'expire' };
      // The client accepts the terms the devis named when sent, or nothing: the provider sends a new version.
      if (devis.termsVersion !== undefined && devis.termsVersion !== terms.version) {
        await recordEvent(
          sql,
          devis.quoteId,
          'visiteur',
          `Acceptation du devis ${devis.number} refusée : conditions de location modifiées depuis l’envoi`,
          'envoyez une nouvelle version du devis',
          now,
        );
        return { ok: false, reason: 'conditions' };
      }
      const firm = devis.body.firmOn === 'acceptation';
      const depositDue = new Date(now.getTime() + devis.body.depositDays * DAY);
      await confirmBookings(sql, devis.id, firm ? undefined : depositDue.getTime());
      const iban = `IBAN ${site.banque.iban}, BIC ${site.banque.bic}`;
      const mails = acceptedMails(devis.body, devis.number, signed, devis.depositCents, iban, words);
      await sql.query(
        `UPDATE devis SET status = 'accepte', accepted_at = $2::timestamptz, accepted_pdf = $3, updated_at = $2::timestamptz WHERE id = $1`,
        [devis.id, now.toISOString(), Buffer.from(signed)],
      );
      await appendEvidence(sql, devis.id, 'acceptation', {
        devis: devis.number,
        at: now.toISOString(),
        acceptedAt: now.toISOString(),
        address: input.address,
        browser: input.browser.slice(0, 500),
        name,
        checkbox: said.agree,
        ...(express && { expressRequest: said.express }),
        button: said.submit,
        pdfSha256: devis.pdfSha256,
        acceptedPdfSha256: sha256(signed),
        terms: { version: terms.version, language: terms.language, sha256: terms.sha256, text: terms.text },
        confirmationEmail: { to: devis.body.client.email, subject: mails.client.subject, text: mails.client.text },
      });
      await transition(sql, devis.quoteId, 'accepter');
      await recordEvent(sql, devis.quoteId, 'visiteur', `Devis ${devis.number} accepté`, `par « ${name} », depuis ${input.address}`, now);
      await enqueueMail(sql, {
        kind: 'acceptation_client',
        reference: devis.number,
        message: mails.client,
        devisId: devis.id,
        at: now,
      });
      await enqueueMail(sql, {
        kind: 'acceptation_prestataire',
        reference: devis.number,
        message: mails.provider,
        devisId: devis.id,
        at: now,
      });
      return { ok: true, number: devis.number };
    });
    if (outcome.ok && !outcome.already) await sendQueueSoon();
    return outcome;
  } catch (error) {
    if ((error as Error).name !== 'BookingConflict') throw error;
    await alertTaken(preview, now);
    return { ok: false, reason: 'pris' };
  }
}

/** The date was reserved by another devis meanwhile: the provider hears it once per devis. */
async function alertTaken(devis: DevisRow, now: Date): Promise<void> {
  const db = await database();
  const words = await sender();
  await db.transaction(async (sql) => {
    if (devis.quoteId !== undefined)
      await recordEvent(
        sql,
        devis.quoteId,
        'visiteur',
        `Acceptation du devis ${devis.number ?? ''} refusée : date déjà réservée`,
        undefined,
        now,
      );
    await enqueueMail(sql, {
      kind: 'alerte_conflit',
      reference: devis.number ?? '',
      message: conflictMail(devis.body, devis.number ?? '', words),
      devisId: devis.id,
      at: now,
    });
  });
  await sendQueueSoon();
}

/** Whether a devis has lapsed at `now`: sent and past its validity, or accepted and its deposit not come by its deadline. */
async function hasLapsed(sql: Sql, devis: { id: number; status: string; valid_until: Date | string | null }, now: Date) {
  if (devis.status === 'envoye') return devis.valid_until !== null && new Date(devis.valid_until).getTime() <= now.getTime();
  return devis.status === 'accepte' && (await lapsedReservations(sql, now.getTime(), devis.id)).length > 0;
}

/**
 * Ends what lapsed: devis past their validity (their options go), and accepted devis whose deposit
 * did not come by its deadline (their reservation goes, both sides are told). Run by the upkeep,
 * before the inbox is read and before an acceptance meets a lapsed reservation; each devis in its own transaction.
 */
export async function sweepDevis(now = new Date()): Promise<number> {
  const db = await database();
  // Past their validity, or accepted with a reservation whose deposit did not come.
  const lapsed = await db.query<{ id: number }>(
    `SELECT id FROM devis WHERE (status = 'envoye' AND valid_until <= $1::timestamptz) OR (status = 'accepte' AND id = ANY($2::integer[])) ORDER BY id`,
    [now.toISOString(), await lapsedReservations(db, now.getTime())],
  );
  return endLapsed(
    lapsed.map((row) => row.id),
    now,
  );
}

/** Ends each devis that is still lapsed once its row is locked: a deposit recorded meanwhile keeps it. */
async function endLapsed(ids: readonly number[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const db = await database();
  const words = await sender();
  let ended = 0;
  for (const id of ids) {
    await db.transaction(async (sql) => {
      const [row] = await sql.query<{
        id: number;
        status: string;
        valid_until: Date | string | null;
        quote_id: number | null;
        number: string;
        body: DevisRow['body'];
      }>('SELECT id, status, valid_until, quote_id, number, body FROM devis WHERE id = $1 FOR UPDATE', [id]);
      // Read again under the lock: the devis may have been accepted, paid or ended since it was listed.
      if (!row || !(await hasLapsed(sql, row, now))) return;
      ended++;
      await releaseBookings(sql, id, now.getTime());
      await sql.query(`UPDATE devis SET status = 'expire', updated_at = $2::timestamptz WHERE id = $1`, [id, now.toISOString()]);
      if (row.quote_id !== null) {
        await transition(sql, row.quote_id, 'expirer');
        await recordEvent(
          sql,
          row.quote_id,
          'site',
          row.status === 'accepte' ? `Acompte non reçu : date libérée (devis ${row.number})` : `Devis ${row.number} expiré`,
          undefined,
          now,
        );
      }
      if (row.status === 'accepte') {
        await loadDevisWords(row.body.language);
        const mails = releasedMails(row.body, row.number, words);
        await enqueueMail(sql, {
          kind: 'liberation_client',
          reference: row.number,
          message: mails.client,
          devisId: id,
          at: now,
        });
        await enqueueMail(sql, {
          kind: 'liberation_prestataire',
          reference: row.number,
          message: mails.provider,
          devisId: id,
          at: now,
        });
      }
    });
  }
  if (ended > 0) await sendQueueSoon();
  return ended;
}
