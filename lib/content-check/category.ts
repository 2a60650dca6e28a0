// The rules of a category (content/categories/<code>.yaml): its file name is its code, its photos
// were taken at venues that exist, and a category the English pages show (#44) describes each
// photo in English too (`name_en`, whose English forms content-check/prose.ts reads).
import { FRENCH_ONLY_CATEGORIES } from '../content-model/english';
import { pathStem } from '../content-model/files';
import { CATEGORY_CODES } from '../content-model/vocabulary';
import { arr, group, str, type Catalogue } from './documents';
import { messages } from './messages';
import { checkFileName, checkVenueCode } from './rules';

export function checkCategories(cat: Catalogue) {
  for (const category of cat.of('Category')) {
    checkFileName(cat, category, CATEGORY_CODES);
    const shownInEnglish =
      category.data.audience === 'pro' && !(FRENCH_ONLY_CATEGORIES as readonly string[]).includes(pathStem(category.rel));
    arr(category.data.galerie).forEach((photo, index) => {
      checkVenueCode(cat, category, ['galerie', index, 'lieu'], group(photo).lieu);
      if (shownInEnglish && !str(group(photo).name_en)?.trim())
        cat.report(category, ['galerie', index, 'name_en'], messages.englishGalleryText(str(category.data.nom) ?? pathStem(category.rel)));
    });
  }
}
