// Prices and capacities: positive, whole where they count people, and coherent with
// each other and with the venue. The meaning of each field is in lib/content-model/formula.ts
// and lib/pricing/engine.ts.
import { parseSpan } from '../availability/hours';
import { pathStem, venueFolderOf } from '../content-model/files';
import { peopleRule } from '../pricing/engine';
import { asPricing } from './coherence';
import { arr, group, num, str, type Catalogue, type Data } from './catalogue';
import { messages } from './messages';
import { INTEGER_FIELDS } from './shape';
import { lastKey, type Path, type SourceFile } from './source';

/** Amounts and sizes that must be above zero. */
const POSITIVE_FIELDS = new Set(['prix_affiche', 'prix_min', 'par_personne', 'heure_sup', 'montant', 'taux_tva', 'superficie', 'duree_heures']);
const RANGES: Record<string, [number, number]> = { note: [0, 5], taux_tva: [0, 100], duree_heures: [0, 24], latitude: [-90, 90], longitude: [-180, 180] };

function eachNumber(value: unknown, path: Path, visit: (value: number, key: string, path: Path) => void) {
  if (typeof value === 'number') {
    const key = lastKey(path);
    if (key) visit(value, key, path);
  } else if (Array.isArray(value)) value.forEach((item, index) => eachNumber(item, [...path, index], visit));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) eachNumber(child, [...path, key], visit);
}

function checkSigns(cat: Catalogue, source: SourceFile) {
  eachNumber(source.data, [], (value, key, path) => {
    if (key === 'distance_m') {
      if (value < 0) cat.report(source, path, messages.negative(value));
    } else if (INTEGER_FIELDS.has(key)) {
      if (Number.isInteger(value) && value < 1) cat.report(source, path, messages.notPositiveInteger(value));
    } else if (POSITIVE_FIELDS.has(key) && value <= 0) cat.report(source, path, messages.notPositive(value));
    else if (RANGES[key] && (value < RANGES[key][0] || value > RANGES[key][1])) {
      cat.report(source, path, messages.outOfRange(value, ...RANGES[key]));
    }
  });
}

/** `value` (at `path`) must not exceed `limit` (named `limitName`). */
function atMost(cat: Catalogue, source: SourceFile, path: Path, value: unknown, limitName: string, limit: unknown) {
  const v = num(value);
  const l = num(limit);
  if (v !== undefined && l !== undefined && v > l) cat.report(source, path, messages.aboveField(v, limitName, l));
}

function atLeast(cat: Catalogue, source: SourceFile, path: Path, value: unknown, limitName: string, limit: unknown) {
  const v = num(value);
  const l = num(limit);
  if (v !== undefined && l !== undefined && v < l) cat.report(source, path, messages.belowField(v, limitName, l));
}

/** A list the model requires must name at least one `what`. */
function notEmpty(cat: Catalogue, source: SourceFile, field: string, what: string) {
  const value = source.data![field];
  if (Array.isArray(value) && value.length === 0) cat.report(source, [field], messages.emptyList(what));
}

