// The documents and links of a page in its language (#37). An English page is its French
// document with the English prose laid over it: every figure, photo, venue and audience stays
// the French document's, so the views and components render either the same way. A link from
// an English page leads to the English page when there is one, else to the French page, said
// to be in French (`hrefLang`).
import {
  englishHrefOf,
  englishSite,
  englishPrestations,
  englishProducts,
  englishVenue,
  type EnglishPrestation,
  type EnglishProduct,
  type EnglishVenue,
  getPrestation,
  getVenue,
  getProduct,
  type PracticalInfo,
  type Prestation,
  type Product,
  prestationHref,
  prestations,
  productHref,
  roomsIn,
  site,
  type Site,
  type Venue,
  venueBySlug,
  venueHref,
  venues,
} from '../content';
import { type Audience, AUDIENCES, type VenueCode } from '../content-model/vocabulary';
import { localeOf, type Locale } from '../i18n';

/** The fields of `prose` that it gives, to lay over a French object: its own keys only, none undefined. */
function over<F extends object, E extends object>(french: F, prose: E, keys: readonly (keyof E & keyof F)[]): F {
  const given = keys.flatMap((key) => (prose[key] === undefined ? [] : [[key, prose[key]] as const]));
  return { ...french, ...Object.fromEntries(given) };
}

/** Paired lists (photos, layouts, routes): the English item of the same rank over each French one. */
const overEach = <F extends object, E extends object>(french: readonly F[], prose: readonly E[], keys: readonly (keyof E & keyof F)[]) =>
  french.map((item, index) => {
    const english = prose[index];
    return english ? over(item, english, keys) : item;
  });

export const englishPrestationDocument = (english: EnglishPrestation): Prestation =>
  over(english.french, english, ['title', 'description', 'name', 'short_name', 'imageAlt', 'features', 'faq', 'body']);

export const englishProductDocument = (english: EnglishProduct): Product =>
  over(english.french, english, ['title', 'description', 'name', 'subtitle', 'ideal', 'ideal_help', 'imageAlt', 'features', 'body']);

function englishPractical(french: PracticalInfo, english: EnglishVenue['infos_pratiques']): PracticalInfo {
  return {
    ...over(french, english, ['entree', 'etage']),
    itineraires: overEach(french.itineraires, english.itineraires, ['depuis', 'texte']),
    equipements: overEach(french.equipements, english.equipements, ['nom', 'precision']),
    accessibilite: english.accessibilite ? { ...french.accessibilite, precision: english.accessibilite } : french.accessibilite,
    regles: over(french.regles, english.regles, [
      'bruit',
      'decorations_permises',
      'decorations_interdites',
      'traiteurs',
      'alcool',
      'dechets',
    ]),
  };
}

export function englishVenueDocument(english: EnglishVenue): Venue {
  const { french } = english;
  return {
    ...over(french, english, ['title', 'seo_title', 'description', 'imageAlt', 'faq', 'features_pro', 'body']),
    photos: overEach(french.photos, english.photos, ['name']),
    ...(french.salles && { salles: roomsIn(french.code, 'en') }),
    acces: {
      ...french.acces,
      title: english.acces.title,
      gare: { ...french.acces.gare, nom: english.acces.gare },
      aeroport: { ...french.acces.aeroport, nom: english.acces.aeroport },
    },
    infos_pratiques: englishPractical(french.infos_pratiques, english.infos_pratiques),
    dispositions: overEach(french.dispositions, english.dispositions, ['name', 'imageAlt', 'description', 'capacite_detail']),
  };
}

/** A page's address in a language, and `hrefLang` when the page exists in French only. */
export type PageLink = { href: string; hrefLang?: 'fr' };

/** Where a link to a page of the site leads from a page in `locale`: a link already in that language is kept. */
export function linkTo(href: string, locale: Locale): PageLink {
  if (locale === 'fr' || !href.startsWith('/') || localeOf(href) === locale) return { href };
  const translated = englishHrefOf(href);
  return translated ? { href: translated } : { href, hrefLang: 'fr' };
}

/** A prestation page in its language, by the slug of its address. */
export function localPrestation(slug: string, locale: Locale): Prestation | undefined {
  if (locale === 'fr') return getPrestation(slug);
  const english = englishPrestations().find((p) => p.slug === slug);
  return english && englishPrestationDocument(english);
}

/** A venue page in its language, by its slug (the same in both). */
export function localVenue(slug: string, locale: Locale): Venue | undefined {
  const venue = venueBySlug(slug);
  if (!venue || locale === 'fr') return venue;
  const english = englishVenue(venue.code);
  return english && englishVenueDocument(english);
}

/** A venue's document in a language: the French one where it has no translation. */
export function venueIn(code: VenueCode, locale: Locale): Venue {
  const english = locale === 'fr' ? undefined : englishVenue(code);
  return english ? englishVenueDocument(english) : getVenue(code);
}

/** A product page in its language, by its venue and the slug of its address. */
export function localProduct(venue: Venue, slug: string, locale: Locale): Product | undefined {
  if (locale === 'fr') return getProduct(venue.code, slug);
  const english = englishProducts().find((p) => p.venue === venue.code && p.slug === slug);
  return english && englishProductDocument(english);
}

/** The product pages of a list that a page in `locale` shows, in that language: in English, those translated. */
export function localProducts(list: readonly Product[], locale: Locale): Product[] {
  if (locale === 'fr') return [...list];
  return list.flatMap((product) => {
    const english = englishProducts().find((p) => p.french.venue === product.venue && p.french.slug === product.slug);
    return english ? [englishProductDocument(english)] : [];
  });
}

/** The addresses of a venue, prestation and product page in a language. */
export const hrefs = (locale: Locale) => ({
  venue: (venue: Venue) => linkTo(venueHref(venue.code), locale).href,
  prestation: (prestation: Prestation) => linkTo(prestationHref(prestation), locale).href,
  product: (product: Product) => linkTo(productHref(product), locale).href,
});

/** The audiences a page in `locale` speaks to, with their words from content: English covers the professionals only. */
export const audiencesIn = (locale: Locale): { audience: Audience; words: Site['publics'][Audience] }[] =>
  locale === 'fr'
    ? AUDIENCES.map((audience) => ({ audience, words: site.publics[audience] }))
    : [{ audience: 'pro', words: englishSite.pro }];

/** The prestation pages a language has, as documents of that language, in their order. */
export const prestationsIn = (locale: Locale, audience: Audience): Prestation[] =>
  locale === 'fr'
    ? prestations(audience)
    : englishPrestations()
        .map(englishPrestationDocument)
        .filter((p) => p.audience === audience);

/** The venue pages a language has, as documents of that language. */
export const venuesIn = (locale: Locale): Venue[] =>
  venues().flatMap((venue) => (locale === 'fr' ? [venue] : englishVenue(venue.code) ? [venueIn(venue.code, locale)] : []));
