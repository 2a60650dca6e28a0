// The files each public route is built from: its content documents, and the page file for
// pages whose words are written in code. The shared header and footer are left out, so a
// new footer link does not mark every page as changed.
import type { MetadataRoute } from 'next';
import type { Formula, Product } from '../content';
import {
  allRoutes, category, formulas, getPage, formulasOf, prestationHref, prestations, productHref, products, productsForPrestation, productsOf,
  reviewSources, site, venueHref, venues, venuesForPrestation,
} from '../content';
import { SITE_URL } from '../site-url';
import type { DateOf } from './lastmod';
import { fileDates, newestDate } from './lastmod';

const CONTENT_DIR = process.env.CONTENT_DIR ?? 'content';

type Doc = { _raw: { sourceFilePath: string } };
const files = (docs: readonly (Doc | undefined)[]) => docs.flatMap((doc) => (doc ? [`${CONTENT_DIR}/${doc._raw.sourceFilePath}`] : []));
const contentFiles = (paths: readonly string[]) => paths.map((path) => `${CONTENT_DIR}/${path}`);
const withFormulas = (list: readonly Product[]) => [...files(list), ...files(list.flatMap((p): Formula[] => formulasOf(p)))];

export function routeSources(): Map<string, string[]> {
  const siteFile = files([site]);
  const sources = new Map<string, string[]>([
    ['/', ['app/page.tsx', ...siteFile, ...files(venues()), ...files(prestations())]],
    ['/prestations', ['app/prestations/page.tsx', ...files(prestations()), ...withFormulas(products())]],
    ['/locations', ['app/locations/page.tsx', ...files(venues()), ...withFormulas(products())]],
    ['/calcul', ['app/calcul/page.tsx', ...siteFile, ...files(venues()), ...files(formulas())]],
    ['/devis', ['app/devis/page.tsx', ...siteFile, ...files(venues()), ...files(formulas())]],
    ['/mentions-legales', ['app/mentions-legales/page.tsx', ...siteFile]],
    ['/confidentialite', ['app/confidentialite/page.tsx', ...siteFile]],
    ['/conditions-de-location', ['app/conditions-de-location/page.tsx', ...files([getPage('conditions-de-location')])]],
  ]);
  for (const venue of venues()) {
    sources.set(venueHref(venue.code), [
      ...files([venue, site]),
      ...withFormulas(productsOf(venue.code)),
      ...contentFiles(reviewSources({ lieu: venue.code, general: true })),
    ]);
  }
  for (const prestation of prestations()) {
    sources.set(prestationHref(prestation), [
      ...files([prestation, site, ...venuesForPrestation(prestation)]),
      ...withFormulas(productsForPrestation(prestation)),
      ...contentFiles(reviewSources({ categories: prestation.categories })),
    ]);
  }
  for (const product of products()) {
    const venue = venues().find((v) => v.code === product.code_etab);
    sources.set(productHref(product), [
      ...files([product, venue, site, category(product.categorie)]),
      ...withFormulas([product]),
      ...contentFiles(reviewSources({ lieu: product.code_etab, categories: [product.categorie] })),
    ]);
  }
  return new Map([...sources].map(([route, list]) => [route, [...new Set(list)].sort()]));
}

/** Every public route, with the date its content last changed when it is known. */
export function sitemapEntries(dateOf: DateOf = fileDates(process.cwd(), [CONTENT_DIR, 'app'])): MetadataRoute.Sitemap {
  const sources = routeSources();
  return allRoutes().map((route) => {
    const routeFiles = sources.get(route);
    if (!routeFiles) throw new Error(`lib/seo/sources.ts : aucune source connue pour la page ${route}.`);
    const lastModified = newestDate(routeFiles, dateOf);
    return { url: route === '/' ? SITE_URL : `${SITE_URL}${route}`, ...(lastModified && { lastModified }) };
  });
}