function checkFormula(cat: Catalogue, source: SourceFile, f: Data) {
  const capacite = num(f.capacite);
  atMost(cat, source, ['personnes_min'], f.personnes_min, 'capacite', capacite);
  atLeast(cat, source, ['capacite_annoncee'], f.capacite_annoncee, 'capacite', capacite);

  const supplement = group(f.supplement);
  const threshold = num(supplement.au_dela_de);
  const surchargeMax = num(supplement.personnes_max);
  if (threshold !== undefined && surchargeMax !== undefined && surchargeMax <= threshold) {
    cat.report(source, ['supplement', 'personnes_max'], messages.notAboveField(surchargeMax, 'supplement.au_dela_de', threshold));
  }
  const quantite = group(f.quantite);
  atLeast(cat, source, ['quantite', 'max'], quantite.max, 'quantite.min', quantite.min);

  // The most people the formula takes, asked of the engine; the message names the field that sets it.
  const limits = [['capacite', capacite], ['capacite_annoncee', num(f.capacite_annoncee)], ['supplement.personnes_max', surchargeMax]] as const;
  const pricing = asPricing(f, 0);
  const maxPeople = pricing && peopleRule(pricing).max;
  const maxName = limits.find(([, value]) => value === maxPeople)?.[0] ?? 'capacite';
  arr(f.salles).forEach((room, index) => {
    const r = group(room);
    atLeast(cat, source, ['salles', index, 'personnes_max'], r.personnes_max, `salles[${index + 1}].personnes_min`, r.personnes_min);
    atMost(cat, source, ['salles', index, 'personnes_max'], r.personnes_max, maxName, maxPeople);
  });

  const price = num(f.prix_affiche);
  const minimum = num(f.prix_min);
  if (price !== undefined && minimum !== undefined && capacite !== undefined) {
    const perPerson = num(f.par_personne) ?? 0;
    if (f.unite === 'forfait' && perPerson === 0 && price < minimum) {
      cat.report(source, ['prix_affiche'], messages.flatBelowMinimum(price, minimum));
    } else if (f.unite === 'forfait' || f.unite === 'personne') {
      const full = f.unite === 'personne' ? price * capacite : price + perPerson * capacite;
      if (full < minimum) cat.report(source, ['prix_min'], messages.minimumUnreachable(full, capacite, minimum));
    }
  }

  // Hours are read by the availability rule (lib/availability/hours.ts): they must be spans it can read.
  arr(f.horaires).forEach((slot, index) => {
    if (typeof slot !== 'string' || !parseSpan(slot)) cat.report(source, ['horaires', index], messages.badSchedule(slot));
  });
  if (f.plage_horaire !== undefined) {
    if (typeof f.plage_horaire !== 'string' || !parseSpan(f.plage_horaire)) cat.report(source, ['plage_horaire'], messages.badSchedule(f.plage_horaire));
    else if (f.duree_heures === undefined) cat.report(source, ['plage_horaire'], messages.rangeWithoutHours());
  }

  if (f.audience === 'particuliers' && f.type_creneau === undefined) cat.report(source, ['type_creneau'], messages.privateWithoutSlot());
  notEmpty(cat, source, 'categories', 'une catégorie');
  notEmpty(cat, source, 'disponible', 'un jour');

  const venue = cat.venue(venueFolderOf(source.rel) ?? '');
  const venueCapacity = num(venue?.data?.capacite);
  if (venue && venueCapacity !== undefined) {
    for (const [name, value] of limits) {
      const path = name.split('.');
      if (value !== undefined && value > venueCapacity) cat.report(source, path, messages.aboveVenue(value, venue.file, venueCapacity));
    }
  }
}

function checkVenue(cat: Catalogue, source: SourceFile, v: Data) {
  const capacite = v.capacite;
  atMost(cat, source, ['capacite_par_salle'], v.capacite_par_salle, 'capacite', capacite);
  arr(v.salles).forEach((room, index) => atMost(cat, source, ['salles', index, 'capacite'], group(room).capacite, 'capacite', capacite));
  arr(v.dispositions).forEach((layout, index) => {
    const l = group(layout);
    atMost(cat, source, ['dispositions', index, 'capacite'], l.capacite, 'capacite', capacite);
    atLeast(cat, source, ['dispositions', index, 'capacite'], l.capacite, `dispositions[${index + 1}].capacite_min`, l.capacite_min);
  });
  // A card's figures and photo come from the product page it names (lib/cards.ts).
  const code = pathStem(source.rel);
  const products = cat.of('Product').filter((p) => venueFolderOf(p.rel) === code).map((p) => pathStem(p.rel));
  const venuePath = `/locations/${str(cat.site().brand_slug) ?? ''}-${code}/`;
  arr(v.events).forEach((event, index) => {
    const href = str(group(event).href);
    if (href === undefined) return;
    const slug = href.startsWith(venuePath) ? href.slice(venuePath.length) : undefined;
    if (!slug || !products.includes(slug)) cat.report(source, ['events', index, 'href'], messages.eventNotProduct(href, `content/produits/${code}/`));
  });
  for (const journey of ['gare', 'aeroport']) {
    const j = group(group(v.acces)[journey]);
    atLeast(cat, source, ['acces', journey, 'minutes_max'], j.minutes_max, `acces.${journey}.minutes_min`, j.minutes_min);
  }
}

export function checkFigures(cat: Catalogue) {
  for (const source of cat.sources) if (source.data) checkSigns(cat, source);
  for (const source of cat.of('Formula')) checkFormula(cat, source, source.data!);
  for (const source of cat.of('Venue')) checkVenue(cat, source, source.data!);
  for (const source of cat.of('Product')) notEmpty(cat, source, 'formules', 'une formule');
  for (const source of cat.of('Prestation')) notEmpty(cat, source, 'categories', 'une catégorie');
}
