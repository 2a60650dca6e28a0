// The bridge from the content to the engine: each formula's pricing fields as plain
// data, with its venue's label and room names and the site's VAT rate, its name and price
// help in the page's language. Server side only (it reads the generated content); the engine
// and the calculator get its output.
import { englishProducts, formulaIn, formulas, formulasOf, getVenue, roomsIn, site, venues, type Formula, type Product } from '../content';
import { isTranslation, type Locale } from '../i18n';
import type { PricingFormula, RoomChoice } from './types';

const venueLabel = (code: Formula['venue']) => {
  const venue = getVenue(code);
  return `${venue.title} (${venue.sector})`;
};

/** A formula as the engine reads it; in English, with the name and price help of its English file when written. */
export function pricingFormula(formula: Formula, locale: Locale = 'fr'): PricingFormula {
  const words = formulaIn(formula, locale);
  const rooms = roomsIn(formula.venue, locale);
  const salles: RoomChoice[] | undefined = formula.salles?.map((option) => {
    const room = rooms.find((r) => r.code === option.salle);
    return {
      salle: option.salle,
      nom: room?.nom ?? option.salle,
      ...(room && { superficie: room.superficie }),
      ...(option.personnes_min !== undefined && { personnes_min: option.personnes_min }),
      personnes_max: option.personnes_max,
    };
  });
  const { supplement, quantite } = formula;
  // Spelled out field by field: generated objects carry contentlayer internals.
  const plain: PricingFormula = {
    id: formula.id,
    name: words.name,
    ...(isTranslation(locale) && !words.inFrench.includes('name') && { translated: true }),
    audience: formula.audience,
    categories: Array.from(formula.categories),
    venue: formula.venue,
    venueLabel: venueLabel(formula.venue),
    taxe: formula.taxe,
    taux_tva: site.taux_tva,
    unite: formula.unite,
    prix_affiche: formula.prix_affiche,
    aide_prix: words.aide_prix,
    prix_min: formula.prix_min,
    par_personne: formula.par_personne,
    personnes_min: formula.personnes_min,
    capacite: formula.capacite,
    capacite_annoncee: formula.capacite_annoncee,
    supplement: supplement && { au_dela_de: supplement.au_dela_de, montant: supplement.montant, personnes_max: supplement.personnes_max },
    heure_sup: formula.heure_sup,
    duree_heures: formula.duree_heures,
    quantite: quantite && {
      min: quantite.min,
      ...(quantite.max !== undefined && { max: quantite.max }),
      periode: quantite.periode,
      ...(quantite.engagement && { engagement: quantite.engagement }),
    },
    nombre_salles: formula.nombre_salles,
    salles,
    disponible: Array.from(formula.disponible),
  };
  // The JSON round trip drops absent fields, so the props sent to the browser stay small.
  return JSON.parse(JSON.stringify(plain)) as PricingFormula;
}

export const pricingCatalogue = (): PricingFormula[] => formulas().map((formula) => pricingFormula(formula));

export const pricingFormulaById = (id: string) => pricingCatalogue().find((f) => f.id === id);

/**
 * Whether a visitor can price or ask a quote for a formula in a language: every formula in French;
 * in English, those of the English product pages (#37: the professional side, not the general assemblies).
 */
export function offeredIn(locale: Locale): (formula: { id: string }) => boolean {
  if (!isTranslation(locale)) return () => true;
  const ids = new Set(englishProducts().flatMap((product) => formulasOf(product.french).map((formula) => formula.id)));
  return (formula) => ids.has(formula.id);
}

/** The calculator's formulas in a language. */
export const pricingCatalogueIn = (locale: Locale): PricingFormula[] =>
  formulas()
    .filter(offeredIn(locale))
    .map((formula) => pricingFormula(formula, locale));

export type VenueChoice = { code: Formula['venue']; title: string; sector: string };

export const venueChoices = (): VenueChoice[] => venues().map((v) => ({ code: v.code, title: v.title, sector: v.sector }));

/**
 * The formulas that product pages serve and a page in `locale` offers, as the engine reads them
 * in that language: what every « from » price and people range of a page is computed from, so
 * that an English page never starts at a formula it does not offer (the general assemblies).
 */
export const offeredFormulasOf = (products: readonly Product[], locale: Locale = 'fr'): PricingFormula[] =>
  products
    .flatMap(formulasOf)
    .filter(offeredIn(locale))
    .map((formula) => pricingFormula(formula, locale));
