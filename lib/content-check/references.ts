// References between documents, unique ids and slugs, file names, and review dates.
import { parseFrenchDate } from '../content-model/dates';
import { pathStem, venueFolderOf } from '../content-model/files';
import { CATEGORY_CODES, ROOM_CODES, VENUE_CODES } from '../content-model/vocabulary';
import { arr, group, str, type Catalogue } from './catalogue';
import { messages } from './messages';
import type { SourceFile } from './source';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const frenchDate = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

function checkVenueCode(cat: Catalogue, source: SourceFile, path: (string | number)[], code: unknown) {
  if (typeof code === 'string' && (VENUE_CODES as readonly string[]).includes(code) && !cat.venue(code)) {
    cat.report(source, path, messages.unknownVenue(code, cat.fileOf(`lieux/${code}.mdx`)));
  }
}

function checkCategoryCode(cat: Catalogue, source: SourceFile, path: (string | number)[], code: unknown) {
  if (typeof code === 'string' && (CATEGORY_CODES as readonly string[]).includes(code) && !cat.category(code)) {
    cat.report(source, path, messages.unknownCategory(code, cat.fileOf(`categories/${code}.yaml`)));
  }
}

/** A room code (valid in the vocabulary) that the venue's file declares. */
function checkRoom(cat: Catalogue, source: SourceFile, path: (string | number)[], salle: unknown, venue: SourceFile) {
  if (typeof salle !== 'string' || !(ROOM_CODES as readonly string[]).includes(salle)) return;
  const rooms = arr(venue.data!.salles).map((room) => str(group(room).code)).filter((c): c is string => !!c);
  if (!rooms.includes(salle)) cat.report(source, path, messages.unknownRoom(salle, venue.file, rooms));
}

/** Products and formulas live in `<type>/<venue>/<stem>`, and their stem is part of a URL. */
function checkVenueFolder(cat: Catalogue, source: SourceFile) {
  const folder = venueFolderOf(source.rel);
  if (!folder || !(VENUE_CODES as readonly string[]).includes(folder)) {
    cat.report(source, ['dossier'], messages.badFolder(VENUE_CODES));
    return undefined;
  }
  if (!cat.venue(folder)) cat.report(source, ['dossier'], messages.unknownVenue(folder, cat.fileOf(`lieux/${folder}.mdx`)));
  return folder;
}

function checkSlug(cat: Catalogue, source: SourceFile) {
  const stem = pathStem(source.rel);
  if (!SLUG.test(stem)) cat.report(source, ['nom du fichier'], messages.badSlug(stem));
}

function checkFileName(cat: Catalogue, source: SourceFile, allowed: readonly string[]) {
  const stem = pathStem(source.rel);
  if (!allowed.includes(stem)) cat.report(source, ['nom du fichier'], messages.badFileName(stem, allowed));
}

