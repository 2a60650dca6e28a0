// The one validation of a quote request, run by the form in the browser and again by
// the Server Action. The rules on people, days or evenings, dates, rooms and extra hours
// are the calculator's own (lib/pricing), so whatever the calculator accepts and hands
// over is accepted here; every figure comes from the formulas. Plain functions rather than
// a schema library: the browser downloads these rules and nothing else.
import type { Formula } from '../../content';
import type { Audience, CategoryCode, VenueCode } from '../../content-model/vocabulary';
import { addYears, isoToTime } from '../../dates/paris';
import type { Locale } from '../../i18n';
import { type Field, peopleRule, type PriceRequest, type PricingFormula, problemsOf, roomOf, usesQuantity } from '../../pricing';
import { formLocale, quoteMessagesFor } from './dictionary';
import { AUDIENCE_LABELS, type QuoteMessages, type VisitChoice } from './messages';
import { cleanLine, cleanText, isPhoneNumber, wholeNumber } from './text';

/** A formula as the form sees it: the calculator's data, plus the slots it offers (`9h-13h`). */
export type QuoteFormula = PricingFormula & Pick<Formula, 'horaires'>;

export type QuoteCatalogue = {
  formulas: QuoteFormula[];
  categories: { code: CategoryCode; nom: string; audience: Audience }[];
  venues: { code: VenueCode; nom: string }[];
};

export const QUOTE_FIELDS = [
  'public',
  'nom',
  'societe',
  'email',
  'telephone',
  'evenement',
  'lieu',
  'offre',
  'date',
  'creneau',
  'personnes',
  'quantite',
  'salle',
  'heures',
  'visite',
  'visite1_date',
  'visite1_de',
  'visite1_a',
  'visite2_date',
  'visite2_de',
  'visite2_a',
  'message',
  // The form's language, a hidden field: empty (French) or one of LOCALES.
  'langue',
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
  yearsAhead: 5,
} as const;

/** A preferred time to visit the room: `2027-03-01`, `14:00`, `16:30`. */
export type VisitRange = { date: string; de: string; a: string };

/** The fields of one preferred visit time. */
export const visitFields = (choice: VisitChoice) =>
  ({ date: `visite${choice}_date`, de: `visite${choice}_de`, a: `visite${choice}_a` }) as const satisfies Record<
    keyof VisitRange,
    QuoteField
  >;

/** `14:30` or `9:05`, as a time input or a person writes it; undefined when not a time of day. */
export function clockTime(value: string): string | undefined {
  const match = /^([01]?\d|2[0-3])[:hH]([0-5]\d)$/.exec(value);
  const [, hours, minutes] = match ?? [];
  return hours && minutes ? `${hours.padStart(2, '0')}:${minutes}` : undefined;
}

export type QuoteRequest = {
  public: Audience;
  nom: string;
  societe?: string | undefined;
  email: string;
  telephone: string;
  evenement: CategoryCode;
  lieu: VenueCode;
  offre: string;
  date: string;
  creneau?: string | undefined;
  /** Left empty when not known yet: the provider reads « à préciser ». */
  personnes?: number | undefined;
  quantite?: number | undefined;
  salle?: PriceRequest['salle'] | undefined;
  heures?: number | undefined;
  /** Preferred visit times (one or two), for the provider only. */
  visites?: VisitRange[] | undefined;
  message?: string | undefined;
  /** The language of the form: the visitor's confirmation e-mail is written in it. */
  langue: Locale;
};

export const emptyValues = (): QuoteValues => Object.fromEntries(QUOTE_FIELDS.map((field) => [field, ''])) as QuoteValues;

