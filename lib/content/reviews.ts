// Reviews (content/avis/) and the categories' galleries (content/categories/).
import { allCategories, allReviewSets } from 'contentlayer/generated';
import { parseFrenchDate } from '../content-model/dates';
import type { Audience, CategoryCode, VenueCode } from '../content-model/vocabulary';
import { englishTypography } from '../english/typography';
import { isTranslation, type Locale } from '../i18n';
import { publishable } from '../examples';
import type { GalleryPhoto, Review } from './types';

type ReviewQuery = { venue?: VenueCode; audience?: Audience; categories?: readonly CategoryCode[]; general?: boolean };

const reviewSets = (query: ReviewQuery) =>
  allReviewSets
    .filter((set) => !query.venue || set.lieu === query.venue)
    .filter((set) => !query.audience || set.audience === query.audience)
    .filter((set) => (query.general ? !set.categorie : true))
    .filter((set) => !query.categories || (set.categorie !== undefined && query.categories.includes(set.categorie)));

/**
 * Reviews, newest first. `general: true` selects a venue's reviews that belong to no category.
 * A production build leaves out the example reviews (lib/examples/index.ts).
 */
export function reviews(query: ReviewQuery): Review[] {
  return publishable(reviewSets(query).flatMap((set) => set.avis)).sort((a, b) => frenchDateValue(b.date) - frenchDateValue(a.date));
}

/** The files under content/ that `reviews(query)` reads (for the sitemap's dates). */
export const reviewSources = (query: ReviewQuery): string[] => reviewSets(query).map((set) => set._raw.sourceFilePath);

const frenchDateValue = (date: string) => parseFrenchDate(date)?.getTime() ?? 0;

export const category = (code: CategoryCode) => allCategories.find((c) => c.code === code);

/** A category's photos taken at a venue, described in the page's language (`name_en` beside the French `name`). */
export const galleryOf = (code: CategoryCode, venue: VenueCode, locale: Locale = 'fr'): GalleryPhoto[] =>
  (category(code)?.galerie ?? [])
    .filter((photo) => photo.lieu === venue)
    .map((photo) => (isTranslation(locale) && photo.name_en ? { ...photo, name: englishTypography(photo.name_en) } : photo));
