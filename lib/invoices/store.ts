import 'server-only';
// Invoices and credit notes on the site's database (lib/server/db.ts): numbered in the issuing
// transaction from one yearly counter, written once (a trigger refuses any change), read back for
// the desk, the client's link, the e-mail and the accountant.
import { nextOfYear, type YearlyCounter } from '../server/counters';
import { onlyRow, type Sql } from '../server/db';
import { formatInvoiceNumber } from './number';
import type { InvoiceDocument, InvoiceKind } from './types';

// The lock: any fixed number, distinct from the devis numbers' one.
const NUMBERS: YearlyCounter = { table: 'invoice_counters', lock: 5_372_604 };

/** The next invoice number of the year, in the caller's transaction: two issues wait for each other, a rollback gives it back. */
export const nextInvoiceNumber = async (sql: Sql, year: number): Promise<string> =>
  formatInvoiceNumber(year, await nextOfYear(sql, NUMBERS, year));

export type InvoiceRow = {
  id: number;
  number: string;
  kind: InvoiceKind;
  devisId: number;
  devisNumber: string;
  issuedOn: string;
  document: InvoiceDocument;
  payableCents: number;
  pdfSha256: string;
  paymentId: number | undefined;
};

const COLUMNS = `id, number, kind, devis_id, devis_number, issued_on::text AS issued_on, document, payable_cents, pdf_sha256, payment_id`;

const toInvoice = (row: Record<string, unknown>): InvoiceRow => ({
  id: row.id as number,
  number: row.number as string,
  kind: row.kind as InvoiceKind,
  devisId: row.devis_id as number,
  devisNumber: row.devis_number as string,
  issuedOn: row.issued_on as string,
  document: row.document as InvoiceDocument,
  payableCents: Number(row.payable_cents),
  pdfSha256: row.pdf_sha256 as string,
  paymentId: (row.payment_id as number | null) ?? undefined,
});

export async function insertInvoice(
  sql: Sql,
  issued: {
    document: InvoiceDocument;
    devisId: number;
    pdf: Uint8Array;
    pdfSha256: string;
    xml: string;
    paymentId?: number | undefined;
    at: Date;
  },
): Promise<InvoiceRow> {
  const { document: doc } = issued;
  const [row] = await sql.query(
    `INSERT INTO invoices (number, kind, devis_id, devis_number, issued_on, issued_at, document, total_ht_cents, total_tva_cents,
       total_ttc_cents, payable_cents, pdf, pdf_sha256, xml, payment_id)
     VALUES ($1, $2, $3, $4, $5::date, $6::timestamptz, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING ${COLUMNS}`,
    [
      doc.number,
      doc.kind,
      issued.devisId,
      doc.devisNumber,
      doc.issuedOn,
      issued.at.toISOString(),
      JSON.stringify(doc),
      doc.totals.htCents,
      doc.totals.tvaCents,
      doc.totals.ttcCents,
      doc.payableCents,
      Buffer.from(issued.pdf),
      issued.pdfSha256,
      issued.xml,
      issued.paymentId ?? null,
    ],
  );
  return toInvoice(onlyRow([row], 'invoices'));
}

export async function invoicesOfDevis(sql: Sql, devisId: number): Promise<InvoiceRow[]> {
  return (await sql.query(`SELECT ${COLUMNS} FROM invoices WHERE devis_id = $1 ORDER BY id`, [devisId])).map(toInvoice);
}

export async function allInvoices(sql: Sql, period?: { from: string; to: string }): Promise<InvoiceRow[]> {
  const rows = period
    ? await sql.query(`SELECT ${COLUMNS} FROM invoices WHERE issued_on BETWEEN $1::date AND $2::date ORDER BY id`, [period.from, period.to])
    : await sql.query(`SELECT ${COLUMNS} FROM invoices ORDER BY id DESC`);
  return rows.map(toInvoice);
}

/** The stored file: the PDF/A-3 (with its XML inside) or the XML alone. */
export async function invoiceFile(sql: Sql, number: string): Promise<{ pdf: Uint8Array; xml: string; devisId: number } | undefined> {
  const [row] = await sql.query<{ pdf: Uint8Array; xml: string; devis_id: number }>(
    'SELECT pdf, xml, devis_id FROM invoices WHERE number = $1',
    [number],
  );
  return row && { pdf: new Uint8Array(row.pdf), xml: row.xml, devisId: row.devis_id };
}

/** The devis an invoice or credit note was issued for, by its number. */
export async function devisOfInvoice(sql: Sql, number: string): Promise<number | undefined> {
  const [row] = await sql.query<{ devis_id: number }>('SELECT devis_id FROM invoices WHERE number = $1', [number]);
  return row?.devis_id;
}
