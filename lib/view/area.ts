import { venues } from '../content';

/**
 * Where the venues are, from their `sector`, in arrondissement order: « Paris 14 et Paris 15 »
 * (`et`) or « Paris 14 ou Paris 15 » (`ou`). Written nowhere else, so a new venue adds itself.
 */
export function areaText(join: 'et' | 'ou' = 'et'): string {
  const sectors = [...new Set(venues().map((venue) => venue.sector))].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }));
  return new Intl.ListFormat('fr', { type: join === 'et' ? 'conjunction' : 'disjunction' }).format(sectors);
}