/** Reads the fields from a form (or any getter), ignoring files and missing entries. */
export function readValues(get: (name: string) => unknown): QuoteValues {
  const values = emptyValues();
  for (const field of QUOTE_FIELDS) {
    const value = get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** A field's rule: how its text is cleaned, then its checks in order; the first that fails gives the message. */
type Rule = { clean?: (value: string) => string; checks: (readonly [test: (value: string) => boolean, error: string])[] };

const cleaned: Rule = { clean: cleanLine, checks: [] };
const free: Rule = { checks: [] };
// zod's "practical" e-mail pattern (the one the form used through zod/mini before): plain code
// instead of a schema library ships nothing to the browser but these rules.
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

function fieldRules(
  catalogue: QuoteCatalogue,
  today: string,
  formulaById: Map<string, QuoteFormula>,
  { errors, FIELD_LABELS }: QuoteMessages,
): Record<QuoteField, Rule> {
  const maxLength = (max: number, label: string) => [(v: string) => v.length <= max, errors.tooLong(label, max)] as const;
  const line = (max: number, label: string): Rule => ({ clean: cleanLine, checks: [maxLength(max, label)] });
  const categoryCodes = new Set<string>(catalogue.categories.map((c) => c.code));
  const venueCodes = new Set<string>(catalogue.venues.map((v) => v.code));
  const lastDate = addYears(today, LIMITS.yearsAhead);
  const withLine = (max: number, label: string, ...checks: Rule['checks']): Rule => ({
    clean: cleanLine,
    checks: [maxLength(max, label), ...checks],
  });
  return {
    public: { checks: [[(v) => v in AUDIENCE_LABELS, errors.public]] },
    nom: withLine(
      LIMITS.nom,
      FIELD_LABELS.nom,
      [(v) => v !== '', errors.nomEmpty],
      [(v) => [...v].length >= 2, errors.nomShort],
      [(v) => /\p{L}/u.test(v), errors.nomLetters],
    ),
    societe: line(LIMITS.societe, FIELD_LABELS.societe),
    email: {
      clean: cleanLine,
      checks: [[(v) => v !== '', errors.emailEmpty], maxLength(LIMITS.email, FIELD_LABELS.email), [(v) => EMAIL.test(v), errors.email]],
    },
    telephone: withLine(
      LIMITS.telephone,
      FIELD_LABELS.telephone,
      [(v) => v !== '', errors.telephoneEmpty],
      [isPhoneNumber, errors.telephone],
    ),
    evenement: { checks: [[(v) => categoryCodes.has(v), errors.evenement]] },
    lieu: { checks: [[(v) => venueCodes.has(v), errors.lieu]] },
    offre: {
      clean: cleanLine,
      checks: [
        [(v) => v !== '', errors.offreEmpty],
        [(v) => formulaById.has(v), errors.offreUnknown],
      ],
    },
    date: {
      clean: cleanLine,
      checks: [
        [(v) => v !== '', errors.dateEmpty],
        [(v) => isoToTime(v) !== undefined, errors.date],
        [(v) => v > today, errors.datePast],
        [(v) => v <= lastDate, errors.dateFar(LIMITS.yearsAhead)],
      ],
    },
    creneau: line(LIMITS.creneau, FIELD_LABELS.creneau),
    personnes: { checks: [[(v) => v.trim() === '' || (wholeNumber(v) ?? 0) >= 1, errors.personnes]] },
    quantite: free,
    salle: cleaned,
    heures: free,
    visite: free,
    visite1_date: cleaned,
    visite1_de: cleaned,
    visite1_a: cleaned,
    visite2_date: cleaned,
    visite2_de: cleaned,
    visite2_a: cleaned,
    message: { clean: cleanText, checks: [maxLength(LIMITS.message, FIELD_LABELS.message)] },
    langue: { checks: [[(v) => formLocale(v) !== undefined, errors.langue]] },
  };
}

/**
 * What a page may have filled in that the formula does not take: an event type it does not serve,
 * a number of people it cannot welcome. The form flags these next to their field as soon as it
 * shows them, before sending; `checkQuote` refuses them with the same words.
 */
export function staleChoices(catalogue: QuoteCatalogue, values: QuoteValues): QuoteErrors {
  const formula = catalogue.formulas.find((f) => f.id === values.offre);
  if (!formula) return {};
  const locale = formLocale(values.langue) ?? 'fr';
  const { errors, categoryName } = quoteMessagesFor(locale);
  const found: QuoteErrors = {};
  const event = catalogue.categories.find((c) => c.code === values.evenement);
  if (event && !formula.categories.includes(event.code)) found.evenement = errors.evenementStale(categoryName(event.code, event.nom));
  const people = wholeNumber(values.personnes);
  if (people !== undefined && people >= 1) {
    const request: PriceRequest = {
      personnes: people,
      ...(roomOf(formula, values.salle) && { salle: values.salle as PriceRequest['salle'] }),
    };
    const problem = problemsOf(formula, request, locale).find((p) => p.field === 'personnes');
    if (problem) found.personnes = problem.message;
  }
  return found;
}

/** The rules across fields, on the cleaned values; `add` keeps the first problem of each field. */
function crossCheck(
  catalogue: QuoteCatalogue,
  today: string,
  formula: QuoteFormula | undefined,
  v: QuoteValues,
  add: (field: QuoteField, message: string) => void,
  locale: Locale,
) {
  const { errors, VISIT_LABELS, AUDIENCE_GROUPS } = quoteMessagesFor(locale);
  // A visit asked for needs its first time; the second is checked only when started.
  for (const choice of v.visite === 'oui' ? ([1, 2] as const) : []) {
    const names = visitFields(choice);
    const label = VISIT_LABELS[choice];
    if (choice === 2 && !Object.values(names).some((name) => v[name] !== '')) continue;
    const date = v[names.date];
    if (date === '') add(names.date, errors.visiteDateEmpty(label));
    else if (isoToTime(date) === undefined) add(names.date, errors.visiteDate(label));
    else if (date <= today) add(names.date, errors.visiteDatePast(label));
    else if (isoToTime(v.date) !== undefined && date >= v.date) add(names.date, errors.visiteDateAfter(label));
    const from = clockTime(v[names.de]);
    const to = clockTime(v[names.a]);
    if (!from) add(names.de, v[names.de] === '' ? errors.visiteHeureEmpty(label, 'début') : errors.visiteHeure(label));
    if (!to) add(names.a, v[names.a] === '' ? errors.visiteHeureEmpty(label, 'fin') : errors.visiteHeure(label));
    if (from && to && to <= from) add(names.a, errors.visiteOrder(label));
  }

  if (!formula) return;
  const venueCodes = new Set<string>(catalogue.venues.map((venue) => venue.code));
  if (v.public in AUDIENCE_LABELS && v.public !== formula.audience) {
    add('offre', errors.offreAudience(AUDIENCE_GROUPS[formula.audience].toLowerCase()));
  } else if (venueCodes.has(v.lieu) && v.lieu !== formula.venue) {
    add('offre', errors.offreVenue(catalogue.venues.find((venue) => venue.code === v.lieu)?.nom ?? v.lieu));
  }
  for (const [field, message] of Object.entries(staleChoices(catalogue, v))) add(field as QuoteField, message);

  if (formula.horaires.length > 1 && !formula.horaires.includes(v.creneau)) {
    add('creneau', errors.creneau(formula.horaires));
  }

  const quantity = wholeNumber(v.quantite);
  if (usesQuantity(formula)) {
    if (v.quantite.trim() === '') add('quantite', errors.quantiteEmpty);
    else if (quantity === undefined || quantity < 1) add('quantite', errors.wholeNumber);
  }
  const hours = wholeNumber(v.heures);
  if (formula.heure_sup && v.heures.trim() !== '' && hours === undefined) add('heures', errors.wholeNumber);

  // The calculator's rules, for the fields that are well formed; a placeholder stands
  // in for a malformed or empty one and its problem, if any, is not reported twice.
  const room = roomOf(formula, v.salle);
  const request: PriceRequest = {
    personnes: wholeNumber(v.personnes) || peopleRule(formula, room).min,
    ...(usesQuantity(formula) && { quantite: quantity || 1 }),
    ...(formula.heure_sup && hours && { heures: hours }),
    ...(isoToTime(v.date) !== undefined && { date: v.date }),
    ...(room && { salle: room.salle }),
  };
  for (const problem of problemsOf(formula, request, locale)) {
    if (problem.field && !(problem.field === 'personnes' && v.personnes.trim() === '')) add(problem.field satisfies Field, problem.message);
  }
}

/** The request a valid form stands for. */
function requestOf(formula: QuoteFormula, v: QuoteValues, langue: Locale): QuoteRequest {
  const hours = formula.heure_sup ? wholeNumber(v.heures) : undefined;
  const room = roomOf(formula, v.salle);
  const slot = formula.horaires.length === 1 ? formula.horaires[0] : v.creneau;
  return {
    public: v.public as Audience,
    nom: v.nom,
    societe: (v.public === 'pro' && v.societe) || undefined,
    email: v.email,
    telephone: v.telephone,
    evenement: v.evenement as CategoryCode,
    lieu: v.lieu as VenueCode,
    offre: v.offre,
    date: v.date,
    creneau: slot || undefined,
    personnes: wholeNumber(v.personnes),
    quantite: usesQuantity(formula) ? wholeNumber(v.quantite) : undefined,
    salle: room?.salle,
    heures: hours ? hours : undefined,
    visites: v.visite === 'oui' ? visitsOf(v) : undefined,
    message: v.message || undefined,
    langue,
  };
}

/** The visit times filled in, once checked. */
function visitsOf(v: QuoteValues): VisitRange[] {
  return ([1, 2] as const).flatMap((choice) => {
    const names = visitFields(choice);
    const [de, a] = [clockTime(v[names.de]), clockTime(v[names.a])];
    return v[names.date] === '' || !de || !a ? [] : [{ date: v[names.date], de, a }];
  });
}

/** What the Server Action answers, and what the form shows. */
export type QuoteState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: QuoteErrors; values: QuoteValues; token: string; prefilled: string }
  | { status: 'refused'; message: string; values: QuoteValues; token: string; prefilled: string }
  | { status: 'success'; reference: string; duplicate: boolean; email?: string | undefined };

export type QuoteCheck = { ok: true; request: QuoteRequest } | { ok: false; errors: QuoteErrors };

/**
 * Checks the values; on failure, one message per field in the form's language, in the form's order. Every
 * field's rule runs, and the rules across fields run even where a field failed, so that
 * every error shows at once.
 */
export function checkQuote(catalogue: QuoteCatalogue, today: string, values: QuoteValues): QuoteCheck {
  const formulaById = new Map(catalogue.formulas.map((f) => [f.id, f]));
  // A form in an unknown language (never ours) is answered in French, the site's language.
  const locale = formLocale(typeof values.langue === 'string' ? values.langue : '') ?? 'fr';
  const rules = fieldRules(catalogue, today, formulaById, quoteMessagesFor(locale));
  const cleanValues = emptyValues();
  const found: QuoteErrors = {};
  for (const field of QUOTE_FIELDS) {
    const { clean, checks } = rules[field];
    const raw = typeof values[field] === 'string' ? values[field] : '';
    const value = clean ? clean(raw) : raw;
    cleanValues[field] = value;
    const failed = checks.find(([test]) => !test(value));
    if (failed) found[field] = failed[1];
  }
  const formula = formulaById.get(cleanValues.offre);
  crossCheck(
    catalogue,
    today,
    formula,
    cleanValues,
    (field, message) => {
      found[field] ??= message;
    },
    locale,
  );
  if (formula && Object.keys(found).length === 0) return { ok: true, request: requestOf(formula, cleanValues, locale) };
  return { ok: false, errors: Object.fromEntries(QUOTE_FIELDS.filter((f) => found[f]).map((f) => [f, found[f]])) };
}
