// « Acompte reçu »: the deposit of an accepted devis, with its date and amount, makes its
// reservation firm (lib/availability no longer lets it lapse); one that comes after the date was
// freed books it again when it is still free, and is refused, naming the devis that holds it, when not.
import 'server-only';
import { makeFirm } from '../availability/server';
import { recordEvent } from '../quotes/server';
import type { Sql } from '../server/db';
import { holdRooms, type ActionResult } from './send';
import { devisById, overlapping, transition, type DevisRow } from './store';
import { parseEuros } from './validate';

/** The date and amount typed for a payment received, or the refusal beside its field. */
export function parseReceived(on: string, amount: string): { ok: true; cents: number } | (ActionResult & { ok: false }) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(on))
    return { ok: false, problems: [{ field: 'depositOn', message: 'Indiquez la date de réception de l’acompte.' }] };
  const parsed = parseEuros(amount);
  if (!parsed.ok || parsed.cents <= 0)
    return { ok: false, problems: [{ field: 'depositAmount', message: 'Indiquez le montant reçu, en euros (par exemple 540,00).' }] };
  return { ok: true, cents: parsed.cents };
}

/** A payment taken by a devis, or why it is refused (in the provider's words). */
export type DepositTaken = { ok: true; devis: DevisRow; rebooked: boolean } | { ok: false; message: string };

/**
 * A payment for an accepted devis, in the caller's transaction (lib/payments records it and issues
 * its invoice): the first is its acompte (the reservation awaiting it no longer lapses), each one a
 * line of the history. An acompte that comes after its date was freed books the date again when it
 * is still free, and is refused, naming the devis that holds it, when it is not.
 */
export async function depositReceived(sql: Sql, id: number, on: string, cents: number, actor: string, now: Date): Promise<DepositTaken> {
  const devis = await devisById(sql, id, true);
  if (!devis || devis.quoteId === undefined || devis.acceptedAt === undefined || !['accepte', 'expire'].includes(devis.status))
    return { ok: false, message: 'Seul un devis accepté reçoit un paiement.' };
  const rebooked = devis.status === 'expire';
  if (rebooked) {
    const reserved = (await overlapping(sql, devis.body.rental, now, id)).find((b) => b.kind === 'reservation');
    if (reserved)
      return {
        ok: false,
        message: `La date a été libérée faute d’acompte à temps, et le devis ${reserved.number ?? ''} la réserve depuis : le paiement n’est pas enregistré. Remboursez-le au client ou proposez-lui une autre date.`,
      };
    if (!(await transition(sql, devis.quoteId, 'reprendre')))
      return { ok: false, message: 'Cette demande est annulée : elle ne reçoit plus de paiement.' };
    await holdRooms(sql, id, devis.body.rental, 'reservation');
    await sql.query(`UPDATE devis SET status = 'accepte' WHERE id = $1`, [id]);
    await recordEvent(
      sql,
      devis.quoteId,
      actor,
      `Date réservée à nouveau (devis ${devis.number ?? ''})`,
      'acompte reçu après sa date limite',
      now,
    );
  }
  if (!devis.depositReceivedOn) {
    await sql.query(
      'UPDATE devis SET deposit_received_on = $2::date, deposit_received_cents = $3, updated_at = $4::timestamptz WHERE id = $1',
      [id, on, cents, now.toISOString()],
    );
    await makeFirm(sql, id);
  }
  await recordEvent(
    sql,
    devis.quoteId,
    actor,
    `${devis.depositReceivedOn ? 'Paiement reçu' : 'Acompte reçu'} (devis ${devis.number ?? ''})`,
    `${(cents / 100).toFixed(2).replace('.', ',')} € le ${on}`,
    now,
  );
  return { ok: true, devis: rebooked ? { ...devis, status: 'accepte' } : devis, rebooked };
}
