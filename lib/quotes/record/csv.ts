// The export of the requests as CSV for a spreadsheet: `;` separated and with a BOM, as
// French Excel expects, every cell quoted when needed, and no cell a spreadsheet would
// run as a formula (a name typed as `=HYPERLINK(…)` stays text).
import 'server-only';
import { AUDIENCE_LABELS, cli, EXPORT_COLUMNS, LANGUAGE_NAMES, mail } from '../form/messages';
import type { QuoteRecord } from './records';
import { STATUS_LABELS } from '../../availability';
import { parisStamp } from '../../dates/paris';
import { STATE_LABELS } from '../form/states';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | undefined): string {
  let text = value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(quotes: readonly QuoteRecord[]): string {
  const rows = quotes.map((q) => [
    q.reference,
    parisStamp(q.createdAt),
    AUDIENCE_LABELS[q.audience],
    q.name,
    q.company,
    q.email,
    q.phone,
    q.eventType,
    q.venue,
    q.formulaId,
    q.formulaName,
    q.eventDate,
    q.timeSlot,
    q.persons ?? mail.toSpecify,
    q.quantity,
    q.room,
    q.extraHours,
    q.message,
    q.dateStatus && STATUS_LABELS[q.dateStatus],
    q.visit1,
    q.visit2,
    q.valueOrigin,
    LANGUAGE_NAMES[q.language],
    cli.delivery[q.delivery],
    STATE_LABELS[q.state],
  ]);
  const lines = [Object.values(EXPORT_COLUMNS), ...rows].map((row) => row.map(csvCell).join(';'));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
