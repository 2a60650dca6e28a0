// The rules of a venue (content/lieux/<venue>.mdx): capacities within the venue's, event
// cards that lead to its product pages, rooms and categories that exist, house rules with
// readable times, questions asked once; and texts whose figures contradict the formulas (warnings).
import { pathStem, venueFolderOf } from '../content-model/files';
import { VENUE_CODES } from '../content-model/vocabulary';
import { arr, group, num, str, type Catalogue, type Data } from './documents';
import { messages, warnings } from './messages';
import { atLeast, atMost, checkCategoryCode, checkFileName, checkQuestions, checkRoom, checkRoomCapacity } from './rules';
import type { ReadFile, SourceFile } from './source';

/** `23:00`: a time of day as the house rules write it. */
const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

function checkFigures(cat: Catalogue, source: SourceFile, v: Data) {
  const capacite = v.capacite;
  atMost(cat, source, ['capacite_par_salle'], v.capacite_par_salle, 'capacite', capacite);
  arr(v.salles).forEach((room, index) => atMost(cat, source, ['salles', index, 'capacite'], group(room).capacite, 'capacite', capacite));
  arr(v.dispositions).forEach((layout, index) => {
    const l = group(layout);
    atMost(cat, source, ['dispositions', index, 'capacite'], l.capacite, 'capacite', capacite);
    atLeast(cat, source, ['dispositions', index, 'capacite'], l.capacite, `dispositions[${index + 1}].capacite_min`, l.capacite_min);
  });
  // A card's figures and photo come from the product page it names (lib/view/cards.ts).
  const code = pathStem(source.rel);
  const products = cat
    .of('Product')
    .filter((p) => venueFolderOf(p.rel) === code)
    .map((p) => pathStem(p.rel));
  const venuePath = `/locations/${str(cat.site().brand_slug) ?? ''}-${code}/`;
  arr(v.events).forEach((event, index) => {
    const href = str(group(event).href);
    if (href === undefined) return;
    const slug = href.startsWith(venuePath) ? href.slice(venuePath.length) : undefined;
    if (!slug || !products.includes(slug))
      cat.report(source, ['events', index, 'href'], messages.eventNotProduct(href, `content/produits/${code}/`));
  });
  for (const journey of ['gare', 'aeroport']) {
    const j = group(group(v.acces)[journey]);
    atLeast(cat, source, ['acces', journey, 'minutes_max'], j.minutes_max, `acces.${journey}.minutes_min`, j.minutes_min);
  }
}

/** The most people a venue's formulas of these categories take, without asking (no `capacite_annoncee`). */
function formulaCapacity(cat: Catalogue, venue: string, categories: readonly unknown[]) {
  const capacities = cat
    .of('Formula')
    .filter((f) => venueFolderOf(f.rel) === venue && arr(f.data.categories).some((c) => categories.includes(c)))
    .map((f) => num(group(f.data.supplement).personnes_max) ?? num(f.data.capacite))
    .filter((n): n is number => n !== undefined);
  return capacities.length ? Math.max(...capacities) : undefined;
}

const STOP_WORDS = new Set([
  'disposition',
  'dispositions',
  'en',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'ou',
  'salle',
  'salles',
  'l',
  'd',
]);
const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !STOP_WORDS.has(w)),
  );
const peopleIn = (text: string) => /(\d+)\s*(?:personnes|invités|participants)/.exec(text)?.[1];

