// The money trail's pure parts, as a provider meets them: what a bank statement's lines become,
// which devis a payer's words name, how an amount fits, how the cents are shared out, and what a
// cancellation keeps on each side of the rental terms' thresholds.
import { describe, expect, it } from 'vitest';
import { fitOf, referencesIn } from '@/lib/payments';
import { readStatement } from '@/lib/payments/server';
import { formatInvoiceNumber, keptOnCancellation, shareOut, type InvoiceSource } from '@/lib/invoices';
import { devisTotals, type DevisBody } from '@/lib/devis';
import { bankCsv, camt053 } from '../support/invoices';

describe('a bank statement read', () => {
  it('keeps the credits of a camt.053, with the bank’s key, the day, the cents and what the payer wrote', () => {
    const read = readStatement(
      camt053([
        { ref: 'A1', on: '2027-01-12', cents: 54_000, label: 'ACOMPTE D-2027-0001', payer: 'MME MARTIN' },
        { ref: 'A2', on: '2027-01-12', cents: 1_250, label: 'FRAIS', debit: true },
      ]),
    );
    expect(read).toEqual({
      ok: true,
      format: 'camt053',
      credits: [
        { key: 'camt:FR7630006000011234567890189:A1:0', on: '2027-01-12', cents: 54_000, label: 'ACOMPTE D-2027-0001 — MME MARTIN' },
      ],
    });
  });

  it('finds the table of a French bank’s CSV under its account lines, reads « 1 234,56 » and leaves the debits out', () => {
    const csv = bankCsv([
      { ref: '', on: '2027-02-03', cents: 123_456, label: 'VIR SEPA DUPONT D 2027 0002' },
      { ref: '', on: '2027-02-04', cents: 9_900, label: 'PRLV EDF', debit: true },
    ]).replace('1234,56', '1 234,56');
    const read = readStatement(csv);
    expect(read.ok && read.credits.map(({ on, cents, label }) => ({ on, cents, label }))).toEqual([
      { on: '2027-02-03', cents: 123_456, label: 'VIR SEPA DUPONT D 2027 0002' },
    ]);
  });

  it('tells two identical lines apart, and gives them the same keys on every import', () => {
    const line = { ref: '', on: '2027-02-03', cents: 5_000, label: 'D-2027-0003' };
    const keys = (text: string) => {
      const read = readStatement(text);
      return read.ok ? read.credits.map((credit) => credit.key) : [];
    };
    const first = keys(bankCsv([line, line]));
    expect(new Set(first).size).toBe(2);
    expect(keys(bankCsv([line, line]))).toEqual(first);
  });

  it('says in French why a file is refused', () => {
    expect(readStatement('<a><b></a>')).toEqual({ ok: false, message: 'Ce XML n’est pas un relevé camt.053 (BkToCstmrStmt absent).' });
    expect(readStatement('Date;Libellé;Crédit\n31-02-2027;X;10,00')).toEqual({
      ok: false,
      message: 'Ligne 2 : la date « 31-02-2027 » n’est pas au format JJ/MM/AAAA.',
    });
  });
});

describe('the reference a payer wrote', () => {
  it('reads a devis, an invoice and a request number, with hyphens, spaces or neither, devis first', () => {
    expect(referencesIn('vir f20270012 pour devis d 2027 0003 (dv-2027-000045)')).toEqual([
      { kind: 'devis', value: 'D-2027-0003' },
      { kind: 'facture', value: 'F-2027-0012' },
      { kind: 'demande', value: 'DV-2027-000045' },
    ]);
    expect(referencesIn('CADEAU ANNIVERSAIRE 2027')).toEqual([]);
  });

  it('shows a partial or an excess payment as it is', () => {
    const due = { ttcCents: 26_000, depositCents: 7_800, receivedCents: 0 };
    expect(fitOf(due, 7_800)).toMatchObject({ kind: 'exact' });
    expect(fitOf(due, 5_000)).toMatchObject({ kind: 'partiel', expectedCents: 7_800 });
    expect(fitOf({ ...due, receivedCents: 7_800 }, 20_000)).toMatchObject({ kind: 'excedent' });
  });
});

describe('the invoices’ arithmetic', () => {
  it('numbers invoices F-YYYY-NNNN', () => {
    expect(formatInvoiceNumber(2027, 12)).toBe('F-2027-0012');
    expect(() => formatInvoiceNumber(2027, 0)).toThrow('Numéro de facture impossible');
  });

  it('shares cents out in proportion, the parts always adding up to the whole', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(7_801, [21_000, 5_000]).reduce((a, b) => a + b)).toBe(7_801);
  });

  it('keeps on cancellation what the rental terms say: the acompte less the fee, the acompte, half the price, the whole price', () => {
    const body = {
      audience: 'particuliers',
      rental: { dates: ['2027-06-12'] },
      lines: [{ label: 'Salle', unitCents: 26_000, quantity: 1, vatRate: 20, origin: 'moteur' }],
    } as unknown as DevisBody;
    const source: InvoiceSource = { number: 'D-2027-0001', body, totals: devisTotals(body.lines, 'TTC') };
    const terms = { proPaymentDays: 30, cancellation: { refundDays: 90, feeEuros: 50, partialDays: 60, sharePercent: 50, fullDays: 15 } };
    expect(keptOnCancellation(source, '2027-01-16', 7_800, terms)).toBe(5_000);
    expect(keptOnCancellation(source, '2027-04-01', 7_800, terms)).toBe(7_800);
    expect(keptOnCancellation(source, '2027-05-10', 7_800, terms)).toBe(13_000);
    expect(keptOnCancellation(source, '2027-06-01', 7_800, terms)).toBe(26_000);
  });
});
