// The journal written out: the FEC (fichier des écritures comptables, LPF art. A47 A-1), its 18
// columns in the order of the text, tab-separated, dates AAAAMMJJ, amounts with a decimal comma;
// and the same lines as a CSV a spreadsheet opens (`;`, BOM), with the VAT rate of each line.
import { csvCell } from '../quotes/server';
import { JOURNALS, type JournalLine } from './journal';

export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

const day = (iso: string) => iso.replace(/-/g, '');
const amount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
// A field never holds the separator nor a line break.
const field = (text: string) => text.replace(/[\t\r\n|]+/g, ' ').trim();

/** The FEC: a header line, then one line per journal line, CRLF-terminated. */
export function toFec(lines: readonly JournalLine[]): string {
  const rows = lines.map((line) =>
    [
      line.journal,
      JOURNALS[line.journal],
      String(line.entry),
      day(line.date),
      line.account.number,
      line.account.label,
      line.auxiliary?.number ?? '',
      line.auxiliary?.label ?? '',
      line.piece,
      day(line.pieceDate),
      line.label,
      amount(line.debitCents),
      amount(line.creditCents),
      '',
      '',
      day(line.date),
      '',
      '',
    ]
      .map(field)
      .join('\t'),
  );
  return [FEC_COLUMNS.join('\t'), ...rows].map((row) => `${row}\r\n`).join('');
}

/** The FEC's file name: the SIREN, « FEC », the closing date of the period. */
export const fecName = (siren: string, until: string) => `${siren.replace(/\s/g, '')}FEC${day(until)}.txt`;

export const JOURNAL_CSV_COLUMNS = [
  'Journal',
  'N° écriture',
  'Date',
  'Compte',
  'Libellé du compte',
  'Compte client',
  'Client',
  'Pièce',
  'Libellé',
  'Débit',
  'Crédit',
  'Taux de TVA',
];

/** The sales journal as CSV for a spreadsheet. */
export function toJournalCsv(lines: readonly JournalLine[]): string {
  const rows = lines.map((line) =>
    [
      line.journal,
      String(line.entry),
      line.date,
      line.account.number,
      line.account.label,
      line.auxiliary?.number ?? '',
      line.auxiliary?.label ?? '',
      line.piece,
      line.label,
      amount(line.debitCents),
      amount(line.creditCents),
      line.vatRate === undefined ? '' : `${String(line.vatRate).replace('.', ',')} %`,
    ]
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[JOURNAL_CSV_COLUMNS.join(';'), ...rows].join('\r\n')}\r\n`;
}
