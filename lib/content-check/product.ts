// The rules of a product page (content/produits/<venue>/<slug>.mdx): an address-safe file name
// in its venue's folder, a category that exists, and formulas of that venue for its audience.
import { pathStem, venueFolderOf } from '../content-model/files';
import { arr, type Catalogue } from './documents';
import { messages } from './messages';
import { checkCategoryCode, checkSlug, checkVenueFolder, notEmpty } from './rules';
import type { ReadFile } from './source';

function checkProduct(cat: Catalogue, product: ReadFile) {
  checkSlug(cat, product);
  const folder = checkVenueFolder(cat, product);
  const p = product.data;
  checkCategoryCode(cat, product, ['categorie'], p.categorie);
  cat.unique(arr(p.formules).map((stem, index) => ({ source: product, path: ['formules', index], value: stem })));
  if (!folder) return;
  const existing = cat
    .of('Formula')
    .filter((f) => venueFolderOf(f.rel) === folder)
    .map((f) => pathStem(f.rel));
  arr(p.formules).forEach((stem, index) => {
    if (typeof stem !== 'string') return;
    const formula = cat.formula(`${folder}-${stem}`);
    if (!formula && stem.startsWith(`${folder}-`) && cat.formula(stem))
      cat.report(product, ['formules', index], messages.formulaIdInProduct(stem, stem.slice(folder.length + 1)));
    else if (!formula) cat.report(product, ['formules', index], messages.unknownFormula(stem, cat.fileOf(`formules/${folder}/`), existing));
    else if (formula.data && typeof p.audience === 'string' && formula.data.audience !== p.audience) {
      cat.report(product, ['formules', index], messages.formulaOtherAudience(stem, String(formula.data.audience), p.audience));
    }
  });
}

export function checkProducts(cat: Catalogue) {
  const products = cat.of('Product');
  for (const product of products) notEmpty(cat, product, 'formules', 'une formule');
  for (const product of products) checkProduct(cat, product);
  cat.unique(
    products.map((p) => ({
      source: p,
      path: ['nom du fichier'],
      value: `${venueFolderOf(p.rel)}/${pathStem(p.rel)}`,
      key: p.rel.toLowerCase(),
    })),
  );
}
