import 'server-only';
// The devis as a PDF: A4, Inter embedded (subset, with its Unicode map, so the text reads back as
// text), French typography, the header, client and rental, the lines, the totals, the deposit and
// balance, and every mention (./mentions.ts); « Page 1 sur 2 » when it runs over a page.
// pdfkit is outside the server bundle (next.config.ts) and reads the font files once per process.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { parisToday } from '../dates/paris';
import { LANGUAGE_TAG } from '../i18n';
import { devisFormat, devisWordsFor, loadDevisWords } from './dictionary';
import { balanceOf, devisMentions, type DevisMentions } from './mentions';
import { devisTerms } from './terms';
import { lineCents } from './totals';
import type { DevisDocument } from './types';

type Fonts = { regular: Font; bold: Font };

let fonts: Fonts | undefined;

/**
 * fontkit keeps one glyph object per glyph id, with the characters it was first made for. A glyph
 * first met as a part of a composite one (the ’ inside a bold glyph) keeps none, and every later
 * PDF of the process then loses that character when read as text. The characters a devis or an
 * invoice writes (Latin letters, punctuation, €) are made glyphs first, the lowest code point
 * first where two share a glyph (’ before the modifier letter ʼ, the space before its variants).
 */
function warm(font: Font): Font {
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b))
    if (codePoint < 0x250 || (codePoint >= 0x2000 && codePoint < 0x20d0)) font.glyphForCodePoint(codePoint);
  return font;
}

/** The fonts, parsed once per process: parsing Inter costs more than drawing a devis. */
function loadFonts(): Fonts {
  if (fonts) return fonts;
  // Inter as static TrueType: fontkit subsets its glyphs reliably (not those of a WOFF2 file).
  // From the project folder, as Next's guide reads fonts on the server (a bundler would turn a
  // resolved module path into a module id), each path written whole in its call: the bundler
  // traces these two files into the server output, where a path in a variable made it trace the
  // whole project.
  fonts = {
    regular: warm(
      create(readFileSync(join(process.cwd(), 'node_modules/@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'))) as Font,
    ),
    bold: warm(create(readFileSync(join(process.cwd(), 'node_modules/@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'))) as Font),
  };
  return fonts;
}

/** Registers Inter as `regular` and `bold` on a document: the devis's and the invoices' one face. */
export function pdfFonts(doc: PDFKit.PDFDocument) {
  const fonts = loadFonts();
  doc.registerFont('regular', source(fonts.regular));
  doc.registerFont('bold', source(fonts.bold));
}

// pdfkit takes a parsed fontkit font as a source (it checks for `layout`), which its types do not say.
type FontSource = Parameters<PDFKit.PDFDocument['font']>[0];
const source = (font: Font) => font as unknown as FontSource;

// Inter's contextual alternates (arrows, colons between digits) cost most of the shaping time and
// change nothing in a devis: fontkit takes an object that turns a feature off, pdfkit passes it on.
const SHAPING = { features: { calt: false } as unknown as PDFKit.Mixins.TextOptions['features'] };

const PAGE = { size: 'A4', margin: 48, bottom: 64 } as const;
const COLOR = { text: '#1c1917', muted: '#57534e', rule: '#d6d3d1', band: '#f5f5f4' } as const;
const SIZE = { brand: 18, number: 13, heading: 10, body: 9, small: 8 } as const;

type Doc = PDFKit.PDFDocument;

/** The renderer's state: the document, the width between margins and the lowest y. */
type Pen = { doc: Doc; left: number; width: number; bottom: number };

// The fonts go by the names registered with the document: pdfkit caches a font by its name only.
const regular = (pen: Pen, size: number = SIZE.body, color: string = COLOR.text) => pen.doc.font('regular').fontSize(size).fillColor(color);
const bold = (pen: Pen, size: number = SIZE.body, color: string = COLOR.text) => pen.doc.font('bold').fontSize(size).fillColor(color);

/** A new page when `height` does not fit under the pen. */
function ensure(pen: Pen, height: number) {
  if (pen.doc.y + height > pen.bottom) pen.doc.addPage();
}

