// The rules of a category (content/categories/<code>.yaml): its file name is its code, and
// its photos were taken at venues that exist.
import { CATEGORY_CODES } from '../content-model/vocabulary';
import { arr, group, type Catalogue } from './documents';
import { checkFileName, checkVenueCode } from './rules';

export function checkCategories(cat: Catalogue) {
  for (const category of cat.of('Category')) {
    checkFileName(cat, category, CATEGORY_CODES);
    arr(category.data.galerie).forEach((photo, index) => checkVenueCode(cat, category, ['galerie', index, 'lieu'], group(photo).lieu));
  }
}
