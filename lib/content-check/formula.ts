// The rules of a formula (content/formules/<venue>/<id>.yaml): prices and capacities coherent
// with each other and with the venue, hours the availability rule can read, the codes it names.
// The meaning of each field is in lib/content-model/formula.ts and lib/pricing/engine.ts.
import { parseSpan } from '../availability';
import { pathStem, venueFolderOf } from '../content-model/files';
import { peopleRule, type PricingFormula, startOf } from '../pricing';
import { arr, group, num, str, type Catalogue, type Data } from './documents';
import { messages, warnings } from './messages';
import { atLeast, atMost, checkCategoryCode, checkRoom, checkRoomCapacity, checkSlug, checkVenueFolder, notEmpty } from './rules';
import { isRead, type ReadFile, type SourceFile } from './source';

/** A surcharge with its three figures readable, else none. */
function supplementOf(supplement: Data): PricingFormula['supplement'] {
  const [au_dela_de, montant, personnes_max] = [num(supplement.au_dela_de), num(supplement.montant), num(supplement.personnes_max)];
  return au_dela_de !== undefined && montant !== undefined && personnes_max !== undefined
    ? { au_dela_de, montant, personnes_max }
    : undefined;
}

/** The raw fields as the engine reads them, when they are readable enough to price. */
export function asPricing(f: Data, vat: number): PricingFormula | undefined {
  const price = num(f.prix_affiche);
  const capacity = num(f.capacite);
  if (price === undefined || capacity === undefined || typeof f.unite !== 'string') return undefined;
  const supplement = group(f.supplement);
  const quantite = group(f.quantite);
  const minQuantity = num(quantite.min);
  return {
    id: '',
    name: '',
    audience: f.audience === 'pro' ? 'pro' : 'particuliers',
    categories: [],
    venue: 'vaugirard',
    venueLabel: '',
    taxe: f.audience === 'pro' ? 'HT' : 'TTC',
    taux_tva: vat,
    unite: f.unite as PricingFormula['unite'],
    prix_affiche: price,
    aide_prix: '',
    prix_min: num(f.prix_min),
    par_personne: num(f.par_personne),
    personnes_min: num(f.personnes_min),
    capacite: capacity,
    capacite_annoncee: num(f.capacite_annoncee),
    supplement: supplementOf(supplement),
    quantite:
      minQuantity !== undefined
        ? {
            min: minQuantity,
            max: num(quantite.max),
            periode: quantite.periode as 'semaine',
            engagement: quantite.engagement as 'mois' | undefined,
          }
        : undefined,
    salles: arr(f.salles).map((room) => ({
      salle: str(group(room).salle) as 'ocre',
      nom: '',
      personnes_min: num(group(room).personnes_min),
      personnes_max: num(group(room).personnes_max) ?? capacity,
    })),
    disponible: [],
  };
}