/** Figures in the venue's texts that contradict each other: warnings, never blocking. */
function checkCoherence(cat: Catalogue, source: SourceFile, v: Data) {
  const code = pathStem(source.rel);
  const layouts = arr(v.dispositions).map(group);
  layouts.forEach((layout, index) => {
    const detail = str(layout.capacite_detail);
    if (!detail) return;
    const counted = [...detail.matchAll(/\d+/g)].reduce((sum, m) => sum + Number(m[0]), 0);
    const capacity = formulaCapacity(cat, code, arr(layout.categories));
    if (counted > 0 && capacity !== undefined && counted > capacity) {
      cat.warn(source, ['dispositions', index, 'capacite_detail'], warnings.layoutTextVsFormulas(detail, counted, capacity));
    }
  });

  const categories = cat.of('Category').map((c) => ({ code: pathStem(c.rel), name: str(c.data.nom) ?? '' }));
  for (const list of ['features_particuliers', 'features_pro']) {
    arr(v[list])
      .map(group)
      .forEach((feature, index) => {
        const text = `${str(feature.name) ?? ''} ${str(feature.description) ?? ''}`;
        const stated = peopleIn(text);
        if (!stated) return;
        const n = Number(stated);
        const name = wordsOf(str(feature.name) ?? '');
        const layoutIndex = layouts.findIndex((l) => [...wordsOf(str(l.name) ?? '')].some((w) => name.has(w)));
        const layout = layouts[layoutIndex];
        const layoutCapacity = num(layout?.capacite);
        if (layout && layoutCapacity !== undefined && layoutCapacity !== n) {
          cat.warn(
            source,
            [list, index, 'description'],
            warnings.featureVsLayout(n, str(layout.name) ?? '', layoutCapacity, layoutIndex + 1),
          );
          return;
        }
        const category = categories.find((c) => c.name && wordsOf(c.name).size > 0 && [...wordsOf(c.name)].every((w) => name.has(w)));
        const capacity = category && formulaCapacity(cat, code, [category.code]);
        if (category && capacity !== undefined && capacity !== n) {
          cat.warn(source, [list, index, 'description'], warnings.featureVsFormulas(n, category.name, capacity));
        }
      });
  }

  const perRoom = num(v.capacite_par_salle);
  const rooms = arr(v.salles)
    .map(group)
    .flatMap((room) => {
      const capacity = num(room.capacite);
      return capacity !== undefined && capacity !== perRoom ? [{ name: str(room.nom) ?? str(room.code) ?? '', capacity }] : [];
    });
  if (perRoom !== undefined && rooms.length > 0) {
    cat.warn(source, ['capacite_par_salle'], warnings.perRoomVsRooms(perRoom, rooms));
  }
}

function checkReferences(cat: Catalogue, source: ReadFile, v: Data) {
  const code = pathStem(source.rel);
  checkFileName(cat, source, VENUE_CODES);
  if (cat.of('Site').length && !arr(cat.site().lieux).some((entry) => group(entry).code === code)) {
    cat.report(source, ['nom du fichier'], messages.venueWithoutAddress(code));
  }
  cat.unique(arr(v.salles).map((room, index) => ({ source, path: ['salles', index, 'code'], value: group(room).code })));
  arr(v.dispositions).forEach((layout, index) => {
    const l = group(layout);
    checkRoom(cat, source, ['dispositions', index, 'salle'], l.salle, source);
    checkRoomCapacity(cat, source, ['dispositions', index, 'capacite'], l.capacite, l.salle, source);
    arr(l.categories).forEach((c, i) => checkCategoryCode(cat, source, ['dispositions', index, 'categories', i], c));
  });
}

function checkHouseRules(cat: Catalogue, source: SourceFile, v: Data) {
  const end = group(group(v.infos_pratiques).regles).musique_fin;
  // Another type is the shape check's to report.
  if (typeof end === 'string' && end.trim() && !CLOCK_TIME.test(end)) {
    cat.report(source, ['infos_pratiques', 'regles', 'musique_fin'], messages.badClockTime(end));
  }
}

export function checkVenues(cat: Catalogue) {
  for (const source of cat.of('Venue')) {
    checkFigures(cat, source, source.data);
    checkCoherence(cat, source, source.data);
    checkReferences(cat, source, source.data);
    checkHouseRules(cat, source, source.data);
    checkQuestions(cat, source);
  }
}
