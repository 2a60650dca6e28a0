// The rules of a review file (content/avis/<venue>-….yaml): a venue and a category that
// exist, an audience that matches the category's, past dates, and each review's source.
import { parseFrenchDate } from '../content-model/dates';
import { pathStem } from '../content-model/files';
import { arr, group, str, type Catalogue } from './documents';
import { messages } from './messages';
import { checkCategoryCode, checkSourceUrl, checkVenueCode } from './rules';

const frenchDate = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

export function checkReviewSets(cat: Catalogue, today: Date) {
  for (const reviews of cat.of('ReviewSet')) {
    const r = reviews.data;
    checkVenueCode(cat, reviews, ['lieu'], r.lieu);
    checkCategoryCode(cat, reviews, ['categorie'], r.categorie);
    if (typeof r.lieu === 'string' && !pathStem(reviews.rel).startsWith(`${r.lieu}-`)) {
      cat.report(reviews, ['lieu'], messages.reviewFileName(pathStem(reviews.rel), r.lieu));
    }
    const category = typeof r.categorie === 'string' ? cat.category(r.categorie) : undefined;
    const categoryAudience = category?.data?.audience;
    if (category && typeof r.audience === 'string' && typeof categoryAudience === 'string' && r.audience !== categoryAudience) {
      cat.report(reviews, ['audience'], messages.audienceMismatch(r.audience, category.file, categoryAudience));
    }
    arr(r.avis).forEach((review, index) => {
      const date = group(review).date;
      if (typeof date !== 'string') return;
      const parsed = parseFrenchDate(date);
      if (!parsed) cat.report(reviews, ['avis', index, 'date'], messages.badDate(date));
      else if (parsed > today) cat.report(reviews, ['avis', index, 'date'], messages.futureDate(date, frenchDate(today)));
    });
  }
  const platforms = new Map(arr(cat.site().plateformes).map((p) => [str(group(p).code), group(p)]));
  for (const reviews of cat.of('ReviewSet')) {
    arr(reviews.data.avis).forEach((review, index) => {
      const r = group(review);
      const platform = typeof r.type === 'string' ? platforms.get(r.type) : undefined;
      checkSourceUrl(cat, reviews, ['avis', index], r, messages.unsourcedReview(String(platform?.nom ?? r.type)), platform);
    });
  }
}
