// The visitor model of one side of a review (`npm run revue`, scripts/revue/cli.ts): the pages
// (drafts flagged), every figure a visitor reads with the places that show it in both languages,
// and the meaning of each content file (scripts/revue/sides.ts adds the files' bytes). Computed inside the side's folder by scripts/revue/model.ts, with that side's own
// content readers and pricing engine.
import { createHash } from 'node:crypto';
import { allDocuments, allPages } from 'contentlayer/generated';
import type { Formula, Prestation, Product, Venue } from '../../lib/content';
import {
  englishFooterData,
  englishHrefOf,
  englishMenu,
  footerData,
  menu,
  formulas,
  formulasOf,
  prestationHref,
  prestations,
  privateFormulasBySlot,
  productHref,
  productsForPrestation,
  products,
  productsOf,
  productsServing,
  proProducts,
  site,
  venueHref,
  venues,
  venuesForPrestation,
} from '../../lib/content';
import { capacityText, priceText } from '../../lib/pricing/describe';
import { offeredIn, pricingFormula } from '../../lib/pricing/formulas';
import { rules } from '../../lib/pricing/messages';
import { formatDays } from '../../lib/french/format';
import { prestationBooking, productBooking, venueBooking } from '../../lib/view/booking';
import { productFigures } from '../../lib/view/cards';
import { routes } from '../../lib/view/routes';
import { routeSources } from '../../lib/view/sitemap';
import robotsOf from '../../app/robots';
import sitemapOf from '../../app/sitemap';
import type { Place, VisitorModel, Figure, Page } from './types';

const at = (path: string, where: Place['where']): Place => ({ path, where });

/**
 * Each place with its English page's place after it, when the page has one and the figure is
 * translated (the English pages are the professionals': an individuals' figure stays in French).
 */
const bothLanguages = (places: readonly Place[], translated: boolean): Place[] =>
  places.flatMap((place) => {
    const english = translated && englishHrefOf(place.path);
    return english ? [place, at(english, place.where)] : [place];
  });

/** A page of the site translated into English: its figures are read on its English page and lists too. */
const translated = (path: string) => englishHrefOf(path) !== undefined;

/** The price figures of the formulas a page's « à partir de » is the lowest of. */
const priceKeys = (list: readonly Product[]) => [...new Set(list.flatMap(formulasOf).map((formula) => `prix:${formula.id}`))];

/** The pages that list a formula besides its product pages: /prestations's two lists of private formulas. */
const listedOnPrestations = (formula: Formula) =>
  privateFormulasBySlot('jour').includes(formula) || privateFormulasBySlot('soir').includes(formula);

function formulaFigures(formula: Formula): Figure[] {
  const priced = pricingFormula(formula);
  const name = `formule « ${formula.name} » (${priced.venueLabel})`;
  const shownOn = bothLanguages(
    [
      ...productsServing(formula).map((product) => at(productHref(product), 'fiche de la formule')),
      ...(listedOnPrestations(formula) ? [at('/prestations', 'liste des formules')] : []),
      at('/calcul', 'calculateur'),
    ],
    offeredIn('en')(formula),
  );
  const figure = (kind: string, label: string, value: string | undefined): Figure[] =>
    value === undefined ? [] : [{ key: `${kind}:${formula.id}`, label: `${label}, ${name}`, value, shownOn }];
  const { supplement } = priced;
  return [
    ...figure('prix', 'Prix', priceText(priced)),
    ...figure('capacite', 'Capacité', capacityText(priced)),
    ...figure('horaires', 'Horaires', formula.horaires.join(', ')),
    ...figure('jours', 'Jours', formatDays(formula.disponible)),
    ...figure('minimum', 'Minimum de facturation', priced.prix_min === undefined ? undefined : rules.minimum(priced.prix_min, priced)),
    ...figure('personnes-min', 'Minimum de personnes', priced.personnes_min ? rules.atLeastPeople(priced.personnes_min) : undefined),
    ...figure(
      'supplement',
      'Supplément',
      supplement && rules.surcharge(supplement.au_dela_de, supplement.montant, priced, supplement.personnes_max),
    ),
    ...figure('heure-sup', 'Heure supplémentaire', priced.heure_sup ? rules.extraHour(priced.heure_sup, priced) : undefined),
    ...figure('duree', 'Durée du créneau', priced.duree_heures ? rules.slot(priced.duree_heures) : undefined),
    ...(priced.salles ?? []).flatMap((room) => figure(`salle-${room.salle}`, `Capacité de la salle ${room.nom}`, rules.room(room))),
  ];
}

