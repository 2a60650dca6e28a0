// « Acompte reçu »: the deposit of an accepted devis, with its date and amount, makes its
// reservation firm (lib/availability no longer lets it lapse).
import 'server-only';
import { makeFirm } from '../availability/server';
import { recordEvent } from '../quotes/server';
import { database } from '../server/db';
import { refusal, type ActionResult } from './send';
import { devisById } from './store';
import { parseEuros } from './validate';

/** « Acompte reçu », with its date and amount: a reservation awaiting its deposit no longer lapses. */
export async function recordDeposit(id: number, on: string, amount: string, actor: string, now = new Date()): Promise<ActionResult> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(on)) return refusal('Indiquez la date de réception de l’acompte.', 'depositOn');
  const parsed = parseEuros(amount);
  if (!parsed.ok || parsed.cents <= 0) return refusal('Indiquez le montant reçu, en euros (par exemple 540,00).', 'depositAmount');
  const cents = parsed.cents;
  const db = await database();
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
