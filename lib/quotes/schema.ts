// The one validation of a quote request, run by the form in the browser and again by
// the Server Action. Everything a rule needs (capacities, slots, rooms) comes from the
// catalogue, built from the content on the server and handed to the form as props.
import { z } from 'zod';
import type { Audience, CategoryCode, VenueCode } from '../content-model/vocabulary';
import { AUDIENCE_LABELS, errors, FIELD_LABELS, type QuantityPeriod, type QuantityUnit } from './messages';
import { addYears, cleanLine, cleanText, isoDate, isPhoneNumber, wholeNumber } from './text';

export type QuoteFormula = {
  id: string;
  name: string;
  audience: Audience;
  lieu: VenueCode;
  categories: CategoryCode[];
  /** The slots on offer (`9h-13h`); empty when the visitor says which hours they want. */
  horaires: string[];
  personnes_min?: number;
  /** The most people the formula takes, with a surcharge or on request included. */
  personnes_max: number;
  quantite?: { min: number; max?: number; periode: QuantityPeriod; unite: QuantityUnit };
  salles?: { salle: string; nom: string; personnes_min?: number; personnes_max: number }[];
  heure_sup: boolean;
  /** `du lundi au jeudi`: the days the formula is offered, for the date's hint. */
  jours: string;
};

export type QuoteCatalog = {
  formulas: QuoteFormula[];
  categories: { code: CategoryCode; nom: string; audience: Audience }[];
  venues: { code: VenueCode; nom: string }[];
};