export function checkReferences(cat: Catalogue, today: Date) {
  const site = cat.site();
  const [siteSource] = cat.of('Site');
  if (siteSource) {
    arr(site.lieux).forEach((entry, index) => checkVenueCode(cat, siteSource, ['lieux', index, 'code'], group(entry).code));
    cat.unique(arr(site.lieux).map((entry, index) => ({ source: siteSource, path: ['lieux', index, 'code'], value: group(entry).code })));
    cat.unique(arr(site.plateformes).map((entry, index) => ({ source: siteSource, path: ['plateformes', index, 'code'], value: group(entry).code })));
  }

  for (const venue of cat.of('Venue')) {
    const code = pathStem(venue.rel);
    checkFileName(cat, venue, VENUE_CODES);
    if (siteSource && !arr(site.lieux).some((entry) => group(entry).code === code)) {
      cat.report(venue, ['nom du fichier'], messages.venueWithoutAddress(code));
    }
    cat.unique(arr(venue.data!.salles).map((room, index) => ({ source: venue, path: ['salles', index, 'code'], value: group(room).code })));
    arr(venue.data!.dispositions).forEach((layout, index) => {
      const l = group(layout);
      checkRoom(cat, venue, ['dispositions', index, 'salle'], l.salle, venue);
      arr(l.categories).forEach((c, i) => checkCategoryCode(cat, venue, ['dispositions', index, 'categories', i], c));
    });
  }

  for (const category of cat.of('Category')) {
    checkFileName(cat, category, CATEGORY_CODES);
    arr(category.data!.galerie).forEach((photo, index) => checkVenueCode(cat, category, ['galerie', index, 'lieu'], group(photo).lieu));
  }

  const formulas = cat.of('Formula');
  for (const formula of formulas) {
    checkSlug(cat, formula);
    const folder = checkVenueFolder(cat, formula);
    arr(formula.data!.categories).forEach((c, i) => checkCategoryCode(cat, formula, ['categories', i], c));
    const venue = folder ? cat.venue(folder) : undefined;
    if (venue) arr(formula.data!.salles).forEach((option, index) => checkRoom(cat, formula, ['salles', index, 'salle'], group(option).salle, venue));
    cat.unique(arr(formula.data!.salles).map((option, index) => ({ source: formula, path: ['salles', index, 'salle'], value: group(option).salle })));
  }
  // Case-insensitive: two ids differing only by case collide on the copywriters' Macs.
  cat.unique(formulas.map((f) => ({ source: f, path: ['nom du fichier'], value: cat.formulaId(f), key: cat.formulaId(f).toLowerCase() })));

  const products = cat.of('Product');
  for (const product of products) {
    checkSlug(cat, product);
    const folder = checkVenueFolder(cat, product);
    const p = product.data!;
    checkCategoryCode(cat, product, ['categorie'], p.categorie);
    cat.unique(arr(p.formules).map((stem, index) => ({ source: product, path: ['formules', index], value: stem })));
    if (!folder) continue;
    const existing = formulas.filter((f) => venueFolderOf(f.rel) === folder).map((f) => pathStem(f.rel));
    arr(p.formules).forEach((stem, index) => {
      if (typeof stem !== 'string') return;
      const formula = cat.formula(`${folder}-${stem}`);
      if (!formula) cat.report(product, ['formules', index], messages.unknownFormula(stem, cat.fileOf(`formules/${folder}/`), existing));
      else if (formula.data && typeof p.audience === 'string' && formula.data.audience !== p.audience) {
        cat.report(product, ['formules', index], messages.formulaOtherAudience(stem, String(formula.data.audience), p.audience));
      }
    });
  }
  cat.unique(products.map((p) => ({ source: p, path: ['nom du fichier'], value: `${venueFolderOf(p.rel)}/${pathStem(p.rel)}`, key: p.rel.toLowerCase() })));

  const prestations = cat.of('Prestation');
  for (const prestation of prestations) {
    checkSlug(cat, prestation);
    arr(prestation.data!.categories).forEach((code, index) => {
      checkCategoryCode(cat, prestation, ['categories', index], code);
      if (typeof code === 'string' && !products.some((p) => p.data!.categorie === code && !cat.isDraft(p))) {
        cat.report(prestation, ['categories', index], messages.categoryWithoutProduct(code));
      }
    });
  }
  cat.unique(prestations.map((p) => ({ source: p, path: ['ordre'], value: p.data!.ordre })));
  cat.unique(prestations.map((p) => ({ source: p, path: ['nom du fichier'], value: pathStem(p.rel), key: pathStem(p.rel).toLowerCase() })));

  for (const reviews of cat.of('ReviewSet')) {
    const r = reviews.data!;
    checkVenueCode(cat, reviews, ['lieu'], r.lieu);
    checkCategoryCode(cat, reviews, ['categorie'], r.categorie);
    if (typeof r.lieu === 'string' && !pathStem(reviews.rel).startsWith(`${r.lieu}-`)) {
      cat.report(reviews, ['lieu'], messages.reviewFileName(pathStem(reviews.rel), r.lieu));
    }
    const category = typeof r.categorie === 'string' ? cat.category(r.categorie) : undefined;
    const categoryAudience = category?.data?.audience;
    if (typeof r.audience === 'string' && typeof categoryAudience === 'string' && r.audience !== categoryAudience) {
      cat.report(reviews, ['audience'], messages.audienceMismatch(r.audience, category!.file, categoryAudience));
    }
    arr(r.avis).forEach((review, index) => {
      const date = group(review).date;
      if (typeof date !== 'string') return;
      const parsed = parseFrenchDate(date);
      if (!parsed) cat.report(reviews, ['avis', index, 'date'], messages.badDate(date));
      else if (parsed > today) cat.report(reviews, ['avis', index, 'date'], messages.futureDate(date, frenchDate(today)));
    });
  }
}
