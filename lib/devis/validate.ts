// What makes a devis impossible to send, field by field, in words the provider reads next to the
// field (`lines.2.vatRate`: « Ligne 3 : indiquez le taux de TVA. »); and the reading of an amount
// typed in French (« 1 234,50 »). The desk's editor and its Server Action both call these.
import type { Locale } from '../i18n';
import { devisFormat, devisWordsFor } from './dictionary';
import { devisTotals, lineCents } from './totals';
import type { DevisBody } from './types';

/** The VAT rates of French law, in percent. */
export const VAT_RATES = [0, 2.1, 5.5, 10, 20] as const;

/** The validity of a devis and the time to pay its deposit, in days. */
export const DAYS_RANGE = { min: 1, max: 90 } as const;

export type DevisProblem = { field: string; message: string };

const isWholeCents = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isDays = (value: number) => Number.isInteger(value) && value >= DAYS_RANGE.min && value <= DAYS_RANGE.max;
const isBlank = (value: string | undefined) => !value?.trim();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every reason the devis cannot be sent, in the order of the editor; empty when it can. */
export function devisProblems(body: DevisBody, locale: Locale = 'fr'): DevisProblem[] {
  const { problems: words } = devisWordsFor(locale);
  const format = devisFormat(locale);
  const problems: DevisProblem[] = [];
  const say = (field: string, message: string) => problems.push({ field, message: format.text(message) });

  if (isBlank(body.client.name)) say('client.name', words.clientName);
  if (!EMAIL.test(body.client.email.trim())) say('client.email', words.clientEmail);
  if (body.rental.dates.length === 0) say('rental.dates', words.dates);

  if (body.lines.length === 0) say('lines', words.noLines);
  const rates = VAT_RATES.map(format.percent);
  const rateList = `${rates.slice(0, -1).join(', ')} ${words.or} ${rates.at(-1) ?? ''}`;
  body.lines.forEach((line, index) => {
    const at = (key: string) => `lines.${index}.${key}`;
    if (isBlank(line.label)) say(at('label'), words.label(index));
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) say(at('quantity'), words.quantity(index));
    if (!isWholeCents(line.unitCents)) say(at('unitCents'), words.unit(index));
    else if (line.origin === 'remise' && line.unitCents >= 0) say(at('unitCents'), words.discountPositive(index));
    else if (line.origin !== 'remise' && line.unitCents < 0) say(at('unitCents'), words.negativeLine(index));
    // A rate read from a form or a JSON body may be missing whatever the type says.
    const rate: unknown = line.vatRate;
    if (typeof rate !== 'number' || Number.isNaN(rate)) say(at('vatRate'), words.vatMissing(index));
    else if (!(VAT_RATES as readonly number[]).includes(rate)) say(at('vatRate'), words.vatRate(index, rateList));
  });

  const priced = body.lines.every((line) => isWholeCents(line.unitCents) && Number.isInteger(line.quantity));
  if (priced && body.lines.length > 0) {
    const total = devisTotals(body.lines, body.basis).ttcCents;
    const sum = body.lines.reduce((cents, line) => cents + lineCents(line), 0);
    if (sum < 0) say('lines', words.negativeTotal(format.cents(sum)));
    else if (isWholeCents(body.depositCents) && body.depositCents > total)
      say('depositCents', words.depositAboveTotal(format.cents(body.depositCents), format.cents(total)));
  }
  if (!isWholeCents(body.depositCents)) say('depositCents', words.depositAmount);
  else if (body.depositCents < 0) say('depositCents', words.depositNegative);
  else if (body.depositCents === 0 && body.firmOn === 'acompte') say('depositCents', words.depositMissing);

  if (!isDays(body.validityDays)) say('validityDays', words.validityDays(DAYS_RANGE.min, DAYS_RANGE.max));
  if (!isDays(body.depositDays)) say('depositDays', words.depositDays(DAYS_RANGE.min, DAYS_RANGE.max));
  return problems;
}

export type ParsedAmount = { ok: true; cents: number } | { ok: false; message: string };

/**
 * An amount typed in French, as cents: « 1 234,50 », « 1234.5 », « 1 234 € », « -50 » (a discount).
 * Spaces of any kind group thousands; a comma or a point marks the cents (in English, a point).
 */
export function parseEuros(text: string, locale: Locale = 'fr'): ParsedAmount {
  const { amount: words } = devisWordsFor(locale);
  const format = devisFormat(locale);
  const fail = (message: string): ParsedAmount => ({ ok: false, message: format.text(message) });
  // In English a comma groups thousands (« 1,234.50 »); in French it marks the cents.
  const compact = text
    .replaceAll(words.thousands, '')
    .replace(/[\s\u00a0\u202f€]/g, '')
    .replace(/^[\u2212\u2013]/, '-')
    .replace(/^EUR|EUR$/i, '');
  if (compact === '') return fail(words.empty);
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(compact);
  if (!match) return fail(words.unreadable(text.trim()));
  const [, sign = '', whole = '', decimals = ''] = match;
  if (decimals.length > 2) return fail(words.cents(text.trim()));
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return fail(words.unreadable(text.trim()));
  return { ok: true, cents: sign && cents ? -cents : cents };
}
