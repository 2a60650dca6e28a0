// The rules of a category (content/categories/<code>.yaml): its file name is its code, its photos
// were taken at venues that exist, and a category an English page shows (#44) describes each photo
// in English too (`name_en`, whose English forms content-check/prose.ts reads).
import { pathStem } from '../content-model/files';
import { CATEGORY_CODES } from '../content-model/vocabulary';
import { arr, group, str, type Catalogue } from './documents';
import { isTranslatable } from './english';
import { messages } from './messages';
import { checkFileName, checkVenueCode } from './rules';

/** The categories whose galleries an English page shows: those of the product pages that English pages translate (the English check refuses the others). */
function shownInEnglish(cat: Catalogue): Set<unknown> {
  const translated = cat.of('EnglishProduct').flatMap((page) => cat.frenchOf(page) ?? []);
  return new Set(translated.filter(isTranslatable).map((french) => french.data.categorie));
}

export function checkCategories(cat: Catalogue) {
  const english = shownInEnglish(cat);
  for (const category of cat.of('Category')) {
    checkFileName(cat, category, CATEGORY_CODES);
    const code = pathStem(category.rel);
    arr(category.data.galerie).forEach((photo, index) => {
      checkVenueCode(cat, category, ['galerie', index, 'lieu'], group(photo).lieu);
      if (english.has(code) && !str(group(photo).name_en)?.trim())
        cat.report(category, ['galerie', index, 'name_en'], messages.englishGalleryText(str(category.data.nom) ?? code));
    });
  }
}
