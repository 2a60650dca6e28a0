// The accountant's side, on the server: the sales journal of a period as FEC and CSV, and the
// desk's figures, invoiced, received and outstanding per month, and each client's balance.
// Reads the invoices and the payments as stored; writes nothing.
import 'server-only';
import { site } from '../content';
import { allInvoices } from '../invoices/server';
import { paymentsBetween } from '../payments/server';
import { database } from '../server/db';
import { fecName, toFec, toJournalCsv } from './formats';
import { journalLines } from './journal';

export { FEC_COLUMNS } from './formats';

export type Period = { from: string; to: string };

async function ledger(period?: Period) {
  const db = await database();
  const all = await allInvoices(db);
  const invoices = all.filter((invoice) => !period || (invoice.issuedOn >= period.from && invoice.issuedOn <= period.to));
  const payments = await paymentsBetween(db, period);
  const lines = journalLines(invoices.slice().reverse(), payments, all);
  return { invoices, payments, lines };
}

/** The sales journal of a period: the FEC file (its name and text) and the CSV. */
export async function salesJournal(period: Period) {
  const { lines } = await ledger(period);
  return { lines, fec: { name: fecName(site.legal.siren, period.to), text: toFec(lines) }, csv: toJournalCsv(lines) };
}

export type MonthFigures = { month: string; invoicedCents: number; receivedCents: number; outstandingCents: number };
export type ClientBalance = { client: string; reference: string; invoicedCents: number; receivedCents: number; balanceCents: number };

/** Per month: invoiced (credit notes deducted), received, and what is still owed at the month's end; and each client's balance. */
export async function moneyOverview(): Promise<{ months: MonthFigures[]; clients: ClientBalance[] }> {
  const { lines } = await ledger();
  const months = new Map<string, { invoiced: number; received: number }>();
  const clients = new Map<string, ClientBalance>();
  for (const line of lines) {
    if (line.account.number !== '411000' || !line.auxiliary) continue;
    const month = line.date.slice(0, 7);
    const figures = months.get(month) ?? { invoiced: 0, received: 0 };
    const client = clients.get(line.auxiliary.number) ?? {
      client: line.auxiliary.label,
      reference: line.auxiliary.number.slice(2),
      invoicedCents: 0,
      receivedCents: 0,
      balanceCents: 0,
    };
    if (line.journal === 'VE') {
      figures.invoiced += line.debitCents - line.creditCents;
      client.invoicedCents += line.debitCents - line.creditCents;
    } else {
      figures.received += line.creditCents;
      client.receivedCents += line.creditCents;
    }
    client.balanceCents = client.invoicedCents - client.receivedCents;
    months.set(month, figures);
    clients.set(line.auxiliary.number, client);
  }
  let owed = 0;
  const byMonth = [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, figures]) => {
      owed += figures.invoiced - figures.received;
      return { month, invoicedCents: figures.invoiced, receivedCents: figures.received, outstandingCents: owed };
    });
  return {
    months: byMonth,
    clients: [...clients.values()].sort((a, b) => b.balanceCents - a.balanceCents || a.client.localeCompare(b.client)),
  };
}
