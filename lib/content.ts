// The one place that reads the generated content. Pages and components call these
// accessors and never filter the generated arrays themselves.
import {
  allCategories,
  allFormulas,
  allPages,
  allPrestations,
  allProducts,
  allReviewSets,
  allVenues,
  site as generatedSite,
} from 'contentlayer/generated';
import type * as Generated from 'contentlayer/generated';
import { parseFrenchDate } from './content-model/checks';
import { exampleMarks, examplePhotos, publishable } from './examples';
import type { Audience, CategoryCode, Tax, VenueCode } from './content-model/vocabulary';
import { VENUE_CODES } from './content-model/vocabulary';
import { isPreview } from './seo/env';

export type Venue = Generated.Venue & { code: VenueCode };
export type Product = Generated.Product & { code_etab: VenueCode };
export type Formula = Generated.Formula & { code_etab: VenueCode; taxe: Tax };
export type Prestation = Generated.Prestation;
export type Review = Generated.Review;
export type Layout = Generated.Layout;
export type Feature = Generated.Feature;
export type PartnerRating = Generated.PartnerRating;
export type Site = Generated.Site;
export type Page = Generated.Page;
export type PracticalInfo = Generated.PracticalInfo;
export type AccessInfo = Generated.AccessInfo & {
  /** Number and street, as written on an envelope: « 350 rue de Vaugirard ». */
  street: string;
  postal: string;
  city: string;
  address: string;
  /** Links that open the address in the visitor's maps app; nothing loads before a click. */
  maps: { osm: string; apple: string; geo: string };
};

/**
 * Drafts (`draft: true` on a product or a prestation) are built in development and previews,
 * never in a production build. Venues have no drafts: they are a closed vocabulary that
 * formulas, products, reviews and site.yaml refer to, so adding one is a code change.
 */
export const showDrafts = isPreview() || process.env.NODE_ENV === 'development';
const published = <T extends { draft?: boolean }>(doc: T) => showDrafts || !doc.draft;

export const site: Site = generatedSite;

const byOrder = <T>(list: T[], key: (item: T) => number) => [...list].sort((a, b) => key(a) - key(b));

// ---- Venues

/**
 * Generated content never changes while a process runs, so each list is sorted once and
 * looked up by key: pages call these accessors in loops, and sorting on every call made
 * rendering grow with the square of the catalogue (docs/bench-build.md).
 */
function once<T>(compute: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= compute());
}

const sortedVenues = once(() => byOrder(allVenues as Venue[], (v) => VENUE_CODES.indexOf(v.code)));
const venuesByCode = once(() => new Map(sortedVenues().map((v) => [v.code, v])));

export const venues = (): readonly Venue[] => sortedVenues();

export function getVenue(code: VenueCode): Venue {
  const venue = venuesByCode().get(code);
  if (!venue) throw new Error(`Lieu introuvable : ${code}`);
  return venue;
}

/** `salles-rive-gauche-vaugirard`: the venue's segment in `/locations/…`. */
export const venueSlug = (code: VenueCode) => `${site.brand_slug}-${code}`;
export const venueHref = (code: VenueCode) => `/locations/${venueSlug(code)}`;

export const venueBySlug = (slug: string): Venue | undefined => venues().find((v) => venueSlug(v.code) === slug);

export function accessOf(venue: Venue): AccessInfo {
  const address = site.lieux.find((l) => l.code === venue.code);
  if (!address) throw new Error(`Adresse absente de content/site.yaml pour le lieu ${venue.code}`);
  // « Rue de Vaugirard » alone starts with a capital; after its number it does not.
  const street = `${address.numero} ${address.street.charAt(0).toLowerCase()}${address.street.slice(1)}`;
  const full = `${street}, ${address.postal} ${address.city}`;
  const { latitude, longitude } = venue.acces.geo;
  const q = encodeURIComponent(full);
  return {
    ...venue.acces,
    street,
    postal: address.postal,
    city: address.city,
    address: full,
    maps: {
      osm: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`,
      apple: `https://maps.apple.com/?address=${q}&ll=${latitude},${longitude}&q=${q}`,
      geo: `geo:${latitude},${longitude}?q=${q}`,
    },
  };
}

/** What the site's own MDX blocks show (components/mdx/MDXContent.tsx), handed over by the page. */
export type MdxData = { reglements: Record<VenueCode, PracticalInfo['regles']> };

export const mdxData = (): MdxData => ({
  reglements: Object.fromEntries(venues().map((venue) => [venue.code, venue.infos_pratiques.regles])) as MdxData['reglements'],
});

/** « Nous vous répondons sous 24 h ouvrées », the promise made to every quote request. */
export const replyPromise = () => `Nous vous répondons sous ${site.delai_reponse}`;
/** « Téléphone : du lundi au vendredi de 9 h à 19 h… ». */
export const phoneHours = () => `Téléphone : ${site.telephone_horaires}`;

