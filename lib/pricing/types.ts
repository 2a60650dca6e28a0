import type {
  Audience,
  CategoryCode,
  Commitment,
  Day,
  PriceUnit,
  QuantityPeriod,
  RoomCode,
  Tax,
  VenueCode,
} from '../content-model/vocabulary';

/** A room the visitor can choose for a formula, with the people it takes for that formula. */
export type RoomChoice = {
  salle: RoomCode;
  nom: string;
  superficie?: number | undefined;
  personnes_min?: number | undefined;
  personnes_max: number;
};

/**
 * What the engine reads: a formula's pricing fields as plain data (they cross to the
 * browser as props), plus the venue's label and room names and the site's VAT rate.
 * Built from the content by `pricingFormula` in ./formulas.ts.
 */
export type PricingFormula = {
  id: string;
  name: string;
  audience: Audience;
  categories: readonly CategoryCode[];
  venue: VenueCode;
  /** The venue as visitors read it: its title and sector. */
  venueLabel: string;
  taxe: Tax;
  taux_tva: number;
  unite: PriceUnit;
  prix_affiche: number;
  aide_prix: string;
  prix_min?: number | undefined;
  par_personne?: number | undefined;
  personnes_min?: number | undefined;
  capacite: number;
  capacite_annoncee?: number | undefined;
  supplement?: { au_dela_de: number; montant: number; personnes_max: number } | undefined;
  heure_sup?: number | undefined;
  duree_heures?: number | undefined;
  quantite?: { min: number; max?: number | undefined; periode: QuantityPeriod; engagement?: Commitment | undefined } | undefined;
  nombre_salles?: number | undefined;
  salles?: RoomChoice[] | undefined;
  disponible: readonly Day[];
};

/** The inputs of a calculation, checked and typed. `date` is `YYYY-MM-DD`. */
export type PriceRequest = {
  personnes: number;
  quantite?: number | undefined;
  heures?: number | undefined;
  date?: string | undefined;
  salle?: RoomCode | undefined;
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
