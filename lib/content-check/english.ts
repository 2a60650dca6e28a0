// The rules of the English pages (content/en/, #37): each names a French document that exists,
// of the professional audience and not French only (FRENCH_ONLY_CATEGORIES), translated once;
// a product or a formula in the folder of its French document's venue; an address-safe file name
// that no other English page takes; and lists that pair with a French list, one English entry per
// French one.
import { FRENCH_ONLY_CATEGORIES } from '../content-model/english';
import { pathStem, venueFolderOf } from '../content-model/files';
import { VENUE_CODES } from '../content-model/vocabulary';
import { arr, group, str, type Catalogue } from './documents';
import { messages } from './messages';
import { checkFileName, checkQuestions, checkSlug, checkVenueFolder } from './rules';
import type { Path, ReadFile } from './source';

/** The English types that translate a French document named by `traduction_de`, with its folder. */
const TRANSLATING = {
  EnglishPrestation: { french: 'Prestation', folder: 'prestations' },
  EnglishProduct: { french: 'Product', folder: 'produits' },
  EnglishFormula: { french: 'Formula', folder: 'formules' },
  EnglishPage: { french: 'Page', folder: 'pages' },
} as const;

/** The English types filed by venue, as their French documents. */
const BY_VENUE: readonly string[] = ['EnglishProduct', 'EnglishFormula'];

/** The first segments of /en/… that the site's own routes take (app/en/, lib/content/english.ts). */
const ENGLISH_ROUTES: readonly string[] = ['venues', 'calculator', 'quote', 'legal-notice', 'privacy', 'international-clients'];

/** Whether a French document is one the English side translates: professional, not French only. */
export function isTranslatable(french: ReadFile): boolean {
  if (french.schema.name === 'Page' || french.schema.name === 'Venue') return true;
  const categories = [...arr(french.data.categories), french.data.categorie].filter((c) => c !== undefined);
  return french.data.audience === 'pro' && !categories.some((c) => (FRENCH_ONLY_CATEGORIES as readonly unknown[]).includes(c));
}

function checkTranslation(cat: Catalogue, source: ReadFile, type: keyof typeof TRANSLATING) {
  const { french, folder } = TRANSLATING[type];
  const stem = str(source.data.traduction_de);
  if (stem === undefined) return;
  const translated = cat.frenchOf(source);
  if (!translated) {
    const venue = venueFolderOf(source.rel);
    const byVenue = BY_VENUE.includes(type);
    // A product or formula whose French file sits in another venue's folder: the English file must follow it.
    const elsewhere = cat.of(french).find((p) => pathStem(p.rel) === stem && venueFolderOf(p.rel) !== venue);
    if (byVenue && elsewhere) {
      const other = venueFolderOf(elsewhere.rel) ?? '';
      return cat.report(source, ['traduction_de'], messages.englishOtherVenue(stem, other, cat.fileOf(`en/${folder}/${other}/`)));
    }
    const where = byVenue ? `${folder}/${venue ?? ''}` : folder;
    const known = cat
      .of(french)
      .filter((doc) => doc.rel.startsWith(`${where}/`) && isTranslatable(doc))
      .map((doc) => pathStem(doc.rel));
    const extension = type === 'EnglishFormula' ? '.yaml' : '.mdx';
    return cat.report(source, ['traduction_de'], messages.englishUnknownFrench(stem, cat.fileOf(`${where}/`), known, extension));
  }
  if (translated.data.audience !== undefined && translated.data.audience !== 'pro')
    cat.report(source, ['traduction_de'], messages.englishNotProfessional(translated.file));
  else if (!isTranslatable(translated)) cat.report(source, ['traduction_de'], messages.englishFrenchOnly(translated.file));
}

/**
 * `dispositions`, `photos`…: the English list follows the French one, entry for entry. A list the
 * schema leaves optional (`salles`, for a venue with one room) is still due when the French has one.
 */
function checkPaired(cat: Catalogue, source: ReadFile, french: ReadFile, paths: readonly Path[]) {
  for (const path of paths) {
    const valueAt = (data: unknown) => path.reduce<unknown>((value, part) => group(value)[part], data);
    const frenchList = valueAt(french.data);
    const english = valueAt(source.data) ?? (OPTIONAL_LISTS.includes(path) && Array.isArray(frenchList) ? [] : undefined);
    if (!Array.isArray(english) || !Array.isArray(frenchList) || english.length === frenchList.length) continue;
    cat.report(source, path, messages.englishPairedList(english.length, frenchList.length, french.file));
  }
}

const ROOMS: Path = ['salles'];
const OPTIONAL_LISTS: readonly Path[] = [ROOMS];
const VENUE_LISTS: readonly Path[] = [
  ['photos'],
  ROOMS,
  ['dispositions'],
  ['infos_pratiques', 'itineraires'],
  ['infos_pratiques', 'equipements'],
];
const FORMULA_LISTS: readonly Path[] = [['inclus'], ['regles']];

export function checkEnglish(cat: Catalogue) {
  for (const type of Object.keys(TRANSLATING) as (keyof typeof TRANSLATING)[]) {
    const pages = cat.of(type);
    for (const page of pages) {
      checkSlug(cat, page);
      if (BY_VENUE.includes(type)) checkVenueFolder(cat, page);
      checkTranslation(cat, page, type);
    }
    // One English page per French one: two would compete for the same language switch.
    cat.unique(
      pages.map((page) => ({
        source: page,
        path: ['traduction_de'],
        value: page.data.traduction_de,
        key: `${venueFolderOf(page.rel) ?? ''}/${String(page.data.traduction_de)}`,
      })),
    );
  }
  for (const page of cat.of('EnglishPrestation')) checkQuestions(cat, page);
  // Prestations and pages of prose share /en/<file name>.
  const atRoot = [...cat.of('EnglishPrestation'), ...cat.of('EnglishPage')];
  cat.unique(atRoot.map((page) => ({ source: page, path: ['nom du fichier'], value: pathStem(page.rel), key: pathStem(page.rel) })));
  for (const page of atRoot) {
    if (ENGLISH_ROUTES.includes(pathStem(page.rel))) cat.report(page, ['nom du fichier'], messages.englishReservedSlug(pathStem(page.rel)));
  }
  for (const venue of cat.of('EnglishVenue')) {
    checkFileName(cat, venue, VENUE_CODES);
    const french = cat.frenchOf(venue);
    if (french) checkPaired(cat, venue, french, VENUE_LISTS);
    checkQuestions(cat, venue);
  }
  for (const formula of cat.of('EnglishFormula')) {
    const french = cat.frenchOf(formula);
    if (french) checkPaired(cat, formula, french, FORMULA_LISTS);
  }
}