// ---- Products and formulas

const sortedProducts = once(() =>
  (allProducts as Product[]).filter(published).sort((a, b) => a._raw.sourceFilePath.localeCompare(b._raw.sourceFilePath)),
);

export const products = (): readonly Product[] => sortedProducts();

export const productsOf = (code: VenueCode, audience?: Audience): Product[] =>
  products().filter((p) => p.code_etab === code && (!audience || p.audience === audience));

export const getProduct = (code: VenueCode, slug: string): Product | undefined =>
  products().find((p) => p.code_etab === code && p.slug === slug);

export const productHref = (product: Product) => `${venueHref(product.code_etab)}/${product.slug}`;

const listedFormulaIds = (list: readonly Product[]) => new Set(list.flatMap((p) => p.formules.map((stem) => `${p.code_etab}-${stem}`)));

/** A formula that only draft pages list is a draft too: not in the lists, the calculator or the quote form. */
const draftOnlyFormulaIds = once(() => {
  const listedByPublished = listedFormulaIds(products());
  return new Set([...listedFormulaIds(allProducts as Product[])].filter((id) => !listedByPublished.has(id)));
});

/** Formulas by venue (Vaugirard first), then by displayed price. */
const sortedFormulas = once(() =>
  (allFormulas as Formula[])
    .filter((f) => showDrafts || !draftOnlyFormulaIds().has(f.id))
    .sort((a, b) => VENUE_CODES.indexOf(a.code_etab) - VENUE_CODES.indexOf(b.code_etab) || a.prix_affiche - b.prix_affiche),
);
const formulasById = once(() => new Map(sortedFormulas().map((f) => [f.id, f])));

export const formulas = (): readonly Formula[] => sortedFormulas();

export const formulaById = (id: string): Formula | undefined => formulasById().get(id);

/** The formulas a product page serves, in the order the copywriter listed them. */
export function formulasOf(product: Product): Formula[] {
  return product.formules.map((stem) => {
    const formula = formulaById(`${product.code_etab}-${stem}`);
    if (!formula) {
      throw new Error(`content/${product._raw.sourceFilePath} : la formule « ${stem} » n'existe pas dans content/formules/${product.code_etab}/.`);
    }
    return formula;
  });
}

/** Product pages that serve a formula (a formula can be served by several pages). */
export const productsServing = (formula: Formula): Product[] =>
  productsOf(formula.code_etab).filter((p) => formulasOf(p).includes(formula));

export const formulasOfAudience = (audience: Audience): Formula[] => formulas().filter((f) => f.audience === audience);

// ---- Prestations

const sortedPrestations = once(() => byOrder(allPrestations.filter(published), (p) => p.ordre));

export const prestations = (audience?: Audience): Prestation[] =>
  sortedPrestations().filter((p) => !audience || p.audience === audience);

export const getPrestation = (slug: string): Prestation | undefined => prestations().find((p) => p.slug === slug);

export const prestationHref = (prestation: Prestation) => `/prestations/${prestation.slug}`;

export const productsForPrestation = (prestation: Prestation): Product[] =>
  products().filter((p) => prestation.categories.includes(p.categorie));

export const venuesForPrestation = (prestation: Prestation): Venue[] => {
  const codes = new Set(productsForPrestation(prestation).map((p) => p.code_etab));
  return venues().filter((v) => codes.has(v.code));
};

// ---- Reviews, ratings, categories

type ReviewQuery = { lieu?: VenueCode; audience?: Audience; categories?: readonly CategoryCode[]; general?: boolean };

const reviewSets = (query: ReviewQuery) =>
  allReviewSets
    .filter((set) => !query.lieu || set.lieu === query.lieu)
    .filter((set) => !query.audience || set.audience === query.audience)
    .filter((set) => (query.general ? !set.categorie : true))
    .filter((set) => !query.categories || (set.categorie !== undefined && query.categories.includes(set.categorie)));

/**
 * Reviews, newest first. `general: true` selects a venue's reviews that belong to no category.
 * A production build leaves out the example reviews (lib/examples.ts).
 */
export function reviews(query: ReviewQuery): Review[] {
  return publishable(reviewSets(query).flatMap((set) => set.avis))
    .sort((a, b) => frenchDateValue(b.date) - frenchDateValue(a.date));
}

/** The files under content/ that `reviews(query)` reads (for the sitemap's dates). */
export const reviewSources = (query: ReviewQuery): string[] => reviewSets(query).map((set) => set._raw.sourceFilePath);

const frenchDateValue = (date: string) => parseFrenchDate(date)?.getTime() ?? 0;

export const platformName = (code: string) => site.plateformes.find((p) => p.code === code)?.nom ?? code;

