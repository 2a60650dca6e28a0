// The one reading of a whole number typed by a visitor, for the calculator (lib/pricing/request.ts)
// and the quote form (lib/quotes): digits only, spaces allowed (« 1 200 »). Each caller sets its
// own upper limit and words its own message from the reason.

export type WholeNumber = { ok: true; value: number } | { ok: false; reason: 'empty' | 'negative' | 'decimal' | 'notNumber' | 'tooLarge' };

export function parseWholeNumber(text: string, max: number): WholeNumber {
  const value = text.replace(/\s+/g, '');
  if (value === '') return { ok: false, reason: 'empty' };
  if (/^-\d+([.,]\d+)?$/.test(value)) return { ok: false, reason: 'negative' };
  if (/^\d+[.,]\d+$/.test(value)) return { ok: false, reason: 'decimal' };
  if (!/^\d+$/.test(value)) return { ok: false, reason: 'notNumber' };
  const number = Number(value);
  if (number > max) return { ok: false, reason: 'tooLarge' };
  return { ok: true, value: number };
}
