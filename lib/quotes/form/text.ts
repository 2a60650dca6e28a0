// Input hygiene shared by the browser and the server. Whatever a visitor types is
// normalised the same way before it is checked, stored or put in an e-mail.
import { parseWholeNumber } from '../../pricing';

// C0 and C1 control characters, DEL, bidirectional overrides and isolates (they can
// make a stored line read backwards in a terminal or a mail client), BOM, and the
// Unicode line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069\ufeff]/g;
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069\ufeff]/g;
// Lone UTF-16 surrogates: PostgreSQL refuses them and they are not text.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** One line of text: NFC, no control characters, tabs and line breaks become spaces, spaces collapsed. */
export function cleanLine(value: string): string {
  return value
    .normalize('NFC')
    .replace(LONE_SURROGATE, '')
    .replace(/[\t\r\n\u2028\u2029]/g, ' ')
    .replace(CONTROL, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Several lines (the message): as `cleanLine`, but line breaks are kept, at most two in a row. */
export function cleanText(value: string): string {
  return value
    .normalize('NFC')
    .replace(LONE_SURROGATE, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL_BUT_NEWLINE, '')
    .replace(/[ \u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A French number (0X XX XX XX XX, or +33 / 0033 followed by 9 digits) or an international one (+ and 8 to 15 digits). */
export function isPhoneNumber(value: string): boolean {
  if (!/^[+0-9][0-9 .\-()/]*$/.test(value)) return false;
  // `+33 (0)1 …`: the bracketed trunk zero is dropped when dialling from abroad.
  const digits = value.replace(/\(0\)/, '').replace(/[^0-9+]/g, '');
  if (/^0[1-9][0-9]{8}$/.test(digits)) return true;
  if (/^(\+33|0033)[1-9][0-9]{8}$/.test(digits)) return true;
  if (/^(\+33|0033)/.test(digits)) return false;
  return /^(\+|00)[1-9][0-9]{7,14}$/.test(digits);
}

/** A whole number of at most six digits (the form's fields take six), spaces allowed, else undefined. */
export function wholeNumber(value: string): number | undefined {
  const parsed = parseWholeNumber(value, 999_999);
  return parsed.ok ? parsed.value : undefined;
}
