// The sitemap, from the route table: each public route, the files it is built from (its content
// documents, and the page file for pages whose words are written in code; the shared header and
// footer are left out, so a new footer link does not mark every page as changed), the date they
// last changed (lib/seo/lastmod.ts) and its hreflang alternates (lib/seo/metadata.ts).
import type { MetadataRoute } from 'next';
import type { Formula, Product } from '../content';
import {
  category,
  englishProducts,
  englishSite,
  englishVenue,
  formulas,
  frenchHrefOf,
  getPage,
  getVenue,
  formulasOf,
  prestations,
  products,
  productsForPrestation,
  productsOf,
  reviewSources,
  site,
  venues,
  venuesForPrestation,
} from '../content';
import { contentDir, SITE_URL } from '../env';
import type { DateOf } from '../seo/lastmod';
import { fileDates, newestDate } from '../seo/lastmod';
import { languageAlternates } from '../seo/metadata';
import type { Route } from './routes';
import { routes } from './routes';

const CONTENT_DIR = contentDir();

type Doc = { _raw: { sourceFilePath: string } };
const files = (docs: readonly (Doc | undefined)[]) => docs.flatMap((doc) => (doc ? [`${CONTENT_DIR}/${doc._raw.sourceFilePath}`] : []));
const contentFiles = (paths: readonly string[]) => paths.map((path) => `${CONTENT_DIR}/${path}`);
const withFormulas = (list: readonly Product[]) => [...files(list), ...files(list.flatMap((p): Formula[] => formulasOf(p)))];

function sourcesOf(route: Route): string[] {
  const siteFile = files([site]);
  switch (route.type) {
    case 'accueil':
      return [route.file, ...siteFile, ...files(venues()), ...files(prestations())];
    case 'prestations':
    case 'locations':
      return [route.file, ...files(route.type === 'prestations' ? prestations() : venues()), ...withFormulas(products())];
    case 'calcul':
    case 'devis':
      return [route.file, ...siteFile, ...files(venues()), ...files(formulas())];
    case 'mentions-legales':
    case 'confidentialite':
      return [route.file, ...siteFile];
    case 'conditions-de-location':
      return [route.file, ...files([getPage('conditions-de-location')])];
    case 'lieu': {
      const { venue } = route;
      return [
        ...files([venue, site]),
        ...withFormulas(productsOf(venue.code)),
        ...contentFiles(reviewSources({ venue: venue.code, general: true })),
      ];
    }
    case 'prestation': {
      const { prestation } = route;
      return [
        ...files([prestation, site, ...venuesForPrestation(prestation)]),
        ...withFormulas(productsForPrestation(prestation)),
        ...contentFiles(reviewSources({ categories: prestation.categories })),
      ];
    }
    case 'produit': {
      const { product } = route;
      return [
        ...files([product, getVenue(product.venue), site, category(product.categorie)]),
        ...withFormulas([product]),
        ...contentFiles(reviewSources({ venue: product.venue, categories: [product.categorie] })),
      ];
    }
    // An English page is made of its English text and of everything its French page is made of.
    case 'en-accueil':
    case 'en-calcul':
    case 'en-devis':
    case 'en-mentions-legales':
    case 'en-confidentialite':
    case 'en-international':
      return [route.file, ...files([englishSite]), ...frenchSources(route.path)];
    case 'en-conditions-de-location':
      return [...files([route.page]), ...frenchSources(route.path)];
    case 'en-lieu':
      return [...files([route.venue, englishSite]), ...frenchSources(route.path)];
    case 'en-prestation':
      return [...files([route.prestation, englishSite, ...englishProducts()]), ...frenchSources(route.path)];
    case 'en-produit':
      return [...files([route.product, englishSite, englishVenue(route.product.venue)]), ...frenchSources(route.path)];
  }
}

/** The sources of the French page an English one translates. */
function frenchSources(englishPath: string): string[] {
  const french = frenchHrefOf(englishPath);
  const route = french === undefined ? undefined : routes().find((r) => r.path === french);
  return route ? sourcesOf(route) : [];
}

/** The source files of each public route, sorted and without repeats. */
export function routeSources(): Map<string, string[]> {
  return new Map(routes().map((route) => [route.path, [...new Set(sourcesOf(route))].sort()]));
}

const urlOf = (path: string) => (path === '/' ? SITE_URL : `${SITE_URL}${path}`);

/** Every public route, in both languages, with the date its content last changed when it is known, and its translation. */
export function sitemapEntries(dateOf: DateOf = fileDates(process.cwd(), [CONTENT_DIR, 'app'])): MetadataRoute.Sitemap {
  return routes().map((route) => {
    const lastModified = newestDate(sourcesOf(route), dateOf);
    const languages = languageAlternates(route.path);
    return {
      url: urlOf(route.path),
      ...(lastModified && { lastModified }),
      ...(languages && {
        alternates: { languages: Object.fromEntries(Object.entries(languages).map(([tag, path]) => [tag, urlOf(path)])) },
      }),
    };
  });
}