export const QUOTE_FIELDS = [
  'public', 'nom', 'societe', 'email', 'telephone', 'evenement', 'lieu', 'offre',
  'date', 'creneau', 'personnes', 'quantite', 'salle', 'heures', 'message',
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** What the form holds: one string per field, as typed. */
export type QuoteValues = Record<QuoteField, string>;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

/** Input limits. Not business rules: they keep stored requests and e-mails readable. */
export const LIMITS = {
  nom: 100,
  societe: 120,
  email: 254,
  telephone: 30,
  creneau: 60,
  message: 2000,
  heures: 12,
  yearsAhead: 3,
} as const;

export type QuoteRequest = {
  public: Audience;
  nom: string;
  societe?: string;
  email: string;
  telephone: string;
  evenement: CategoryCode;
  lieu: VenueCode;
  offre: string;
  date: string;
  creneau?: string;
  personnes: number;
  quantite?: number;
  salle?: string;
  heures?: number;
  message?: string;
};

export const emptyValues = (): QuoteValues =>
  Object.fromEntries(QUOTE_FIELDS.map((field) => [field, ''])) as QuoteValues;

/** Reads the fields from a form (or any getter), ignoring files and missing entries. */
export function readValues(get: (name: string) => unknown): QuoteValues {
  const values = emptyValues();
  for (const field of QUOTE_FIELDS) {
    const value = get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

const line = (max: number, label: string) =>
  z.string().overwrite(cleanLine).max(max, { error: errors.tooLong(label, max) });

/** The upper and lower bound of people for a formula, and for a room of it when one is chosen. */
export function peopleBounds(formula: QuoteFormula, salle?: string) {
  const room = formula.salles?.find((r) => r.salle === salle);
  return {
    room,
    min: room?.personnes_min ?? formula.personnes_min,
    max: room?.personnes_max ?? formula.personnes_max,
  };
}

export function quoteSchema(catalog: QuoteCatalog, today: string) {
  const formulaById = new Map(catalog.formulas.map((f) => [f.id, f]));
  const categoryCodes = new Set<string>(catalog.categories.map((c) => c.code));
  const venueCodes = new Set<string>(catalog.venues.map((v) => v.code));
  const lastDate = addYears(today, LIMITS.yearsAhead);

  const shape = {
    public: z.string().refine((v) => v in AUDIENCE_LABELS, { error: errors.public }),
    nom: line(LIMITS.nom, FIELD_LABELS.nom)
      .refine((v) => v !== '', { error: errors.nomEmpty })
      .refine((v) => [...v].length >= 2, { error: errors.nomShort })
      .refine((v) => /\p{L}/u.test(v), { error: errors.nomLetters }),
    societe: line(LIMITS.societe, FIELD_LABELS.societe),
    email: z
      .string()
      .overwrite((v) => cleanLine(v).replace(/\s/g, ''))
      .refine((v) => v !== '', { error: errors.emailEmpty })
      .max(LIMITS.email, { error: errors.tooLong(FIELD_LABELS.email, LIMITS.email) })
      .pipe(z.email({ error: errors.email })),
    telephone: line(LIMITS.telephone, FIELD_LABELS.telephone)
      .refine((v) => v !== '', { error: errors.telephoneEmpty })
      .refine(isPhoneNumber, { error: errors.telephone }),
    evenement: z.string().refine((v) => categoryCodes.has(v), { error: errors.evenement }),
    lieu: z.string().refine((v) => venueCodes.has(v), { error: errors.lieu }),
    offre: z
      .string()
      .overwrite(cleanLine)
      .refine((v) => v !== '', { error: errors.offreEmpty })
      .refine((v) => formulaById.has(v), { error: errors.offreUnknown }),
    date: z
      .string()
      .overwrite(cleanLine)
      .refine((v) => v !== '', { error: errors.dateEmpty })
      .refine((v) => isoDate(v) !== undefined, { error: errors.date })
      .refine((v) => v > today, { error: errors.datePast })
      .refine((v) => v <= lastDate, { error: errors.dateFar(LIMITS.yearsAhead) }),
    creneau: line(LIMITS.creneau, FIELD_LABELS.creneau),
    personnes: z
      .string()
      .refine((v) => v.trim() !== '', { error: errors.personnesEmpty })
      .refine((v) => (wholeNumber(v) ?? 0) >= 1, { error: errors.personnes }),
    quantite: z.string(),
    salle: z.string().overwrite(cleanLine),
    heures: z.string(),
    message: z.string().overwrite(cleanText).max(LIMITS.message, { error: errors.tooLong(FIELD_LABELS.message, LIMITS.message) }),
  } satisfies Record<QuoteField, z.ZodType<string, string>>;

  // The cross-field rules run even when a field failed (`when`), so every error shows at once.
  return z
    .object(shape)
    .superRefine((v, ctx) => {
      if (!QUOTE_FIELDS.every((field) => typeof v[field] === 'string')) return;
      const failed = new Set(ctx.issues.map((issue) => issue.path[0]));
      const add = (field: QuoteField, message: string) => {
        if (!failed.has(field)) ctx.addIssue({ code: 'custom', path: [field], message });
        failed.add(field);
      };
      if (v.public === 'pro' && v.societe === '') add('societe', errors.societeEmpty);

      const formula = formulaById.get(v.offre);
      if (!formula) return;
      if (v.public in AUDIENCE_LABELS && v.public !== formula.audience) {
        add('offre', errors.offreAudience(formula.audience === 'pro' ? 'professionnels' : 'particuliers'));
      } else if (venueCodes.has(v.lieu) && v.lieu !== formula.lieu) {
        add('offre', errors.offreVenue(catalog.venues.find((venue) => venue.code === v.lieu)!.nom));
      } else if (categoryCodes.has(v.evenement) && !formula.categories.includes(v.evenement as CategoryCode)) {
        add('offre', errors.offreEvent(catalog.categories.find((c) => c.code === v.evenement)!.nom));
      }

      if (formula.horaires.length > 1 && !formula.horaires.includes(v.creneau)) {
        add('creneau', errors.creneau(formula.horaires.join(' ou ')));
      }

      if (formula.salles && !formula.salles.some((room) => room.salle === v.salle)) add('salle', errors.salle);

      const persons = wholeNumber(v.personnes);
      const { room, min, max } = peopleBounds(formula, v.salle);
      if (persons !== undefined && persons >= 1) {
        if (room && (persons > max || (min !== undefined && persons < min))) add('personnes', errors.personnesRoom(room.nom, min, max));
        else if (persons > max) add('personnes', errors.personnesMax(max));
        else if (min !== undefined && persons < min) add('personnes', errors.personnesMin(min));
      }

      if (formula.quantite) {
        const { min: qMin, max: qMax, unite } = formula.quantite;
        const quantity = wholeNumber(v.quantite);
        if (v.quantite.trim() === '') add('quantite', errors.quantiteEmpty(unite));
        else if (quantity === undefined || quantity < qMin || (qMax !== undefined && quantity > qMax)) {
          add('quantite', errors.quantite(qMin, qMax, unite));
        }
      }

      if (formula.heure_sup && v.heures.trim() !== '') {
        const hours = wholeNumber(v.heures);
        if (hours === undefined || hours > LIMITS.heures) add('heures', errors.heures(LIMITS.heures));
      }
    }, { when: () => true })
    .transform((v): QuoteRequest => {
      const formula = formulaById.get(v.offre)!;
      const hours = formula.heure_sup ? wholeNumber(v.heures) : undefined;
      const slot = formula.horaires.length === 1 ? formula.horaires[0] : v.creneau;
      return {
        public: v.public as Audience,
        nom: v.nom,
        societe: v.public === 'pro' ? v.societe : undefined,
        email: v.email,
        telephone: v.telephone,
        evenement: v.evenement as CategoryCode,
        lieu: v.lieu as VenueCode,
        offre: v.offre,
        date: v.date,
        creneau: slot || undefined,
        personnes: wholeNumber(v.personnes)!,
        quantite: formula.quantite ? wholeNumber(v.quantite) : undefined,
        salle: formula.salles ? v.salle : undefined,
        heures: hours ? hours : undefined,
        message: v.message || undefined,
      };
    });
}

/** What the Server Action answers, and what the form shows. */
export type QuoteState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: QuoteErrors; values: QuoteValues; token: string }
  | { status: 'refused'; message: string; values: QuoteValues; token: string }
  | { status: 'success'; reference: string; duplicate: boolean; email?: string };

export type QuoteCheck = { ok: true; request: QuoteRequest } | { ok: false; errors: QuoteErrors };

/** Checks the values; on failure, one French message per field, in the form's order. */
export function checkQuote(catalog: QuoteCatalog, today: string, values: QuoteValues): QuoteCheck {
  const result = quoteSchema(catalog, today).safeParse(values);
  if (result.success) return { ok: true, request: result.data };
  const found: QuoteErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteField;
    if (QUOTE_FIELDS.includes(field) && !found[field]) found[field] = issue.message;
  }
  return { ok: false, errors: Object.fromEntries(QUOTE_FIELDS.filter((f) => found[f]).map((f) => [f, found[f]])) };
}
