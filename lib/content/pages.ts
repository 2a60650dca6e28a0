// Pages of prose (content/pages/) and the count of example content left before launch.
import {
  allCategories,
  allEnglishPages,
  allEnglishPrestations,
  allEnglishFormulas,
  allEnglishProducts,
  allEnglishVenues,
  allFormulas,
  allPages,
  allPrestations,
  allProducts,
  allReviewSets,
  allVenues,
  englishSite,
  site,
} from 'contentlayer/generated';
import { exampleMarks, examplePhotoCount } from '../examples';
import { once } from './once';
import type { Page } from './types';

export function getPage(slug: string): Page {
  const page = allPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`Page introuvable : content/pages/${slug}.mdx`);
  return page;
}

/** Example items left (the launch check's count, photos included), for the preview banner. */
export const exampleCount = once(
  () =>
    [
      site,
      ...allVenues,
      ...allProducts,
      ...allPrestations,
      ...allFormulas,
      ...allReviewSets,
      ...allCategories,
      ...allPages,
      englishSite,
      ...allEnglishVenues,
      ...allEnglishProducts,
      ...allEnglishFormulas,
      ...allEnglishPrestations,
      ...allEnglishPages,
    ].flatMap((doc) => exampleMarks(doc)).length + examplePhotoCount(),
);
