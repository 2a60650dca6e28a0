// Numbers, in every document: amounts and sizes above zero, counts of 1 or more (whole
// numbers are the shape check's INTEGER_FIELDS), ratings, rates and coordinates within range.
// How figures relate to each other is each document type's rule (formula.ts, venue.ts).
import type { Catalogue } from './catalogue';
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

export function checkFigures(cat: Catalogue) {
  for (const source of cat.sources) if (source.data) checkSigns(cat, source);
}
