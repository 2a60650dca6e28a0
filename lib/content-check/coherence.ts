// Figures that contradict each other inside the content: warnings, not errors. The build
// goes on and the copywriter decides which figure is right; each warning names both.
import { pathStem } from '../content-model/checks';
import { startOf } from '../pricing/describe';
import type { PricingFormula } from '../pricing/types';
import { arr, group, num, str, subFolderOf, type Catalogue, type Data } from './catalogue';
import { warnings } from './messages';
import type { SourceFile } from './source';

const hour = (h: string, m?: string) => Number(h) + (m ? Number(m) / 60 : 0);

/** `19h-0h` → 5: the hours of a slot, past midnight included; undefined when unreadable. */
export function slotHours(slot: string): number | undefined {
  const match = /^\s*(\d{1,2})h(\d{2})?\s*-\s*(\d{1,2})h(\d{2})?\s*$/.exec(slot);
  if (!match) return undefined;
  const start = hour(match[1]!, match[2]);
  const end = hour(match[3]!, match[4]);
  return end > start ? end - start : end + 24 - start;
}

function checkSchedule(cat: Catalogue, source: SourceFile, f: Data) {
  const duration = num(f.duree_heures);
  if (duration === undefined) return;
  arr(f.horaires).forEach((slot, index) => {
    const hours = typeof slot === 'string' ? slotHours(slot) : undefined;
    if (hours !== undefined && hours !== duration) cat.warn(source, ['horaires', index], warnings.slotVsDuration(String(slot), hours, duration));
  });
  const stated = /(\d+(?:[,.]\d+)?)\s*heures?\b/.exec(str(f.horaires_detail) ?? '');
  if (stated && Number(stated[1]!.replace(',', '.')) !== duration) {
    cat.warn(source, ['horaires_detail'], warnings.detailVsDuration(stated[0], duration));
  }
}

/** The raw fields as the engine reads them, when they are readable enough to price. */
export function asPricing(f: Data, vat: number): PricingFormula | undefined {
  const price = num(f.prix_affiche);
  const capacity = num(f.capacite);
  if (price === undefined || capacity === undefined || typeof f.unite !== 'string') return undefined;
  const supplement = group(f.supplement);
  const quantite = group(f.quantite);
  return {
    id: '', name: '', audience: f.audience === 'pro' ? 'pro' : 'particuliers', categories: [], code_etab: 'vaugirard', lieu: '',
    taxe: f.audience === 'pro' ? 'HT' : 'TTC', taux_tva: vat, unite: f.unite as PricingFormula['unite'], prix_affiche: price, aide_prix: '',
    prix_min: num(f.prix_min), par_personne: num(f.par_personne), personnes_min: num(f.personnes_min), capacite: capacity,
    capacite_annoncee: num(f.capacite_annoncee),
    supplement: num(supplement.au_dela_de) !== undefined && num(supplement.montant) !== undefined && num(supplement.personnes_max) !== undefined
      ? { au_dela_de: num(supplement.au_dela_de)!, montant: num(supplement.montant)!, personnes_max: num(supplement.personnes_max)! }
      : undefined,
    quantite: num(quantite.min) !== undefined
      ? { min: num(quantite.min)!, max: num(quantite.max), periode: quantite.periode as 'semaine', engagement: quantite.engagement as 'mois' | undefined }
      : undefined,
    salles: arr(f.salles).map((room) => ({ salle: str(group(room).salle) as 'ocre', nom: '', personnes_min: num(group(room).personnes_min), personnes_max: num(group(room).personnes_max) ?? capacity })),
    disponible: [],
  };
}

function checkMinimum(cat: Catalogue, source: SourceFile, f: Data) {
  const minimum = num(f.prix_min);
  const formula = minimum !== undefined ? asPricing(f, num(cat.site().taux_tva) ?? 0) : undefined;
  const start = formula && startOf(formula);
  if (start && start.estimate.total > minimum!) cat.warn(source, ['prix_min'], warnings.minimumNeverApplies(minimum!, start.estimate.total, start.request.personnes, start.request.quantite));
}

/** The most people a venue's formulas of these categories take, without asking (no `capacite_annoncee`). */
function formulaCapacity(cat: Catalogue, venue: string, categories: readonly unknown[]) {
  const capacities = cat.of('Formula')
    .filter((f) => subFolderOf(f.rel) === venue && arr(f.data!.categories).some((c) => categories.includes(c)))
    .map((f) => num(group(f.data!.supplement).personnes_max) ?? num(f.data!.capacite))
    .filter((n): n is number => n !== undefined);
  return capacities.length ? Math.max(...capacities) : undefined;
}

const STOP_WORDS = new Set(['disposition', 'dispositions', 'en', 'de', 'du', 'des', 'la', 'le', 'les', 'et', 'ou', 'salle', 'salles', 'l', 'd']);
const wordsOf = (text: string) =>
  new Set(text.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '').split(/[^a-z0-9]+/).filter((w) => w && !STOP_WORDS.has(w)));
const peopleIn = (text: string) => /(\d+)\s*(?:personnes|invités|participants)/.exec(text)?.[1];

function checkVenueTexts(cat: Catalogue, source: SourceFile, v: Data) {
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

  const categories = cat.of('Category').map((c) => ({ code: pathStem(c.rel), name: str(c.data!.nom) ?? '' }));
  for (const list of ['features_particuliers', 'features_pro']) {
    arr(v[list]).map(group).forEach((feature, index) => {
      const text = `${str(feature.name) ?? ''} ${str(feature.description) ?? ''}`;
      const stated = peopleIn(text);
      if (!stated) return;
      const n = Number(stated);
      const name = wordsOf(str(feature.name) ?? '');
      const layoutIndex = layouts.findIndex((l) => [...wordsOf(str(l.name) ?? '')].some((w) => name.has(w)));
      const layout = layouts[layoutIndex];
      if (layout && num(layout.capacite) !== undefined && num(layout.capacite) !== n) {
        cat.warn(source, [list, index, 'description'], warnings.featureVsLayout(n, str(layout.name)!, num(layout.capacite)!, layoutIndex + 1));
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
  const rooms = arr(v.salles).map(group).filter((room) => num(room.capacite) !== undefined && num(room.capacite) !== perRoom);
  if (perRoom !== undefined && rooms.length > 0) {
    cat.warn(source, ['capacite_par_salle'], warnings.perRoomVsRooms(perRoom, rooms.map((room) => ({ name: str(room.nom) ?? str(room.code) ?? '', capacity: num(room.capacite)! }))));
  }
}

export function checkCoherence(cat: Catalogue) {
  for (const source of cat.of('Formula')) {
    checkSchedule(cat, source, source.data!);
    checkMinimum(cat, source, source.data!);
  }
  for (const source of cat.of('Venue')) checkVenueTexts(cat, source, source.data!);
}
