// The money trail against a real database and a real mail server on loopback, the same cases on
// PGlite and on PostgreSQL (tests/integration/money-*.test.ts): a consumer's and a business's devis
// accepted, their acompte read from a camt.053 statement, the acompte invoice, the balance invoice
// after the event, paid; a cancellation with its credit note; each PDF read back for its mentions,
// its Factur-X XML extracted, validated against the schema and equal to the printed figures; the
// numbering under concurrent issues; a statement imported twice; what no devis could take.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../lib/server/db';
import { formatLongDate } from '../../lib/french/format';
import { bankCsv, camt053, printed, readInvoicePdf, schemaErrors, type ReadInvoice } from './invoices';
import { sampleQuote, token } from './quotes';
import { startSmtpSink, type Sink } from './smtp';

type Desk = typeof import('../../lib/devis/server');
type Invoices = typeof import('../../lib/invoices/server');
type Payments = typeof import('../../lib/payments/server');

const DAY = 86_400_000;
const NOW = new Date('2027-01-10T10:00:00Z');
const later = (days: number) => new Date(NOW.getTime() + days * DAY);
const ACTOR = 'prestataire@example.fr';

export function describeMoney(name: string, setup: () => Promise<{ cleanup: () => Promise<void> | void }>) {
  describe(`the money trail on ${name}`, () => {
    let desk: Desk;
    let invoices: Invoices;
    let payments: Payments;
    let db: Database;
    let sink: Sink;
    let cleanup: () => Promise<void> | void;
    let n = 0;

    /** A devis sent and accepted: a consumer's Saturday morning unless told otherwise; `client` adds to the draft's client. */
    async function accepted(overrides: Parameters<typeof sampleQuote>[0] = {}, client: Record<string, unknown> = {}) {
      const { quoteService } = await import('../../lib/quotes/server');
      const service = await quoteService();
      n++;
      const { reference } = await service.store.insert(
        sampleQuote({
          name: `Client ${n}`,
          email: `client${n}@example.fr`,
          eventDate: `2027-0${2 + (n % 7)}-${String(6 + n).padStart(2, '0')}`,
          ...overrides,
        }),
        token(7000 + n),
        { notify: false, now: NOW },
      );
      const id = (await desk.draftDevis(reference, ACTOR, NOW))!;
      await db.query(`UPDATE devis SET body = jsonb_set(body, '{client}', body->'client' || $2::jsonb) WHERE id = $1`, [
        id,
        JSON.stringify(client),
      ]);
      expect(await desk.sendDevis(id, ACTOR, NOW)).toMatchObject({ ok: true });
      const [mail] = await db.query<{ payload: { text: string } }>(
        `SELECT payload FROM quote_outbox WHERE devis_id = $1 AND kind = 'devis_client'`,
        [id],
      );
      const link = /\/devis\/accepter\/([A-Za-z0-9_-]{43})/.exec(mail!.payload.text)![1]!;
      expect(
        await desk.acceptDevis(link, { name: `Client ${n}`, agreed: true, address: '192.0.2.10', browser: 'test' }, later(1)),
      ).toMatchObject({ ok: true });
      return (await desk.findDevis(id))!;
    }

    const invoiceRows = (devisId: number) =>
      db.query<{ number: string; kind: string; pdf: Uint8Array; xml: string; payable_cents: string | number }>(
        'SELECT number, kind, pdf, xml, payable_cents FROM invoices WHERE devis_id = $1 ORDER BY id',
        [devisId],
      );

    /** An invoice read back, its XML valid and the same as the one stored, its figures those printed. */
    async function readBack(row: { pdf: Uint8Array; xml: string }): Promise<ReadInvoice> {
      const read = await readInvoicePdf(row.pdf);
      expect(read.attachment.name).toBe('factur-x.xml');
      expect(read.attachment.xml).toBe(row.xml);
      expect(await schemaErrors(read.attachment.xml)).toEqual([]);
      expect(read.pdfa).toBe('3B');
      const { figures, text } = read;
      for (const amount of [
        figures.ht,
        figures.tva,
        figures.ttc,
        figures.due,
        ...figures.taxes.flatMap((t) => [t.basis, t.tax]),
        ...figures.lines.map((l) => l.net),
      ])
        expect(text).toContain(printed(amount));
      expect(text).toContain(figures.number);
      // The XML adds up: lines to the HT total, HT and VAT to TTC, TTC less what was paid to what is due.
      const cents = (value: string | undefined) => Math.round(Number(value ?? 0) * 100);
      expect(figures.lines.reduce((total, line) => total + cents(line.net), 0)).toBe(cents(figures.ht));
      expect(cents(figures.ht) + cents(figures.tva)).toBe(cents(figures.ttc));
      expect(cents(figures.ttc) - cents(figures.prepaid)).toBe(cents(figures.due));
      return read;
    }

    /** The invoice e-mails a client has received, once `count` have arrived through the queue's SMTP delivery. */
    async function invoiceMails(to: string, count: number) {
      // The test's clock is in 2027: the queue is run at that time, through the real SMTP transport.
      const { quoteService } = await import('../../lib/quotes/server');
      const { deliverDue } = await import('../../lib/server/mail');
      const service = await quoteService();
      await deliverDue(service.store.outbox, service.mail!.mailer, service.mail!.settings, later(400), service.mail!.policy);
      const found = () => sink.mails.filter((mail) => mail.to.includes(to) && /^(Facture|Avoir)/.test(mail.headers.subject ?? ''));
      for (let waited = 0; found().length < count && waited < 30_000; waited += 200)
        await new Promise((resolve) => setTimeout(resolve, 200));
      return found();
    }

    beforeAll(async () => {
      sink = await startSmtpSink();
      process.env.SMTP_URL = sink.url;
      process.env.DEVIS_EMAIL_TO = 'reservations@example.fr';
      ({ cleanup } = await setup());
      desk = await import('../../lib/devis/server');
      invoices = await import('../../lib/invoices/server');
      payments = await import('../../lib/payments/server');
      db = (await (await import('../../lib/quotes/server')).quoteService()).db;
    }, 180_000);

    afterAll(async () => {
      const { quoteService } = await import('../../lib/quotes/server');
      await (await quoteService()).stop();
      const { closeDatabase } = await import('../../lib/server/db');
      await closeDatabase();
      await sink?.close();
      await cleanup?.();
      delete process.env.SMTP_URL;
    });

    it('a consumer: acompte from the bank statement, its invoice, the balance after the event with the acompte deducted, paid', async () => {
      const devis = await accepted();
      const deposit = devis.depositCents;
      const statement = camt053([
        { ref: `ACPT-${devis.id}`, on: '2027-01-12', cents: deposit, label: `ACOMPTE ${devis.number!.replace(/-/g, ' ')}` },
      ]);
      const report = await payments.importStatement(statement, ACTOR, later(2));
      expect(report).toMatchObject({ ok: true, format: 'camt053', already: 0, unmatched: [] });
      const [acompte] = await invoiceRows(devis.id);
      expect(acompte!.kind).toBe('acompte');
      expect(report.ok && report.recorded).toEqual([
        expect.objectContaining({ devisNumber: devis.number, invoice: acompte!.number, cents: deposit }),
      ]);
      const first = await readBack(acompte!);
      expect(first.figures).toMatchObject({ typeCode: '386', ttc: (deposit / 100).toFixed(2), due: '0.00', contract: devis.number });
      // The devis PDFs drawn before in this process leave the bold ’ of the title readable as text.
      for (const mention of [
        `Facture d’acompte ${acompte!.number}`,
        'SIREN 123 456 782',
        'N° de TVA : FR11123456782',
        'Client 1',
        'Prestations de services'.toLowerCase(),
        `Devis ${devis.number}`,
        'Date de la prestation',
        'Échéance : acquittée',
      ])
        expect(first.text).toContain(mention);
      // A consumer's invoice carries no business penalties.
      expect(first.text).not.toContain('L441-10');

      // The event has passed: the balance invoice names the acompte invoice and deducts it.
      const event = Date.parse(`${devis.body.rental.dates[0]}T12:00:00Z`);
      expect(await invoices.issueBalance(devis.id, ACTOR, new Date(event + 2 * DAY))).toMatchObject({ ok: true });
      expect(await invoices.issueBalance(devis.id, ACTOR, new Date(event + 2 * DAY))).toMatchObject({ ok: false });
      const [, balance] = await invoiceRows(devis.id);
      const second = await readBack(balance!);
      expect(second.figures).toMatchObject({
        typeCode: '380',
        ttc: (devis.totals.ttcCents / 100).toFixed(2),
        prepaid: (deposit / 100).toFixed(2),
        due: ((devis.totals.ttcCents - deposit) / 100).toFixed(2),
      });
      expect(second.figures.notes.join('\n')).toContain(`Acompte déduit : facture ${acompte!.number}`);
      expect(second.text).toContain(`Acompte, facture ${acompte!.number}`);

      // The balance arrives by the bank's CSV: recorded, no new invoice, the invoices shown paid.
      const csv = bankCsv([
        { ref: '', on: '2027-03-20', cents: devis.totals.ttcCents - deposit, label: `VIR SEPA CLIENT 1 SOLDE ${balance!.number}` },
      ]);
      const paid = await payments.importStatement(csv, ACTOR, new Date(event + 5 * DAY));
      expect(paid).toMatchObject({
        ok: true,
        format: 'csv',
        recorded: [expect.objectContaining({ devisNumber: devis.number, invoice: undefined })],
      });
      expect(await invoiceRows(devis.id)).toHaveLength(2);
      const states = await payments.invoiceList();
      expect(states.filter((row) => row.devisNumber === devis.number).map((row) => [row.number, row.state])).toEqual([
        [balance!.number, 'payée'],
        [acompte!.number, 'payée'],
      ]);

      // Each invoice reached the client by e-mail with its PDF.
      const ofClient = await invoiceMails('client1@example.fr', 2);
      expect(ofClient.map((mail) => mail.headers.subject)).toEqual(
        expect.arrayContaining([expect.stringContaining(acompte!.number), expect.stringContaining(balance!.number)]),
      );
      expect(ofClient[0]!.raw).toContain(`${acompte!.number}.pdf`);
    }, 120_000);

    it('a business: its SIREN and VAT number, the penalties and the 40 € indemnity, the balance due in 30 days', async () => {
      const devis = await accepted(
        { audience: 'pro', company: 'Atelier Dupont SARL', eventType: 'Séminaire' },
        { address: ['12 rue des Entrepreneurs', '75015 Paris'], siren: '552 100 554', vatNumber: 'FR40552100554' },
      );
      const deposit = devis.depositCents;
      await payments.importStatement(
        camt053([{ ref: `PRO-${devis.id}`, on: '2027-01-13', cents: deposit, label: `REF ${devis.number}`, payer: 'ATELIER DUPONT' }]),
        ACTOR,
        later(3),
      );
      const event = Date.parse(`${devis.body.rental.dates[0]}T12:00:00Z`);
      // The day after the event, the desk's upkeep issues the balance invoice by itself, once.
      expect(await invoices.issueDueBalances(new Date(event - DAY))).toBe(0);
      expect(await desk.deskUpkeep(new Date(event + DAY), [invoices.issueDueBalances])).toBe(0);
      expect(await invoices.issueDueBalances(new Date(event + DAY))).toBe(0);
      const [acompte, balance] = await invoiceRows(devis.id);
      expect(balance).toMatchObject({ kind: 'solde' });
      for (const row of [acompte!, balance!]) {
        const read = await readBack(row);
        expect(read.figures).toMatchObject({ buyerSiren: '552100554', buyerVat: 'FR40552100554', sellerSiren: '123456782' });
        for (const mention of [
          'Atelier Dupont SARL',
          '12 rue des Entrepreneurs',
          'SIREN : 552 100 554',
          'N° de TVA : FR40552100554',
          'L441-10',
          '40 €',
          'majoré de 10 points',
        ])
          expect(read.text).toContain(mention);
      }
      const read = await readInvoicePdf(balance!.pdf);
      expect(read.text).toContain('Paiement par virement');
      const [dates] = await db.query<{ due: string; issued: string }>(
        `SELECT document->>'dueOn' AS due, document->>'issuedOn' AS issued FROM invoices WHERE number = $1`,
        [balance!.number],
      );
      expect(Date.parse(dates!.due) - Date.parse(dates!.issued)).toBe(30 * DAY);
      expect(read.text).toContain(`Échéance : ${formatLongDate(dates!.due).replace(/[\u00a0\u202f]/g, ' ')}`);
      await payments.importStatement(
        bankCsv([{ ref: '', on: '2027-04-01', cents: devis.totals.ttcCents - deposit, label: `ATELIER DUPONT ${balance!.number}` }]),
        ACTOR,
        new Date(event + 10 * DAY),
      );
      const states = (await payments.invoiceList()).filter((row) => row.devisNumber === devis.number);
      expect(states.every((row) => row.state === 'payée')).toBe(true);
    }, 120_000);

    it('a cancellation after the acompte: a credit note for the acompte invoice, an invoice for what the terms keep', async () => {
      const devis = await accepted({ eventDate: '2027-06-12' });
      expect(
        await payments.recordTransfer(devis.id, '2027-01-15', (devis.depositCents / 100).toFixed(2).replace('.', ','), ACTOR, later(5)),
      ).toMatchObject({ ok: true });
      expect(await desk.endRequest(devis.body.reference, 'annule', ACTOR, later(6))).toMatchObject({ ok: true });
      // More than 90 days before the event: an individual's acompte is refunded, less the 50 € fee.
      const outcome = await payments.invoiceCancellation(devis.id, '2027-01-16', ACTOR, later(6));
      expect(outcome).toMatchObject({ ok: true });
      const [acompte, credit, kept] = await invoiceRows(devis.id);
      expect([acompte!.kind, credit!.kind, kept!.kind]).toEqual(['acompte', 'avoir', 'annulation']);
      const note = await readBack(credit!);
      expect(note.figures).toMatchObject({ typeCode: '381', ttc: (devis.depositCents / 100).toFixed(2) });
      expect(note.figures.notes.join('\n')).toContain(`Avoir sur la facture ${acompte!.number}`);
      expect(note.text).toContain(`Avoir ${credit!.number}`);
      expect(note.text).toContain(`la facture ${acompte!.number}`);
      const invoice = await readBack(kept!);
      expect(invoice.figures).toMatchObject({ typeCode: '380', ttc: '50.00', due: '0.00' });
      expect(invoice.text).toContain('l’acompte est remboursé, moins 50 € de frais');
      expect(await payments.invoiceCancellation(devis.id, '2027-01-16', ACTOR, later(6))).toMatchObject({ ok: false });
      const states = (await payments.invoiceList()).filter((row) => row.devisNumber === devis.number);
      expect(Object.fromEntries(states.map((row) => [row.number, row.state]))).toEqual({
        [acompte!.number]: 'annulée par avoir',
        [credit!.number]: 'avoir',
        [kept!.number]: 'payée',
      });
      // An issued invoice never changes.
      await expect(db.query(`UPDATE invoices SET payable_cents = 0 WHERE number = $1`, [acompte!.number])).rejects.toThrow(
        /ne change plus/,
      );
      await expect(db.query(`DELETE FROM invoices WHERE number = $1`, [acompte!.number])).rejects.toThrow(/ne change plus/);
    }, 120_000);

    it('a statement imported twice changes nothing; an unknown reference, a partial and an excess payment are shown as they are', async () => {
      const a = await accepted();
      const b = await accepted();
      const lines = [
        { ref: 'X-1', on: '2027-01-20', cents: 12_345, label: 'CADEAU MAMIE', payer: 'MME INCONNUE' },
        { ref: 'X-2', on: '2027-01-20', cents: 1_000, label: `ACOMPTE ${a.number}` },
        { ref: 'X-3', on: '2027-01-20', cents: b.totals.ttcCents + 5_000, label: `${b.number}` },
        { ref: 'X-4', on: '2027-01-20', cents: 5_000, label: `FRAIS ${a.number}`, debit: true },
        { ref: 'X-5', on: '2027-01-20', cents: 2_000, label: 'D-2019-9999' },
      ];
      const first = await payments.importStatement(camt053(lines), ACTOR, later(10));
      if (!first.ok) throw new Error(first.message);
      expect(first.unmatched.map((line) => [line.cents, line.note])).toEqual([
        [12_345, 'Aucune référence de devis, de facture ou de demande dans le libellé.'],
        [2_000, 'Référence inconnue : D-2019-9999.'],
      ]);
      expect(first.recorded.map((line) => [line.devisNumber, line.note.replace(/[\u00a0\u202f]/g, ' ')])).toEqual([
        [a.number, expect.stringMatching(/^Paiement partiel : 10,00 € reçus sur .+ pour l’acompte attendu\.$/)],
        [b.number, expect.stringMatching(/^Trop-perçu : 50,00 € au-delà du total restant/)],
      ]);
      // They stay listed for the provider, with their reason.
      expect((await payments.unmatchedCredits()).map((credit) => [credit.label, credit.reason])).toEqual(
        expect.arrayContaining([
          ['CADEAU MAMIE — MME INCONNUE', 'Aucune référence de devis, de facture ou de demande dans le libellé.'],
          ['D-2019-9999 — M JEAN CLIENT', 'Référence inconnue : D-2019-9999.'],
        ]),
      );
      // The excess is not invoiced: the acompte invoice stops at the devis's total.
      const [excess] = await invoiceRows(b.id);
      expect(Number(excess!.payable_cents)).toBe(0);
      expect((await readInvoicePdf(excess!.pdf)).figures.ttc).toBe((b.totals.ttcCents / 100).toFixed(2));
      const count = async () =>
        (
          await db.query<{ n: string }>(
            'SELECT (SELECT count(*) FROM payments) + (SELECT count(*) FROM invoices) + (SELECT count(*) FROM unmatched_credits) AS n',
          )
        )[0]!.n;
      const before = await count();
      const again = await payments.importStatement(camt053(lines), ACTOR, later(11));
      expect(again).toMatchObject({ ok: true, recorded: [], unmatched: [], already: 4 });
      expect(await count()).toBe(before);
      // Bad files lose nothing and say why.
      expect(await payments.importStatement('<Document><Autre/></Document>', ACTOR)).toEqual({
        ok: false,
        message: 'Ce XML n’est pas un relevé camt.053 (BkToCstmrStmt absent).',
      });
      expect(await payments.importStatement('a;b\n1;2', ACTOR)).toMatchObject({
        ok: false,
        message: expect.stringContaining('Colonnes introuvables'),
      });
    }, 120_000);

    it('exports the sales journal as FEC: its 18 columns, every entry balanced, debits equal to credits; paid clients owe nothing', async () => {
      const { salesJournal, moneyOverview, FEC_COLUMNS } = await import('../../lib/accounting/server');
      const journal = await salesJournal({ from: '2027-01-01', to: '2027-12-31' });
      expect(journal.fec.name).toBe('123456782FEC20271231.txt');
      const [header, ...rows] = journal.fec.text
        .replace(/\r\n$/, '')
        .split('\r\n')
        .map((row) => row.split('\t'));
      expect(header).toEqual([...FEC_COLUMNS]);
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) expect(row).toHaveLength(18);
      const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);
      const entries = new Map<string, { debit: number; credit: number }>();
      for (const row of rows) {
        expect(row[3]).toMatch(/^2027\d{4}$/);
        const entry = entries.get(row[2]!) ?? { debit: 0, credit: 0 };
        entries.set(row[2]!, { debit: entry.debit + cents(row[11]!), credit: entry.credit + cents(row[12]!) });
      }
      for (const [number, entry] of entries) expect([number, entry.debit]).toEqual([number, entry.credit]);
      const total = (column: number) => rows.reduce((sum, row) => sum + cents(row[column]!), 0);
      expect(total(11)).toBe(total(12));
      expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(['411000', '706000', '445710', '512000']));
      // The CSV carries the same lines, with the VAT rate of each.
      expect(journal.csv.split('\r\n')[0]).toBe(
        '\uFEFFJournal;N° écriture;Date;Compte;Libellé du compte;Compte client;Client;Pièce;Libellé;Débit;Crédit;Taux de TVA',
      );
      expect(journal.csv).toContain(';706000;Prestations de services;');
      expect(journal.csv).toContain(';20 %');
      const { clients, months } = await moneyOverview();
      expect(clients.find((client) => client.client === 'Client 1')).toMatchObject({ balanceCents: 0 });
      expect(clients.find((client) => client.client === 'Atelier Dupont SARL')).toMatchObject({ balanceCents: 0 });
      expect(months.map((month) => month.month)).toContain('2027-01');
    }, 60_000);

    it('numbers 20 invoices issued at once with no gap and no duplicate', async () => {
      const devis = await accepted();
      const before = (await db.query<{ number: string }>('SELECT number FROM invoices ORDER BY number')).map((row) => row.number);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => payments.recordTransfer(devis.id, '2027-01-21', '1,00', ACTOR, later(11 + i / 1000))),
      );
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      const numbers = (await db.query<{ number: string }>('SELECT number FROM invoices ORDER BY number')).map((row) => row.number);
      expect(numbers).toHaveLength(before.length + 20);
      expect(numbers).toEqual(numbers.map((_, i) => `F-2027-${String(i + 1).padStart(4, '0')}`));
    }, 180_000);
  });
}