const rule = (pen: Pen, y: number) =>
  pen.doc
    .moveTo(pen.left, y)
    .lineTo(pen.left + pen.width, y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();

function header(pen: Pen, doc: DevisDocument, mentions: DevisMentions, brand: string) {
  const { pdf } = devisWordsFor(doc.body.language);
  const format = devisFormat(doc.body.language);
  const top = pen.doc.y;
  const side = 190;
  const main = pen.width - side - 16;
  bold(pen, SIZE.brand).text(brand, pen.left, top, { ...SHAPING, width: main });
  regular(pen, SIZE.small, COLOR.muted);
  for (const line of mentions.provider) pen.doc.text(line, pen.left, pen.doc.y + 2, { ...SHAPING, width: main });
  const leftEnd = pen.doc.y;

  const x = pen.left + pen.width - side;
  bold(pen, SIZE.number).text(format.text(pdf.number(doc.number)), x, top, { ...SHAPING, width: side, align: 'right' });
  regular(pen, SIZE.body, COLOR.muted);
  const facts = [
    pdf.version(doc.version),
    ...(doc.replaces ? [pdf.replaces(doc.replaces)] : []),
    pdf.issued(format.date(parisToday(doc.issuedAt))),
    pdf.reference(doc.body.reference),
  ];
  for (const fact of facts) pen.doc.text(format.text(fact), x, pen.doc.y + 2, { ...SHAPING, width: side, align: 'right' });
  pen.doc.y = Math.max(leftEnd, pen.doc.y) + 14;
  rule(pen, pen.doc.y);
  pen.doc.y += 12;
}

/** Two blocks side by side: the client, and what is rented. */
function parties(pen: Pen, doc: DevisDocument, mentions: DevisMentions) {
  const { mentions: words } = devisWordsFor(doc.body.language);
  const gap = 24;
  const column = (pen.width - gap) / 2;
  const top = pen.doc.y;
  const block = (x: number, heading: string, lines: string[]) => {
    bold(pen, SIZE.heading).text(heading, x, top, { ...SHAPING, width: column });
    regular(pen);
    for (const line of lines) pen.doc.text(line, x, pen.doc.y + 2, { ...SHAPING, width: column });
    return pen.doc.y;
  };
  const end = Math.max(block(pen.left, words.client, mentions.client), block(pen.left + column + gap, words.rental, mentions.rental));
  pen.doc.y = end + 18;
}

type Column = { key: 'label' | 'quantity' | 'unit' | 'vat' | 'amount'; width: number; align: 'left' | 'right' };

function linesTable(pen: Pen, doc: DevisDocument) {
  const { pdf } = devisWordsFor(doc.body.language);
  const format = devisFormat(doc.body.language);
  const basis = pdf.basis[doc.body.basis];
  const fixed: Column[] = [
    { key: 'quantity', width: 40, align: 'right' },
    { key: 'unit', width: 92, align: 'right' },
    { key: 'vat', width: 48, align: 'right' },
    { key: 'amount', width: 92, align: 'right' },
  ];
  const columns: Column[] = [{ key: 'label', width: pen.width - fixed.reduce((sum, c) => sum + c.width, 0), align: 'left' }, ...fixed];
  const titles = {
    label: pdf.table.label,
    quantity: pdf.table.quantity,
    unit: `${pdf.table.unit} ${basis}`,
    vat: pdf.table.vat,
    amount: `${pdf.table.amount} ${basis}`,
  };
  const pad = 4;

  const row = (cells: Record<Column['key'], string>, strong: boolean) => {
    const style = strong ? bold : regular;
    style(pen);
    const height =
      Math.max(...columns.map((c) => pen.doc.heightOfString(cells[c.key], { ...SHAPING, width: c.width - 2 * pad }))) + 2 * pad;
    return {
      height,
      draw: (y: number) => {
        style(pen);
        let x = pen.left;
        for (const c of columns) {
          pen.doc.text(cells[c.key], x + pad, y + pad, { ...SHAPING, width: c.width - 2 * pad, align: c.align });
          x += c.width;
        }
        pen.doc.y = y + height;
      },
    };
  };
  const head = row(titles, true);
  const drawHead = () => {
    const y = pen.doc.y;
    pen.doc.rect(pen.left, y, pen.width, head.height).fill(COLOR.band);
    head.draw(y);
  };

  ensure(pen, head.height * 3);
  drawHead();
  for (const line of doc.body.lines) {
    const body = row(
      {
        label: format.text(line.label),
        quantity: String(line.quantity),
        unit: format.cents(line.unitCents),
        vat: format.percent(line.vatRate),
        amount: format.cents(lineCents(line)),
      },
      false,
    );
    if (pen.doc.y + body.height > pen.bottom) {
      pen.doc.addPage();
      drawHead();
    }
    const y = pen.doc.y;
    body.draw(y);
    rule(pen, y + body.height);
  }
  pen.doc.y += 12;
}

/** HT, each rate's VAT, TTC, then the deposit and the balance, right-aligned under the table. */
function totals(pen: Pen, doc: DevisDocument) {
  const { pdf } = devisWordsFor(doc.body.language);
  const format = devisFormat(doc.body.language);
  const { totals: sums } = doc;
  const rows: [string, string, boolean][] = [
    [pdf.totalHt, format.cents(sums.htCents), false],
    ...sums.byRate.map((rate): [string, string, boolean] => [pdf.vatAt(format.percent(rate.vatRate)), format.cents(rate.tvaCents), false]),
    [pdf.totalTtc, format.cents(sums.ttcCents), true],
  ];
  if (doc.body.depositCents > 0) {
    rows.push([pdf.deposit, format.cents(doc.body.depositCents), false], [pdf.balance, format.cents(balanceOf(doc)), false]);
  }
  const labelWidth = 150;
  const amountWidth = 92;
  const x = pen.left + pen.width - labelWidth - amountWidth;
  ensure(pen, rows.length * 16);
  for (const [label, amount, strong] of rows) {
    const y = pen.doc.y;
    (strong ? bold : regular)(pen, strong ? SIZE.heading : SIZE.body);
    pen.doc.text(format.text(label), x, y, { ...SHAPING, width: labelWidth - 8 });
    pen.doc.text(amount, x + labelWidth, y, { ...SHAPING, width: amountWidth - 4, align: 'right' });
    pen.doc.y = y + 16;
  }
  pen.doc.y += 10;
}

function blocks(pen: Pen, mentions: DevisMentions) {
  for (const block of mentions.blocks) {
    regular(pen);
    const first = pen.doc.heightOfString(block.paragraphs[0] ?? '', { ...SHAPING, width: pen.width });
    ensure(pen, 18 + first);
    bold(pen, SIZE.heading).text(block.heading, pen.left, pen.doc.y, { ...SHAPING, width: pen.width });
    regular(pen);
    for (const paragraph of block.paragraphs) pen.doc.text(paragraph, pen.left, pen.doc.y + 3, { ...SHAPING, width: pen.width });
    pen.doc.y += 10;
  }
}

/** « Devis D-2026-0001 — Page 1 sur 2 » at the foot of each page, once the pages are known. */
function pageNumbers(pen: Pen, doc: DevisDocument) {
  const { pdf } = devisWordsFor(doc.body.language);
  const format = devisFormat(doc.body.language);
  const { start, count } = pen.doc.bufferedPageRange();
  if (count < 2) return;
  for (let index = start; index < start + count; index++) {
    pen.doc.switchToPage(index);
    // Writing under the bottom margin would start a new page.
    const margin = pen.doc.page.margins.bottom;
    pen.doc.page.margins.bottom = 0;
    regular(pen, SIZE.small, COLOR.muted).text(
      format.text(`${pdf.number(doc.number)} — ${pdf.page(index - start + 1, count)}`),
      pen.left,
      pen.doc.page.height - PAGE.bottom + 24,
      { ...SHAPING, width: pen.width, align: 'center', lineBreak: false },
    );
    pen.doc.page.margins.bottom = margin;
  }
}

/** The devis as a PDF file, in the request's language. */
export async function renderDevisPdf(doc: DevisDocument): Promise<Uint8Array> {
  const locale = doc.body.language;
  await loadDevisWords(locale);
  const terms = devisTerms();
  const mentions = devisMentions(doc, terms);
  const { pdf } = devisWordsFor(locale);

  const pdfDoc = new PDFDocument({
    size: PAGE.size,
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.bottom },
    bufferPages: true,
    lang: LANGUAGE_TAG[locale],
    displayTitle: true,
    // No default font: pdfkit would read Helvetica's metrics from its own files; Inter is set below.
    font: '',
    info: { Title: devisFormat(locale).text(pdf.number(doc.number)), Author: terms.provider.name, Subject: doc.body.rental.formulaName },
  });
  const chunks: Uint8Array[] = [];
  pdfDoc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdfDoc.on('end', resolve);
    pdfDoc.on('error', reject);
  });

  pdfFonts(pdfDoc);
  const pen: Pen = {
    doc: pdfDoc,
    left: PAGE.margin,
    width: pdfDoc.page.width - 2 * PAGE.margin,
    bottom: pdfDoc.page.height - PAGE.bottom,
  };
  header(pen, doc, mentions, terms.provider.brand);
  parties(pen, doc, mentions);
  linesTable(pen, doc);
  totals(pen, doc);
  blocks(pen, mentions);
  pageNumbers(pen, doc);
  pdfDoc.end();
  await ended;
  return Buffer.concat(chunks);
}