/** Where a product page's starting price and people range are read: its box, its cards, the lists. */
function productPlaces(product: Product): Place[] {
  const href = productHref(product);
  return bothLanguages(
    [
      at(href, 'encadré de réservation'),
      at(venueHref(product.venue), 'carte'),
      ...prestations()
        .filter((prestation) => productsForPrestation(prestation).includes(product))
        .map((prestation) => at(prestationHref(prestation), 'carte')),
      at('/locations', 'liste des pages'),
      ...((['formation_reunion', 'ag_soiree'] as const).some((group) => proProducts(group).includes(product))
        ? [at('/prestations', 'liste des pages')]
        : []),
    ],
    translated(href),
  );
}

function productFiguresOf(product: Product): Figure[] {
  const { people } = productFigures(product);
  const booking = productBooking(product);
  const name = `page « ${product.name} »`;
  const shownOn = productPlaces(product);
  return [
    ...booking.prices.map(({ text }) => ({
      key: `depart:${productHref(product)}`,
      label: `Prix « à partir de », ${name}`,
      value: text,
      shownOn,
      causes: priceKeys([product]),
    })),
    ...(people ? [{ key: `personnes:${productHref(product)}`, label: `Personnes accueillies, ${name}`, value: people.text, shownOn }] : []),
  ];
}

function venueFigures(venue: Venue): Figure[] {
  const href = venueHref(venue.code);
  const places = [
    at(href, 'encadré de réservation'),
    at('/', 'carte du lieu'),
    at('/locations', 'carte du lieu'),
    ...prestations()
      .filter((prestation) => venuesForPrestation(prestation).includes(venue))
      .map((prestation) => at(prestationHref(prestation), 'carte du lieu')),
  ];
  const cards = bothLanguages(places, true);
  const name = `lieu « ${venue.title} »`;
  return [
    ...venueBooking(venue).prices.map(({ audience, text }) => ({
      key: `depart:${href}:${audience ?? ''}`,
      label: `Prix « à partir de »${audience ? ` (${audience})` : ''}, ${name}`,
      value: text,
      // The English venue pages show the professionals' starting price only.
      shownOn: audience === site.publics.pro.nom ? cards : places,
      causes: priceKeys(productsOf(venue.code)),
    })),
    { key: `capacite:${href}`, label: `Capacité, ${name}`, value: `jusqu’à ${venue.capacite} personnes`, shownOn: cards },
    ...venue.dispositions.map((layout) => ({
      key: `disposition:${href}:${layout.name}`,
      label: `Capacité en disposition « ${layout.name} », ${name}`,
      value: `${layout.capacite} personnes${layout.capacite_detail ? ` (${layout.capacite_detail})` : ''}`,
      shownOn: bothLanguages(
        [
          at(href, 'dispositions'),
          ...productsOf(venue.code)
            .filter((product) => !layout.categories || layout.categories.includes(product.categorie))
            .map((product) => at(productHref(product), 'tableau des capacités')),
        ],
        true,
      ),
    })),
  ];
}

function prestationFigures(prestation: Prestation): Figure[] {
  const href = prestationHref(prestation);
  const [price] = prestationBooking(prestation).prices;
  if (!price) return [];
  const shownOn = bothLanguages([at(href, 'encadré de réservation'), at('/', 'carte'), at('/prestations', 'carte')], translated(href));
  return [
    {
      key: `depart:${href}`,
      label: `Prix « à partir de », prestation « ${prestation.name} »`,
      value: price.text,
      shownOn,
      causes: priceKeys(productsForPrestation(prestation)),
    },
  ];
}

/** The content file of a page built from content, as the copywriter finds it. */
const sourceOf = (doc: { _raw: { sourceFilePath: string } }) => `content/${doc._raw.sourceFilePath}`;

/** A page's draft flag, as production reads it: its own `draft`, or its French page's for an English one. */
const drafted = (doc: { draft?: boolean | undefined }, french?: { draft?: boolean | undefined }) =>
  doc.draft || french?.draft ? { draft: true } : {};

function pages(): Page[] {
  return routes().map((route): Page => {
    const page = (title: string, doc: { _raw: { sourceFilePath: string } }) => ({
      path: route.path,
      type: route.type,
      title,
      source: sourceOf(doc),
    });
    if (route.type === 'lieu') return page(route.venue.title, route.venue);
    if (route.type === 'prestation') return { ...page(route.prestation.name, route.prestation), ...drafted(route.prestation) };
    if (route.type === 'produit') return { ...page(route.product.name, route.product), ...drafted(route.product) };
    if (route.type === 'en-lieu') return page(route.venue.title, route.venue);
    if (route.type === 'en-prestation')
      return { ...page(route.prestation.name, route.prestation), ...drafted(route.prestation, route.prestation.french) };
    if (route.type === 'en-produit') return { ...page(route.product.name, route.product), ...drafted(route.product, route.product.french) };
    if (route.type === 'en-conditions-de-location') return page(route.page.title, route.page);
    const own = allPages.find((p) => `/${p._raw.flattenedPath.replace(/^pages\//, '')}` === route.path);
    return { path: route.path, type: route.type, title: route.type, source: own ? sourceOf(own) : route.file };
  });
}

