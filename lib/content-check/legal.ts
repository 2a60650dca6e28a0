// What consumer and business law asks of the content: a real review has its source on a
// platform named in site.yaml (Code de la consommation L121-2, L121-4), a partner rating links
// to its page, the legal notice's numbers are well formed (LCEN 6-III), and every `exemple`
// mark names fields that exist (lib/examples.ts).
import { EXAMPLE_FIELD } from '../examples';
import { arr, group, isGroup, str, type Catalogue } from './catalogue';
import { messages } from './messages';
import type { Path, SourceFile } from './source';

/** 9 digits whose Luhn sum is a multiple of 10. */
export function isValidSiren(siren: string): boolean {
  if (!/^\d{9}$/.test(siren)) return false;
  const sum = [...siren].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}

/** The French intra-community VAT number of a SIREN: FR, key (12 + 3 × (SIREN mod 97)) mod 97, SIREN. */
export const vatNumberOf = (siren: string) => `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;

/** Metropolitan (01–95) and overseas (97x, 98x) postal codes. */
const POSTAL_CODE = /^(?:0[1-9]|[1-8]\d|9[0-5]|97|98)\d{3}$/;

const compact = (value: string) => value.replace(/[\s.]/g, '');

/** An absolute http(s) address, or undefined. */
function webAddress(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url : undefined;
  } catch {
    return undefined;
  }
}

const onDomain = (url: URL, domains: readonly string[]) =>
  domains.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`));

function checkExampleMarks(cat: Catalogue, source: SourceFile, value: unknown, path: Path) {
  if (Array.isArray(value)) return value.forEach((item, index) => checkExampleMarks(cat, source, item, [...path, index]));
  if (!isGroup(value)) return;
  if (EXAMPLE_FIELD in value) {
    const mark = value[EXAMPLE_FIELD];
    const fields = Object.keys(value).filter((key) => key !== EXAMPLE_FIELD);
    const here = [...path, EXAMPLE_FIELD];
    if (Array.isArray(mark)) {
      mark.forEach((field, index) => {
        if (typeof field !== 'string' || !fields.includes(field)) cat.report(source, [...here, index], messages.badExampleField(field, fields));
      });
    } else if (typeof mark !== 'boolean') cat.report(source, here, messages.badExampleMark(mark, fields));
  }
  for (const [key, child] of Object.entries(value)) if (key !== EXAMPLE_FIELD) checkExampleMarks(cat, source, child, [...path, key]);
}

export function checkLegal(cat: Catalogue) {
  for (const source of cat.sources) if (source.data) checkExampleMarks(cat, source, source.data, []);

  const site = cat.site();
  const [siteSource] = cat.of('Site');
  const platforms = new Map(arr(site.plateformes).map((p) => [str(group(p).code), group(p)]));
  const isExampleEntry = (entry: Record<string, unknown>) => entry[EXAMPLE_FIELD] === true;

  function checkSourceUrl(source: SourceFile, path: Path, entry: Record<string, unknown>, unsourced: string, platform?: Record<string, unknown>) {
    const url = entry.url;
    if (url === undefined || url === null || url === '') {
      if (!isExampleEntry(entry)) cat.report(source, [...path, 'url'], unsourced);
      return;
    }
    if (typeof url !== 'string') return;
    const address = webAddress(url);
    if (!address) return cat.report(source, [...path, 'url'], messages.badUrl(url));
    const domains = arr(platform?.domaines).filter((d): d is string => typeof d === 'string');
    if (platform && domains.length && !onDomain(address, domains)) {
      cat.report(source, [...path, 'url'], messages.urlNotOnPlatform(url, String(platform.nom), domains));
    }
  }

  for (const reviews of cat.of('ReviewSet')) {
    arr(reviews.data!.avis).forEach((review, index) => {
      const r = group(review);
      const platform = typeof r.type === 'string' ? platforms.get(r.type) : undefined;
      checkSourceUrl(reviews, ['avis', index], r, messages.unsourcedReview(String(platform?.nom ?? r.type)), platform);
    });
  }

  if (!siteSource) return;
  for (const list of ['notes_particuliers', 'notes_pro']) {
    arr(site[list]).forEach((rating, index) => checkSourceUrl(siteSource, [list, index], group(rating), messages.unsourcedRating()));
  }

  const legal = group(site.legal);
  const siren = str(legal.siren);
  let validSiren: string | undefined;
  if (siren?.trim()) {
    const digits = compact(siren);
    if (!/^\d{9}$/.test(digits)) cat.report(siteSource, ['legal', 'siren'], messages.sirenFormat(siren));
    else if (!isValidSiren(digits)) cat.report(siteSource, ['legal', 'siren'], messages.sirenKey(siren));
    else validSiren = digits;
  }
  const vat = str(legal.tva);
  if (vat?.trim()) {
    const written = compact(vat).toUpperCase();
    if (!/^FR\d{11}$/.test(written)) cat.report(siteSource, ['legal', 'tva'], messages.vatFormat(vat));
    else if (validSiren && written !== vatNumberOf(validSiren)) cat.report(siteSource, ['legal', 'tva'], messages.vatMismatch(vat, vatNumberOf(validSiren)));
  }
  const postal = group(legal.siege).code_postal;
  if (typeof postal === 'string' && postal.trim() && !POSTAL_CODE.test(postal)) {
    cat.report(siteSource, ['legal', 'siege', 'code_postal'], messages.postalCode(postal));
  }
}
