// What the site sells: product pages, their formulas, and the prestations that group them.
import { allFormulas, allPrestations, allProducts } from 'contentlayer/generated';
import type { Audience, CategoryCode, VenueCode } from '../content-model/vocabulary';
import { VENUE_CODES } from '../content-model/vocabulary';
import { published, publishedFormula } from './drafts';
import { byOrder, once } from './once';
import type { Formula, Prestation, Product, Venue } from './types';
import { venues } from './venues';

// ---- Products and formulas

const sortedProducts = once(() =>
  (allProducts as Product[]).filter(published).sort((a, b) => a._raw.sourceFilePath.localeCompare(b._raw.sourceFilePath)),
);

export const products = (): readonly Product[] => sortedProducts();

export const productsOf = (code: VenueCode, audience?: Audience): Product[] =>
  products().filter((p) => p.venue === code && (!audience || p.audience === audience));

export const getProduct = (code: VenueCode, slug: string): Product | undefined =>
  products().find((p) => p.venue === code && p.slug === slug);

/** Formulas by venue (Vaugirard first), then by displayed price. */
const sortedFormulas = once(() =>
  (allFormulas as Formula[])
    .filter((f) => publishedFormula(f.id))
    .sort((a, b) => VENUE_CODES.indexOf(a.venue) - VENUE_CODES.indexOf(b.venue) || a.prix_affiche - b.prix_affiche),
);
const formulasById = once(() => new Map(sortedFormulas().map((f) => [f.id, f])));

export const formulas = (): readonly Formula[] => sortedFormulas();

export const formulaById = (id: string): Formula | undefined => formulasById().get(id);

/** The formulas a product page serves, in the order the copywriter listed them. */
export function formulasOf(product: Product): Formula[] {
  return product.formules.map((stem) => {
    const formula = formulaById(`${product.venue}-${stem}`);
    if (!formula) {
      throw new Error(
        `content/${product._raw.sourceFilePath} : la formule « ${stem} » n'existe pas dans content/formules/${product.venue}/.`,
      );
    }
    return formula;
  });
}

/** Product pages that serve a formula (a formula can be served by several pages). */
export const productsServing = (formula: Formula): Product[] => productsOf(formula.venue).filter((p) => formulasOf(p).includes(formula));

const formulasOfAudience = (audience: Audience): Formula[] => formulas().filter((f) => f.audience === audience);

// ---- Prestations

const sortedPrestations = once(() => byOrder(allPrestations.filter(published), (p) => p.ordre));

export const prestations = (audience?: Audience): Prestation[] => sortedPrestations().filter((p) => !audience || p.audience === audience);

export const getPrestation = (slug: string): Prestation | undefined => prestations().find((p) => p.slug === slug);

export const productsForPrestation = (prestation: Prestation): Product[] =>
  products().filter((p) => prestation.categories.includes(p.categorie));

export const venuesForPrestation = (prestation: Prestation): Venue[] => {
  const codes = new Set(productsForPrestation(prestation).map((p) => p.venue));
  return venues().filter((v) => codes.has(v.code));
};

// ---- Aggregated lists (SPEC §3)

/** Individuals' offers by slot: the "jour" and "soir" lists. */
export const privateFormulasBySlot = (slot: 'jour' | 'soir'): Formula[] =>
  formulasOfAudience('particuliers').filter((f) => f.type_creneau?.includes(slot));

const PRO_GROUPS = {
  formation_reunion: ['formation', 'reunion'],
  ag_soiree: ['ag', 'soiree_entreprise'],
} as const satisfies Record<string, readonly CategoryCode[]>;

/** Professionals' two lists: training and meetings; general assemblies and company evenings. */
export const proProducts = (group: keyof typeof PRO_GROUPS): Product[] =>
  products().filter((p) => p.audience === 'pro' && (PRO_GROUPS[group] as readonly CategoryCode[]).includes(p.categorie));