const hashOf = (data: string) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/**
 * What each content document means once read, whatever its type (site.yaml, reviews, categories,
 * English files…): its generated data, with the MDX body's text (the compiled code carries the
 * frontmatter as written) and without where it was read from. A file rewritten without a change
 * of meaning (the browser editor's frontmatter, reformatting, reordered keys) keeps the same meaning.
 */
function meanings(): Record<string, string> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([key]) => key !== '_raw' && key !== '_id' && key !== 'code')
        .sort(([a], [b]) => a.localeCompare(b));
      return Object.fromEntries(entries.map(([key, inner]) => [key, strip(inner)]));
    }
    return value;
  };
  // site.yaml's top-level keys each on their own (`content/site.yaml#telephone_horaires`): a change names its key.
  const keys = allDocuments
    .filter((doc) => doc._raw.sourceFilePath.endsWith('site.yaml'))
    .flatMap((doc) =>
      Object.entries(strip(doc) as Record<string, unknown>).map(([key, value]): [string, string] => [
        `${sourceOf(doc)}#${key}`,
        hashOf(JSON.stringify(value)),
      ]),
    );
  return Object.fromEntries<string>([
    ...allDocuments.map((doc): [string, string] => [sourceOf(doc), hashOf(JSON.stringify(strip(doc)))]),
    ...keys,
  ]);
}

/** Every string a value holds, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value as Record<string, unknown>).flatMap(strings)
      : [];

/**
 * The site.yaml keys the header, the menu and the footer show, on every page (`content/site.yaml#telephone_horaires`):
 * those with a text the frame's data holds, whole, or within a longer text for a phrase of two words or more
 * (« Téléphone : du lundi au vendredi… »). lib/view/sitemap.ts leaves the frame out of the pages' sources.
 */
function frameKeys(): string[] {
  const frame = strings([menu(), footerData(), englishMenu(), englishFooterData()]);
  const shown = (text: string) => frame.includes(text) || (text.includes(' ') && frame.some((line) => line.includes(text)));
  return allDocuments
    .filter((doc) => doc._raw.sourceFilePath.endsWith('site.yaml'))
    .flatMap((doc) =>
      Object.entries(doc)
        .filter(([key, value]) => !key.startsWith('_') && strings(value).some(shown))
        .map(([key]) => `${sourceOf(doc)}#${key}`),
    );
}

/** Each page's source files (lib/view/sitemap.ts), with the site.yaml keys its frame shows. */
function sources(): Record<string, string[]> {
  const frame = frameKeys();
  return Object.fromEntries([...routeSources()].map(([path, files]) => [path, [...files, ...frame]]));
}

/** An address as its path (as scripts/revue/html.ts reads them; not imported: these files are copied alone into an older base). */
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '/';
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** robots.txt as its rules, one a line: `disallow * /locations`, `allow * /`, `sitemap /sitemap.xml`. */
function robots(): string[] {
  const { rules, sitemap, host } = robotsOf();
  return [
    ...list(rules).flatMap((rule) =>
      list(rule.userAgent ?? '*').flatMap((agent) => [
        ...list(rule.allow).map((path) => `allow ${agent} ${path}`),
        ...list(rule.disallow).map((path) => `disallow ${agent} ${path}`),
      ]),
    ),
    ...list(sitemap).map((url) => `sitemap ${pathOf(url)}`),
    ...(host ? [`host ${host}`] : []),
  ].sort();
}

/** The sitemap's addresses (their dates come from git and differ between a checkout and a working tree: not compared). */
const sitemap = () => sitemapOf().map((entry) => pathOf(entry.url));

function figures(): Figure[] {
  return [
    ...formulas().flatMap(formulaFigures),
    ...products().flatMap(productFiguresOf),
    ...venues().flatMap(venueFigures),
    ...prestations().flatMap(prestationFigures),
  ];
}

export const visitorModel = (): Omit<VisitorModel, 'files'> => ({
  brand: site.brand_slug,
  pages: pages(),
  figures: figures(),
  redirects: (site.redirections ?? []).map((redirect) => ({ from: redirect.de, to: redirect.vers })),
  meanings: meanings(),
  sources: sources(),
  robots: robots(),
  sitemap: sitemap(),
});
