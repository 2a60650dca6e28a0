import 'server-only';
// An invoice or a credit note as a PDF (pdfkit, Inter as on the devis): the seller, the title and
// its facts, the buyer, the lines, VAT per rate, the totals, the mentions (./mentions.ts). The
// Factur-X wrapper (./facturx.ts) then makes it a PDF/A-3 with its XML inside.
import PDFDocument from 'pdfkit';
import { formatCents, formatPercent } from '../french/format';
import { frenchTypography } from '../french/typography';
import { pdfFonts } from '../devis/server';
import { invoiceMentions } from './mentions';
import type { InvoiceDocument } from './types';

const MARGIN = 48;
const COLOR = { text: '#1c1917', muted: '#57534e', rule: '#d6d3d1' } as const;
// As on the devis: without Inter's contextual alternates, fontkit drops the apostrophe of « d’acompte » in bold.
const SHAPING = { features: { calt: false } as unknown as PDFKit.Mixins.TextOptions['features'] };

/** A unit price to the cent, or to the hundredth of a cent when VAT was taken out of a TTC price. */
export const unitPrice = (cents: number) =>
  Number.isInteger(cents)
    ? formatCents(cents)
    : new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(
        cents / 100,
      );

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const mentions = invoiceMentions(doc);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'fr-FR',
    displayTitle: true,
    font: '',
    pdfVersion: '1.7',
    info: { Title: mentions.title, Author: doc.seller.name, Subject: `Devis ${doc.devisNumber}` },
  });
  const chunks: Uint8Array[] = [];
  pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  pdfFonts(pdf);
  const width = pdf.page.width - 2 * MARGIN;
  const regular = (size = 9, color: string = COLOR.text) => pdf.font('regular').fontSize(size).fillColor(color);
  /** Text at (x, y), or under the previous line when no place is given. */
  const write = (text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}) =>
    x === undefined ? pdf.text(text, { ...SHAPING, ...options }) : pdf.text(text, x, y, { ...SHAPING, ...options });
  const under = (text: string, options: PDFKit.Mixins.TextOptions = {}) => write(text, undefined, undefined, options);
  const bold = (size = 9) => pdf.font('bold').fontSize(size).fillColor(COLOR.text);
  const rule = () => {
    pdf
      .moveTo(MARGIN, pdf.y)
      .lineTo(MARGIN + width, pdf.y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    pdf.y += 8;
  };

  const top = pdf.y;
  bold(16);
  write(doc.seller.name, MARGIN, top, { width: width / 2 });
  regular(8, COLOR.muted);
  for (const line of mentions.seller) under(line, { width: width / 2 });
  const leftEnd = pdf.y;
  bold(13);
  write(mentions.title, MARGIN + width / 2, top, { width: width / 2, align: 'right' });
  regular(9, COLOR.muted);
  for (const fact of mentions.facts) under(fact, { width: width / 2, align: 'right' });
  pdf.y = Math.max(leftEnd, pdf.y) + 12;
  pdf.x = MARGIN;
  rule();
  bold(10);
  write(doc.business ? 'Client (professionnel)' : 'Client', MARGIN, pdf.y);
  regular();
  for (const line of mentions.buyer) write(line);
  pdf.moveDown();

  const columns = [
    { title: 'Désignation', width: width - 270, align: 'left' as const },
    { title: 'Qté', width: 40, align: 'right' as const },
    { title: 'Prix unitaire HT', width: 90, align: 'right' as const },
    { title: 'TVA', width: 50, align: 'right' as const },
    { title: 'Montant HT', width: 90, align: 'right' as const },
  ];
  const row = (cells: string[], font: () => unknown) => {
    const y = pdf.y;
    let x = MARGIN;
    let bottom = y;
    columns.forEach((column, i) => {
      const cell = cells[i] ?? '';
      font();
      write(cell, x, y, { width: column.width - 6, align: column.align });
      bottom = Math.max(bottom, pdf.y);
      x += column.width;
    });
    pdf.y = bottom + 4;
  };
  row(
    columns.map((column) => column.title),
    () => bold(8),
  );
  rule();
  for (const line of doc.lines)
    row(
      [
        frenchTypography(line.label),
        String(line.quantity),
        unitPrice(line.unitHtCents),
        formatPercent(line.vatRate),
        formatCents(line.htCents),
      ],
      () => regular(),
    );
  rule();
  const figure = (label: string, amount: string, strong = false) => {
    const y = pdf.y;
    if (strong) bold(10);
    else regular();
    write(label, MARGIN, y, { width: width - 100, align: 'right' });
    write(amount, MARGIN + width - 100, y, { width: 100, align: 'right' });
    pdf.y += 2;
  };
  for (const rate of mentions.rates) figure(rate.label, rate.amount);
  for (const total of mentions.totals) figure(total.label, total.amount, total.strong);
  pdf.moveDown();
  pdf.x = MARGIN;
  regular(8, COLOR.muted);
  for (const paragraph of mentions.paragraphs) write(paragraph, MARGIN, pdf.y, { width }).moveDown(0.4);
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
