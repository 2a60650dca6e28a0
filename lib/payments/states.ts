import 'server-only';
// Where each invoice stands for the desk, from the money received for its devis: an acompte
// invoice is paid by the payment it was issued for; a balance or cancellation invoice by what the
// devis received beyond what it already counts as paid; an invoice a credit note names is cancelled.
import { allInvoices, type InvoiceRow } from '../invoices/server';
import { database, type Sql } from '../server/db';

/** Where an invoice stands for the desk: issued, paid, partly paid, cancelled by a credit note, or a credit note. */
export type InvoiceState = 'émise' | 'payée' | 'partiellement payée' | 'annulée par avoir' | 'avoir';

export type ListedInvoice = InvoiceRow & { state: InvoiceState; receivedCents: number; client: string };

/** What each devis has received, in cents. */
export async function receivedByDevis(sql: Sql, devisIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await sql.query<{ devis_id: number; cents: string | number }>(
    'SELECT devis_id, sum(amount_cents) AS cents FROM payments WHERE devis_id = ANY($1::integer[]) GROUP BY devis_id',
    [devisIds],
  );
  return new Map(rows.map((row) => [row.devis_id, Number(row.cents)]));
}

/** Every invoice, newest first, with its state. */
export async function invoiceList(): Promise<ListedInvoice[]> {
  const db = await database();
  const rows = await allInvoices(db);
  const received = await receivedByDevis(db, [...new Set(rows.map((row) => row.devisId))]);
  const credited = new Set(rows.filter((row) => row.kind === 'avoir').flatMap((row) => row.document.references.map((ref) => ref.number)));
  return rows.map((row) => {
    const got = received.get(row.devisId) ?? 0;
    const beyond = got - row.document.paidCents;
    const state: InvoiceState =
      row.kind === 'avoir'
        ? 'avoir'
        : credited.has(row.number)
          ? 'annulée par avoir'
          : row.kind === 'acompte' || row.payableCents <= beyond
            ? 'payée'
            : beyond > 0
              ? 'partiellement payée'
              : 'émise';
    return { ...row, state, receivedCents: got, client: row.document.buyer.company ?? row.document.buyer.name };
  });
}
