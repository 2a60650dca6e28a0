// The rules of content/site.yaml: venues that exist and are listed once, platforms listed
// once, ratings with their source, and a legal notice whose numbers are well formed (LCEN 6-III).
import { arr, group, str, type Catalogue } from './documents';
import { messages } from './messages';
import { checkSourceUrl, checkVenueCode } from './rules';

/** 9 digits whose Luhn sum is a multiple of 10. */
function isValidSiren(siren: string): boolean {
  if (!/^\d{9}$/.test(siren)) return false;
  const sum = [...siren].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
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
    else if (!isValidSiren(digits)) cat.report(source, ['legal', 'siren'], messages.sirenKey(siren));
    else validSiren = digits;
  }
  const vat = str(legal.tva);
  if (vat?.trim()) {
    const written = compact(vat).toUpperCase();
    if (!/^FR\d{11}$/.test(written)) cat.report(source, ['legal', 'tva'], messages.vatFormat(vat));
    else if (validSiren && written !== vatNumberOf(validSiren))
      cat.report(source, ['legal', 'tva'], messages.vatMismatch(vat, vatNumberOf(validSiren)));
  }
  const postal = group(legal.siege).code_postal;
  if (typeof postal === 'string' && postal.trim() && !POSTAL_CODE.test(postal)) {
    cat.report(source, ['legal', 'siege', 'code_postal'], messages.postalCode(postal));
  }
}