/** The partner ratings shown to an audience; a production build leaves out the example ones. */
export const partnerRatings = (audience: Audience): PartnerRating[] =>
  publishable(audience === 'pro' ? site.notes_pro : site.notes_particuliers);

export const category = (code: CategoryCode) => allCategories.find((c) => c.code === code);

export const galleryOf = (code: CategoryCode, venue: VenueCode): Generated.GalleryPhoto[] =>
  (category(code)?.galerie ?? []).filter((photo) => photo.lieu === venue);

export const layoutsOf = (venue: Venue, code?: CategoryCode): Layout[] =>
  venue.dispositions.filter((layout) => !code || !layout.categories || layout.categories.includes(code));

export const featuresOf = (venue: Venue, audience: Audience): Feature[] =>
  audience === 'pro' ? venue.features_pro : venue.features_particuliers;

/** The field of the venue's video for an audience: its own for individuals when there is one. */
export const videoFieldOf = (venue: Venue, audience: Audience) =>
  audience === 'particuliers' && venue.video_id_particuliers ? 'video_id_particuliers' : 'video_id';

export const videoIdOf = (venue: Venue, audience: Audience) => venue[videoFieldOf(venue, audience)]!;

// ---- Pages of prose and example content

export function getPage(slug: string): Page {
  const page = allPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`Page introuvable : content/pages/${slug}.mdx`);
  return page;
}

/** Example items left (the launch check's count, photos included), for the preview banner. */
export const exampleCount = once(
  () =>
    [site, ...allVenues, ...allProducts, ...allPrestations, ...allFormulas, ...allReviewSets, ...allCategories, ...allPages].flatMap((doc) =>
      exampleMarks(doc),
    ).length + examplePhotos().length,
);

// ---- Images

const blurIndex = once(
  () =>
    new Map(
      [...allVenues, ...allProducts, ...allPrestations, ...allCategories].flatMap((doc) =>
        Object.entries((doc.blur ?? {}) as Record<string, string>),
      ),
    ),
);

/** The build-time blur placeholder of an image named in content, if any. */
export const blurFor = (src: string): string | undefined => blurIndex().get(src);

// ---- Aggregated lists (SPEC §3)

/** Individuals' offers by slot: the "jour" and "soir" lists. */
export const privateFormulasBySlot = (slot: 'jour' | 'soir'): Formula[] =>
  formulasOfAudience('particuliers').filter((f) => f.type_creneau?.includes(slot));

const PRO_GROUPS = {
  formation_reunion: ['formation', 'reunion'],
  ag_soiree: ['ag', 'soiree_entreprise'],
} as const satisfies Record<string, readonly CategoryCode[]>;

/** Professionals' two lists: training and meetings; general assemblies and company evenings. */
export const proProducts = (group: keyof typeof PRO_GROUPS): Product[] =>
  products().filter((p) => p.audience === 'pro' && (PRO_GROUPS[group] as readonly CategoryCode[]).includes(p.categorie));

// ---- Menu items (SPEC §3 "Menu item")

/** A photo link of the mobile menu: only what it shows, as it is serialised into every page. */
export type MenuItem = { label: string; href: string; imageSrc: string; sector?: string };

export const prestationMenuItems = (): MenuItem[] =>
  prestations().map((p) => ({ label: p.short_name ? `salles pour ${p.short_name}` : p.name, href: prestationHref(p), imageSrc: p.imageSrc }));

/** The links site.yaml adds to the main navigation, without those to a draft page. */
export const extraLinks = (): Site['extra_links'] => site.extra_links.filter((link) => isPublishedHref(link.href));

export const venueMenuItems = (): MenuItem[] =>
  venues().map((v) => ({ label: v.title, href: venueHref(v.code), imageSrc: v.imageSrc, sector: v.sector }));

// ---- Routes (SPEC §2), for generateStaticParams and the sitemap

const unpublishedHrefs = once(
  () =>
    new Set([
      ...(allProducts as Product[]).filter((p) => !published(p)).map(productHref),
      ...allPrestations.filter((p) => !published(p)).map(prestationHref),
    ]),
);

/**
 * False for a link to a draft page in a production build, whose target is not built:
 * hand-written links (site.yaml, venue cards, MDX prose) to it are left out or unlinked.
 */
export const isPublishedHref = (href: string): boolean => !unpublishedHrefs().has(href.replace(/[?#].*$/, ''));

export function allRoutes(): string[] {
  return [
    '/',
    '/prestations',
    '/locations',
    '/calcul',
    '/devis',
    '/mentions-legales',
    '/confidentialite',
    '/conditions-de-location',
    ...venues().map((v) => venueHref(v.code)),
    ...prestations().map(prestationHref),
    ...products().map(productHref),
  ];
}
