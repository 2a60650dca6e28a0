// The draft rule: which pages a build shows.
import { allPrestations, allProducts } from 'contentlayer/generated';
import { isPreviewOrDev } from '../env';
import { once } from './once';
import type { Product } from './types';
import { prestationHref, productHref } from './urls';

/**
 * Drafts (`draft: true` on a product or a prestation) are built in development and previews,
 * never in a production build. Venues have no drafts: they are a closed vocabulary that
 * formulas, products, reviews and site.yaml refer to, so adding one is a code change.
 */
const showDrafts = isPreviewOrDev;

export const published = <T extends { draft?: boolean }>(doc: T) => showDrafts || !doc.draft;

/** A formula that only draft pages list is a draft too: not in the lists, the calculator or the quote form. */
export const publishedFormula = (formulaId: string) => showDrafts || !draftOnlyFormulaIds().has(formulaId);

const listedFormulaIds = (list: readonly Product[]) => new Set(list.flatMap((p) => p.formules.map((stem) => `${p.venue}-${stem}`)));

const draftOnlyFormulaIds = once(() => {
  const all = allProducts as Product[];
  const listedByPublished = listedFormulaIds(all.filter(published));
  return new Set([...listedFormulaIds(all)].filter((id) => !listedByPublished.has(id)));
});

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
