import type { RoomCode, Tax } from '../content-model/vocabulary';
import type { Formula } from '../content';

/** A nested part of a formula as plain data: without what the content layer adds to it. */
type Plain<T> = Omit<T, '_id' | '_raw' | '_type'>;

/** A room the visitor can choose for a formula, with the people it takes for that formula. */
export type RoomChoice = Plain<NonNullable<Formula['salles']>[number]> & {
  nom: string;
  superficie?: number | undefined;
};

/** The formula's own fields the engine reads, declared once by the content model. */
type PricedField =
  | 'id'
  | 'name'
  | 'audience'
  | 'venue'
  | 'taxe'
  | 'unite'
  | 'prix_affiche'
  | 'aide_prix'
  | 'prix_min'
  | 'par_personne'
  | 'personnes_min'
  | 'capacite'
  | 'capacite_annoncee'
  | 'heure_sup'
  | 'duree_heures'
  | 'nombre_salles';

/**
 * What the engine reads: a narrow view of the content's `Formula`, as plain data (it crosses
 * to the browser as props), plus what the formula takes from its venue and the site: the
 * venue's label, its room names and the VAT rate. Built by `pricingFormula` in ./formulas.ts.
 */
export type PricingFormula = Pick<Formula, PricedField> & {
  categories: readonly Formula['categories'][number][];
  disponible: readonly Formula['disponible'][number][];
  supplement?: Plain<NonNullable<Formula['supplement']>> | undefined;
  quantite?: Plain<NonNullable<Formula['quantite']>> | undefined;
  salles?: RoomChoice[] | undefined;
  /** The venue as visitors read it: its title and sector. */
  venueLabel: string;
  taux_tva: number;
  /** The name and price help are those of the formula's English file (content/en/formules/), for an English page. */
  translated?: true;
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

/**
 * A line of an estimate: `amount` is `unit` × `quantity` (people, days, hours), so that a devis
 * prints the engine's own unit price; the top-up to a minimum charge is one unit of its amount.
 */
export type PriceLine = { label: string; unit: number; quantity: number; amount: number };

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
