// The build-time blur placeholders that the content model computes for each image it names.
import { allCategories, allPrestations, allProducts, allVenues } from 'contentlayer/generated';
import { once } from './once';

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
