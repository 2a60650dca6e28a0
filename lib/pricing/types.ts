import type {
  Audience, CategoryCode, Commitment, Day, PriceUnit, QuantityPeriod, RoomCode, Tax, VenueCode,
} from '../content-model/vocabulary';

/** A room the visitor can choose for a formula, with the people it takes for that formula. */
export type RoomChoice = {
  salle: RoomCode;
  nom: string;
  superficie?: number;
  personnes_min?: number;
  personnes_max: number;
};

/**
 * What the engine reads: a formula's pricing fields as plain data (they cross to the
 * browser as props), plus the venue's label and room names and the site's VAT rate.
 * Built from the content by `pricingFormula` in ./catalogue.ts.
 */
export type PricingFormula = {
  id: string;
  name: string;
  audience: Audience;
  categories: readonly CategoryCode[];
  code_etab: VenueCode;
  lieu: string;
  taxe: Tax;
  taux_tva: number;
  unite: PriceUnit;
  prix_affiche: number;
  aide_prix: string;
  prix_min?: number;
  par_personne?: number;
  personnes_min?: number;
  capacite: number;
  capacite_annoncee?: number;
  supplement?: { au_dela_de: number; montant: number; personnes_max: number };
  heure_sup?: number;
  duree_heures?: number;
  quantite?: { min: number; max?: number; periode: QuantityPeriod; engagement?: Commitment };
  nombre_salles?: number;
  salles?: RoomChoice[];
  disponible: readonly Day[];
};

/** The inputs of a calculation, checked and typed. `date` is `YYYY-MM-DD`. */
export type PriceRequest = {
  personnes: number;
  quantite?: number;
  heures?: number;
  date?: string;
  salle?: RoomCode;
};

/** The inputs as the visitor typed them, named as in the URL contract. */
export type RawInputs = Partial<Record<Field, string>>;

export type Field = 'personnes' | 'quantite' | 'heures' | 'date' | 'salle';

export type Problem = { field?: Field; message: string };

export type PriceLine = { label: string; amount: number };

export type Estimate = {
  ok: true;
  tax: Tax;
  lines: PriceLine[];
  /** In the formula's tax: TTC for individuals, HT for professionals. */
  total: number;
  /** Professionals only: the VAT on the HT total and the TTC total. */
  vat?: { rate: number; amount: number; totalTTC: number };
  /** The rules that shaped the total, one French sentence each. */
  rules: string[];
};

export type Alternative = { formula: PricingFormula; request: PriceRequest; total: number };

export type Refusal = { ok: false; problems: Problem[]; alternatives: Alternative[] };

export type PriceResult = Estimate | Refusal;
