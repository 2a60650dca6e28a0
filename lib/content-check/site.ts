// The rules of content/site.yaml: venues that exist and are listed once, platforms listed
// once, ratings with their source, a legal notice whose numbers are well formed (LCEN 6-III), and
// the bank details printed on the devis, whose IBAN key checks.
import { arr, group, str, type Catalogue } from './documents';
import { hasLuhnKey } from '../french/siren';
import { messages } from './messages';
import { checkSourceUrl, checkVenueCode } from './rules';

/** An IBAN whose key checks (ISO 13616: the country and key moved to the end, letters as numbers, mod 97 = 1). */
function hasIbanKey(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return [...moved].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0) === 1;
}

/** The French intra-community VAT number of a SIREN: FR, key (12 + 3 × (SIREN mod 97)) mod 97, SIREN. */
const vatNumberOf = (siren: string) => `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;

/** Metropolitan (01–95) and overseas (97x, 98x) postal codes. */
const POSTAL_CODE = /^(?:0[1-9]|[1-8]\d|9[0-5]|97|98)\d{3}$/;

const compact = (value: string) => value.replace(/[\s.]/g, '');

export function checkSite(cat: Catalogue) {
  const [source] = cat.of('Site');
  if (!source) return;
  const site = source.data;
  arr(site.lieux).forEach((entry, index) => checkVenueCode(cat, source, ['lieux', index, 'code'], group(entry).code));
  cat.unique(arr(site.lieux).map((entry, index) => ({ source, path: ['lieux', index, 'code'], value: group(entry).code })));
  cat.unique(arr(site.plateformes).map((entry, index) => ({ source, path: ['plateformes', index, 'code'], value: group(entry).code })));

  for (const list of ['notes_particuliers', 'notes_pro']) {
    arr(site[list]).forEach((rating, index) => checkSourceUrl(cat, source, [list, index], group(rating), messages.unsourcedRating()));
  }

  const legal = group(site.legal);
  const siren = str(legal.siren);
  let validSiren: string | undefined;
  if (siren?.trim()) {
    const digits = compact(siren);
    if (!/^\d{9}$/.test(digits)) cat.report(source, ['legal', 'siren'], messages.sirenFormat(siren));
    else if (!hasLuhnKey(digits)) cat.report(source, ['legal', 'siren'], messages.sirenKey(siren));
    else validSiren = digits;
  }
  const vat = str(legal.tva);
  if (vat?.trim()) {
    const written = compact(vat).toUpperCase();
    if (!/^FR\d{11}$/.test(written)) cat.report(source, ['legal', 'tva'], messages.vatFormat(vat));
    else if (validSiren && written !== vatNumberOf(validSiren))
      cat.report(source, ['legal', 'tva'], messages.vatMismatch(vat, vatNumberOf(validSiren)));
  }
  const siret = str(legal.siret);
  if (siret?.trim()) {
    const digits = compact(siret);
    if (!/^\d{14}$/.test(digits)) cat.report(source, ['legal', 'siret'], messages.siretFormat(siret));
    else if (!hasLuhnKey(digits)) cat.report(source, ['legal', 'siret'], messages.siretKey(siret));
    else if (validSiren && !digits.startsWith(validSiren))
      cat.report(source, ['legal', 'siret'], messages.siretMismatch(siret, validSiren));
  }
  const postal = group(legal.siege).code_postal;
  if (typeof postal === 'string' && postal.trim() && !POSTAL_CODE.test(postal)) {
    cat.report(source, ['legal', 'siege', 'code_postal'], messages.postalCode(postal));
  }

  const bank = group(site.banque);
  const iban = str(bank.iban);
  if (iban?.trim()) {
    const written = compact(iban).toUpperCase();
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(written)) cat.report(source, ['banque', 'iban'], messages.ibanFormat(iban));
    else if (!hasIbanKey(written)) cat.report(source, ['banque', 'iban'], messages.ibanKey(iban));
  }
  const bic = str(bank.bic);
  if (bic?.trim() && !/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(compact(bic).toUpperCase()))
    cat.report(source, ['banque', 'bic'], messages.bicFormat(bic));
}