function checkFigures(cat: Catalogue, source: ReadFile, f: Data) {
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
  const limits = [
    ['capacite', capacite],
    ['capacite_annoncee', num(f.capacite_annoncee)],
    ['supplement.personnes_max', surchargeMax],
  ] as const;
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
    if (typeof f.plage_horaire !== 'string' || !parseSpan(f.plage_horaire))
      cat.report(source, ['plage_horaire'], messages.badSchedule(f.plage_horaire));
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

const hour = (h: string, m?: string) => Number(h) + (m ? Number(m) / 60 : 0);

/** `19h-0h` → 5: the hours of a slot, past midnight included; undefined when unreadable. */
function slotHours(slot: string): number | undefined {
  const match = /^\s*(\d{1,2})h(\d{2})?\s*-\s*(\d{1,2})h(\d{2})?\s*$/.exec(slot);
  if (!match) return undefined;
  const [, startHour = '', startMinutes, endHour = '', endMinutes] = match;
  const start = hour(startHour, startMinutes);
  const end = hour(endHour, endMinutes);
  return end > start ? end - start : end + 24 - start;
}

/** Figures that contradict each other: warnings, the copywriter decides which is right. */
function checkCoherence(cat: Catalogue, source: ReadFile, f: Data) {
  const duration = num(f.duree_heures);
  if (duration !== undefined) {
    arr(f.horaires).forEach((slot, index) => {
      const hours = typeof slot === 'string' ? slotHours(slot) : undefined;
      if (hours !== undefined && hours !== duration)
        cat.warn(source, ['horaires', index], warnings.slotVsDuration(String(slot), hours, duration));
    });
    const stated = /(\d+(?:[,.]\d+)?)\s*heures?\b/.exec(str(f.horaires_detail) ?? '');
    if (stated?.[1] && Number(stated[1].replace(',', '.')) !== duration) {
      cat.warn(source, ['horaires_detail'], warnings.detailVsDuration(stated[0], duration));
    }
  }

  const minimum = num(f.prix_min);
  const formula = minimum !== undefined ? asPricing(f, num(cat.site().taux_tva) ?? 0) : undefined;
  const start = formula && startOf(formula);
  if (start && minimum !== undefined && start.estimate.total > minimum)
    cat.warn(
      source,
      ['prix_min'],
      warnings.minimumNeverApplies(minimum, start.estimate.total, start.request.personnes, start.request.quantite),
    );
}

/** The field that holds a formula's highest head count: the one a visitor reads as « up to N ». */
const HIGHEST_FIELDS = [['capacite_annoncee'], ['supplement', 'personnes_max'], ['capacite']] as const;

/**
 * The layouts of the venue that a formula's rooms can take, for its event types: those of the rooms
 * it names (`salles`), of a single room (`nombre_salles: 1`), or, when it takes the whole venue,
 * every layout.
 */
function layoutsFor(f: Data, venue: Data) {
  const named = arr(f.salles).map((option) => group(option).salle);
  const oneRoom = named.length > 0 || num(f.nombre_salles) === 1;
  return arr(venue.dispositions)
    .map((layout, index) => ({ layout: group(layout), index }))
    .filter(({ layout }) => arr(layout.categories).some((c) => arr(f.categories).includes(c)))
    .filter(({ layout }) => !oneRoom || (layout.salle !== undefined && (named.length === 0 || named.includes(layout.salle))));
}

/**
 * A formula that takes more people than the largest layout of its rooms for its event types: a
 * page says « up to 45 » where no listed layout seats more than 35. A warning: the catalogue's
 * figures are the provider's to confirm.
 */
function checkCapacityVsLayouts(cat: Catalogue, source: ReadFile, f: Data) {
  const folder = venueFolderOf(source.rel);
  const venue = folder ? cat.venue(folder) : undefined;
  const formula = asPricing(f, 0);
  if (!isRead(venue) || !formula) return;
  const highest = peopleRule(formula).max;
  const [largest] = layoutsFor(f, venue.data)
    .map(({ layout, index }) => ({ name: str(layout.name) ?? '', capacity: num(layout.capacite), index }))
    .filter((l): l is { name: string; capacity: number; index: number } => l.capacity !== undefined)
    .sort((a, b) => b.capacity - a.capacity);
  if (!largest || highest <= largest.capacity) return;
  const field = HIGHEST_FIELDS.find((path) => num(path.reduce<unknown>((data, key) => group(data)[key], f)) === highest) ?? ['capacite'];
  cat.warn(source, [...field], warnings.capacityVsLayouts(highest, largest.name, largest.capacity, venue.file, largest.index + 1), true);
}

function checkReferences(cat: Catalogue, source: ReadFile, f: Data) {
  checkSlug(cat, source);
  const folder = checkVenueFolder(cat, source);
  // `montparnasse/montparnasse-x.yaml` would be `montparnasse-montparnasse-x`: one formula, two names in circulation.
  const stem = pathStem(source.rel);
  if (folder && stem.startsWith(`${folder}-`)) cat.report(source, ['nom du fichier'], messages.venueInFormulaName(stem, folder));
  arr(f.categories).forEach((c, i) => checkCategoryCode(cat, source, ['categories', i], c));
  const venue = folder ? cat.venue(folder) : undefined;
  if (isRead(venue))
    arr(f.salles).forEach((option, index) => {
      checkRoom(cat, source, ['salles', index, 'salle'], group(option).salle, venue);
      checkRoomCapacity(cat, source, ['salles', index, 'personnes_max'], group(option).personnes_max, group(option).salle, venue);
    });
  cat.unique(arr(f.salles).map((option, index) => ({ source, path: ['salles', index, 'salle'], value: group(option).salle })));
}

export function checkFormulas(cat: Catalogue) {
  const formulas = cat.of('Formula');
  for (const source of formulas) {
    checkFigures(cat, source, source.data);
    checkCoherence(cat, source, source.data);
    checkCapacityVsLayouts(cat, source, source.data);
    checkReferences(cat, source, source.data);
  }
  // Case-insensitive: two ids differing only by case collide on the copywriters' Macs.
  cat.unique(formulas.map((f) => ({ source: f, path: ['nom du fichier'], value: cat.formulaId(f), key: cat.formulaId(f).toLowerCase() })));
  // A visitor tells formulas apart by venue and name (the calculator's list, the quote form).
  const named = new Map<string, SourceFile>();
  for (const f of formulas) {
    const name = str(f.data.name)?.trim();
    if (!name) continue;
    const key = `${venueFolderOf(f.rel)}|${name.toLocaleLowerCase('fr')}`;
    const first = named.get(key);
    if (first) cat.report(f, ['name'], messages.sameFormulaName(name, `${first.file}, ligne ${first.lineOf(['name']) ?? 1}`));
    else named.set(key, f);
  }
}
