// The English pages for professional visitors (content/en/, #37): each English document with
// the French document it translates (`french`), which holds every figure, photo, venue and
// audience; and their addresses under /en. An English page is published when its French page
// is and it is not a draft itself (lib/content/drafts.ts).
import {
  allEnglishFormulas,
  allEnglishPages,
  allEnglishPrestations,
  allEnglishProducts,
  allEnglishVenues,
  englishSite as generatedEnglishSite,
} from 'contentlayer/generated';
import type * as Generated from 'contentlayer/generated';
import type { VenueCode } from '../content-model/vocabulary';
import { englishTypography } from '../english/typography';
import type { Locale } from '../i18n';
import { published } from './drafts';
import { byOrder, once } from './once';
import { getPage } from './pages';
import { getPrestation, getProduct } from './products';
import { site } from './site';
import type { Formula, Page, Prestation, Product, Venue } from './types';
import { prestationHref, productHref, venueHref, venueSlug } from './urls';
import { getVenue, venues } from './venues';

export type EnglishPrestation = Generated.EnglishPrestation & { french: Prestation };
export type EnglishProduct = Generated.EnglishProduct & { venue: VenueCode; french: Product };
export type EnglishVenue = Generated.EnglishVenue & { code: VenueCode; french: Venue };
export type EnglishPage = Generated.EnglishPage & { french: Page };
export type EnglishSite = Generated.EnglishSite;
export type EnglishFormula = Generated.EnglishFormula & { venue: VenueCode };

/** What is not prose in a document: the MDX body, typeset as it is compiled (lib/english/typography.ts), and contentlayer's own fields. */
const NOT_PROSE: ReadonlySet<string> = new Set(['body', '_raw', '_id', 'type']);

/**
 * An English document with its every text set as English is: copywriters type « Pasteur » or
 * « 30 % », visitors read “Pasteur” and 30%, whichever component shows the text.
 */
function typeset<T>(value: T): T {
  if (typeof value === 'string') return englishTypography(value) as T;
  if (Array.isArray(value)) return value.map(typeset) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, NOT_PROSE.has(key) ? field : typeset(field)])) as T;
  return value;
}

/** The site-wide English prose: content/en/site.yaml. */
export const englishSite: EnglishSite = typeset(generatedEnglishSite);

/** Each English document with its French one, those whose French document is not published left out. */
function withFrench<E extends { draft?: boolean }, F>(documents: readonly E[], frenchOf: (doc: E) => F | undefined) {
  return documents.filter(published).flatMap((doc) => {
    const french = frenchOf(doc);
    return french ? [{ ...typeset(doc), french }] : [];
  });
}

const sortedPrestations = once(() =>
  byOrder(
    withFrench(allEnglishPrestations, (p) => getPrestation(p.traduction_de)),
    (p) => p.french.ordre,
  ),
);

/** The English prestation pages, in the order of their French pages. */
export const englishPrestations = (): EnglishPrestation[] => sortedPrestations();

const sortedProducts = once(() =>
  withFrench(allEnglishProducts as (Generated.EnglishProduct & { venue: VenueCode })[], (p) => getProduct(p.venue, p.traduction_de)).sort(
    (a, b) => a._raw.sourceFilePath.localeCompare(b._raw.sourceFilePath),
  ),
);

/** The English product pages, by venue then file name, as the French ones. */
export const englishProducts = (): EnglishProduct[] => sortedProducts();

const venuesByCode = once(
  () =>
    new Map(
      venues().flatMap((french) => {
        const english = allEnglishVenues.find((v) => v.code === french.code);
        return english ? [[french.code, { ...typeset(english), code: french.code, french }] as const] : [];
      }),
    ),
);

/** The English page of a venue, when it is written. */
export const englishVenue = (code: VenueCode): EnglishVenue | undefined => venuesByCode().get(code);

/** A venue's rooms as a page in a language names them: in English, the names of its English file, in the same order. */
export function roomsIn(code: VenueCode, locale: Locale): NonNullable<Venue['salles']> {
  const english = locale === 'fr' ? undefined : englishVenue(code)?.salles;
  return (getVenue(code).salles ?? []).map((room, index) => {
    const nom = english?.[index]?.nom;
    return nom ? { ...room, nom } : room;
  });
}

/** The English page of a page of prose, by the French page's file name (`conditions-de-location`). */
export function englishPage(frenchSlug: string): EnglishPage | undefined {
  const english = allEnglishPages.find((p) => p.traduction_de === frenchSlug);
  return english && { ...typeset(english), french: getPage(frenchSlug) };
}

