// The rules of a prestation page (content/prestations/<slug>.mdx): an address-safe, unique
// file name and order, categories that exist and have a published product page, questions.
import { pathStem } from '../content-model/files';
import { arr, type Catalogue } from './documents';
import { messages } from './messages';
import { checkCategoryCode, checkQuestions, checkSlug, notEmpty } from './rules';

export function checkPrestations(cat: Catalogue) {
  const prestations = cat.of('Prestation');
  const products = cat.of('Product');
  for (const prestation of prestations) notEmpty(cat, prestation, 'categories', 'une catégorie');
  for (const prestation of prestations) {
    checkSlug(cat, prestation);
    arr(prestation.data.categories).forEach((code, index) => {
      checkCategoryCode(cat, prestation, ['categories', index], code);
      if (typeof code === 'string' && !products.some((p) => p.data.categorie === code && !cat.isDraft(p))) {
        cat.report(prestation, ['categories', index], messages.categoryWithoutProduct(code));
      }
    });
  }
  cat.unique(prestations.map((p) => ({ source: p, path: ['ordre'], value: p.data.ordre })));
  cat.unique(prestations.map((p) => ({ source: p, path: ['nom du fichier'], value: pathStem(p.rel), key: pathStem(p.rel).toLowerCase() })));
  for (const prestation of prestations) {
    notEmpty(cat, prestation, 'faq', 'une question');
    checkQuestions(cat, prestation);
  }
}
