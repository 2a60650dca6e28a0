// Which formula the calculator shows, from the URL: `offre`, or the first formula of
// the audience and venue chosen without JavaScript (`public`, `lieu`).
import { AUDIENCES, VENUE_CODES, type Audience, type VenueCode } from '../content-model/vocabulary';
import type { PricingFormula } from './types';

export type Choice = { offre?: string | undefined; audience?: string | undefined; venue?: string | undefined };

const oneOf = <T extends string>(list: readonly T[], value?: string): T | undefined => list.find((item) => item === value);

export const formulasFor = (catalogue: readonly PricingFormula[], audience: Audience, venue: VenueCode) =>
  catalogue.filter((f) => f.audience === audience && f.venue === venue);

/**
 * The formula to show. A known `offre` wins unless the visitor picked another audience
 * or venue; `unknown` says that an `offre` was asked for but does not exist.
 */
export function selectFormula(catalogue: readonly PricingFormula[], choice: Choice): { formula: PricingFormula; unknown: boolean } {
  const asked = catalogue.find((f) => f.id === choice.offre);
  const audience = oneOf(AUDIENCES, choice.audience) ?? asked?.audience ?? AUDIENCES[0];
  const venue = oneOf(VENUE_CODES, choice.venue) ?? asked?.venue ?? VENUE_CODES[0];
  const unknown = choice.offre !== undefined && choice.offre !== '' && !asked;
  if (asked && asked.audience === audience && asked.venue === venue) return { formula: asked, unknown };
  const formula = formulasFor(catalogue, audience, venue)[0] ?? catalogue.find((f) => f.audience === audience) ?? catalogue[0];
  if (!formula) throw new Error('Aucune formule dans le contenu : le calculateur ne peut rien proposer.');
  return { formula, unknown };
}