/** A page of prose in `locale`: its translation when there is one, else the French page. */
export const pageIn = (locale: Locale, frenchSlug: string) =>
  (locale === 'fr' ? undefined : englishPage(frenchSlug)) ?? getPage(frenchSlug);

const formulasById = once(
  () => new Map((allEnglishFormulas as EnglishFormula[]).map((english) => [`${english.venue}-${english.traduction_de}`, typeset(english)])),
);

/** The words of a formula that its English file gives (content/en/formules/), its figures staying the French file's. */
const FORMULA_WORDS = ['name', 'aide_prix', 'inclus', 'horaires_detail', 'regles'] as const;
export type FormulaWord = (typeof FORMULA_WORDS)[number];

/** A formula as a page in a language reads it, with the words that page shows in French: none on a French page. */
export type LocalFormula = Formula & { inFrench: readonly FormulaWord[] };

/**
 * A formula in a language: in English, the words of its English file over the French ones; the
 * French words it has no English for (no file, or an optional field left out) stay, and are named.
 */
export function formulaIn(formula: Formula, locale: Locale): LocalFormula {
  if (locale === 'fr') return { ...formula, inFrench: [] };
  const english = formulasById().get(formula.id);
  const given = FORMULA_WORDS.flatMap((word) => (english?.[word] === undefined ? [] : [[word, english[word]] as const]));
  return {
    ...formula,
    ...Object.fromEntries(given),
    inFrench: FORMULA_WORDS.filter((word) => english?.[word] === undefined && formula[word] !== undefined),
  };
}

/** `/en/venues/salles-rive-gauche-vaugirard`: the same venue segment as in French. */
export const englishVenueHref = (code: VenueCode) => `/en/venues/${venueSlug(code)}`;
export const englishPrestationHref = (prestation: { slug: string }) => `/en/${prestation.slug}`;
export const englishProductHref = (product: { venue: VenueCode; slug: string }) => `${englishVenueHref(product.venue)}/${product.slug}`;
export const englishPageHref = (page: { slug: string }) => `/en/${page.slug}`;

/**
 * The French pages served by code whose English twin is a route of app/en/, not a content file;
 * the privacy notice once its English text is written (content/en/site.yaml).
 */
const ROUTES_IN_CODE: Record<string, string> = {
  '/': '/en',
  '/calcul': '/en/calculator',
  '/devis': '/en/quote',
  '/mentions-legales': '/en/legal-notice',
  ...(englishSite.confidentialite && { '/confidentialite': '/en/privacy' }),
};

const englishPaths = once(
  () =>
    new Map<string, string>([
      ...Object.entries(ROUTES_IN_CODE),
      ...englishPrestations().map((p) => [prestationHref(p.french), englishPrestationHref(p)] as const),
      ...englishProducts().map((p) => [productHref(p.french), englishProductHref(p)] as const),
      ...venues().flatMap((v) => (englishVenue(v.code) ? [[venueHref(v.code), englishVenueHref(v.code)] as const] : [])),
      ...allEnglishPages.map((p) => [`/${p.traduction_de}`, englishPageHref(p)] as const),
    ]),
);

/**
 * The English address of a French page, when it has a translation: `/prestations/location-salles-de-reunion-paris`
 * → `/en/meeting-rooms-paris`; its query and anchor are kept (`/calcul?offre=…` → `/en/calculator?offre=…`).
 */
export function englishHrefOf(frenchPath: string): string | undefined {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(frenchPath) ?? [];
  const english = englishPaths().get(path.length > 1 ? path.replace(/\/$/, '') : path);
  return english && `${english}${rest}`;
}

const frenchPaths = once(() => new Map([...englishPaths()].map(([french, english]) => [english, french])));

/** The French address of an English page: `/en/meeting-rooms-paris` → `/prestations/location-salles-de-reunion-paris`. */
export function frenchHrefOf(englishPath: string): string | undefined {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(englishPath) ?? [];
  const french = frenchPaths().get(path.length > 1 ? path.replace(/\/$/, '') : path);
  return french && `${french}${rest}`;
}

/** The sentence the English pages show by the phone number, when the phone is answered in English (content/site.yaml). */
export const englishPhoneNote = (): string | undefined => (site.telephone_en_anglais ? englishSite.telephone_anglais : undefined);
