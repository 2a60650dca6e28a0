// Every French word of the price calculator: field labels, price lines, rules applied,
// refusals and input errors. Figures come in as arguments, read from the formula.
import type { Day, Tax } from '../content-model/vocabulary';
import type { Dictionary } from '../i18n/dictionary';
import { formatDays, formatEuros, formatLongDate } from '../french/format';
import { formatPrice, formatStated, type PriceTerms } from './format';
import type { Field, PricingFormula, RoomChoice } from './types';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n > 1 ? many : one}`;
/** An amount in its tax alone (a total, the calculator's lines): `1 140 € HT`. */
const stated = (amount: number, tax: Tax) => formatStated(amount, tax);

/** The word counted by a formula's quantity: `jour`, `soirée` or `heure`. */
export type QuantityWord = { one: string; many: string };

/** The units a quantity counts. */
export type QuantityUnit = keyof typeof QUANTITY_WORDS;

export const QUANTITY_WORDS = {
  jour: { one: 'jour', many: 'jours' },
  soiree: { one: 'soirée', many: 'soirées' },
  heure: { one: 'heure', many: 'heures' },
} as const satisfies Record<string, QuantityWord>;

const roomRange = (room: RoomChoice) =>
  room.personnes_min ? `de ${room.personnes_min} à ${room.personnes_max} personnes` : `jusqu'à ${room.personnes_max} personnes`;

const count = (n: number, word: QuantityWord) => plural(n, word.one, word.many);

/** Over what a quantity is counted: consecutive days, a month, a quarter or a week. */
export type QuantitySpan = 'consecutifs' | 'mois' | 'trimestre' | 'semaine';

const SPAN_WORDS: Record<QuantitySpan, string> = {
  consecutifs: 'consécutifs',
  mois: 'sur le mois',
  trimestre: 'sur le trimestre',
  semaine: 'par semaine',
};

export const labels = {
  title: 'Calcul de tarif',
  intro:
    'Choisissez votre formule et indiquez votre nombre de personnes : le total s’affiche aussitôt, ' +
    'TTC pour les particuliers, HT pour les professionnels. Envoyez-le ensuite en demande de devis.',
  audience: 'Vous êtes',
  particuliers: 'Un particulier',
  pro: 'Un professionnel',
  venue: 'Lieu',
  formula: 'Formule',
  /** The line under the chosen formula: how its price is counted, as the content words it. */
  formulaHelp: (formula: PricingFormula) => formula.aide_prix,
  personnes: 'Nombre de personnes',
  heures: 'Heures supplémentaires',
  salle: 'Salle',
  date: (firstOfSeveral: boolean) => (firstOfSeveral ? 'Date du premier jour (facultatif)' : "Date de l'événement (facultatif)"),
  quantite: (word: QuantityWord, span?: QuantitySpan) => `Nombre de ${word.many}${span ? ` ${SPAN_WORDS[span]}` : ''}`,
  submit: 'Calculer',
  total: 'Total',
  /** The tax of a total, after « Total ». */
  tax: { HT: 'HT', TTC: 'TTC' } satisfies Record<Tax, string>,
  vatLine: (rate: number) => `TVA ${rate} %`,
  totalTTC: 'Total TTC',
  roomAlternative: (room: string) => `Même formule, ${room}`,
  result: 'Votre estimation',
  lines: 'Détail du calcul',
  rules: 'Règles appliquées',
  alternatives: 'Autres possibilités',
  quote: 'Demander un devis',
  taxNote: (tax: Tax) => (tax === 'HT' ? 'Prix professionnels hors taxes (HT).' : 'Prix particuliers toutes taxes comprises (TTC).'),
  unknownFormula: "La formule demandée n'existe pas ou plus : choisissez-en une dans la liste.",
  /** The page's description, with the area its venues cover. */
  description: (area: string) => `Calculez le prix de votre location de salle à ${area}.`,
};

export const hints = {
  personnes: (min: number, max: number, surcharge?: { from: number; amount: string }, onRequestFrom?: number) =>
    [
      min > 1 ? `De ${min} à ${max} personnes` : `Jusqu'à ${max} personnes`,
      surcharge ? `, supplément de ${surcharge.amount} au-delà de ${surcharge.from}` : '',
      onRequestFrom ? `, sur demande au-delà de ${onRequestFrom}` : '',
      '.',
    ].join(''),
  quantite: (min: number, max: number | undefined, word: QuantityWord, days: readonly Day[]) =>
    `${max !== undefined && max !== min ? `De ${min} à ${count(max, word)}` : `Au moins ${count(min, word)}`}, ${formatDays(days)}.`,
  weekly: (perWeek: number, monthly: number, word: QuantityWord) =>
    `Au moins ${count(perWeek, word)} par semaine avec un engagement au mois, soit ${monthly} ${word.many} ou plus.`,
  heures: (price: number, terms: PriceTerms, hours?: number) =>
    `${formatPrice(price, terms, { unite: 'heure' })}${hours ? `, au-delà du créneau de ${plural(hours, 'heure')}` : ''}.`,
  date: (days: readonly Day[]) => `Formule proposée ${formatDays(days)}.`,
  room: (room: RoomChoice) => `${room.nom}${room.superficie ? `, ${room.superficie} m²` : ''} : ${roomRange(room)}`,
};

export const lines = {
  flat: (name: string) => `Forfait « ${name} »`,
  perPerson: (people: number, price: number) => `${plural(people, 'personne')} × ${formatEuros(price)}`,
  perUnit: (quantity: number, word: QuantityWord, price: number) => `${count(quantity, word)} × ${formatEuros(price)}`,
  addOn: (people: number, price: number) => `Par personne : ${plural(people, 'personne')} × ${formatEuros(price)}`,
  surcharge: (from: number) => `Supplément au-delà de ${from} personnes`,
  minimum: (minimum: number) => `Complément au minimum de facturation (${formatEuros(minimum)})`,
  extraHours: (hours: number, price: number) =>
    `${plural(hours, 'heure supplémentaire', 'heures supplémentaires')} × ${formatEuros(price)}`,
};

/**
 * The rules of a formula, one sentence each: the formula cards list them all
 * (`describe.ts`), an estimate lists the ones that shaped its total. One wording for both.
 */
export const rules = {
  minimum: (minimum: number, terms: PriceTerms) => `Minimum de facturation : ${formatPrice(minimum, terms)}.`,
  surcharge: (from: number, amount: number, terms: PriceTerms, max: number) =>
    `Au-delà de ${from} personnes : supplément de ${formatPrice(amount, terms)}, jusqu'à ${max} personnes.`,
  addOn: (amount: number, terms: PriceTerms) => `Plus ${formatPrice(amount, terms, { unite: 'personne' })}.`,
  atLeastPeople: (min: number) => `Au moins ${min} personnes.`,
  onRequest: (capacity: number, announced: number) =>
    `Au-delà de ${capacity} personnes et jusqu'à ${announced} : sur demande, à confirmer avec nous.`,
  commitment: (perWeek: number, word: QuantityWord) => `Au moins ${count(perWeek, word)} par semaine, engagement au mois.`,
  quantity: (min: number, max: number | undefined, word: QuantityWord, span?: QuantitySpan) =>
    `${max !== undefined && max !== min ? `De ${min} à ${count(max, word)}` : `Au moins ${count(min, word)}`}${span ? ` ${SPAN_WORDS[span]}` : ''}.`,
  slot: (hours: number) => `Créneau de ${plural(hours, 'heure')}.`,
  extraHour: (price: number, terms: PriceTerms) => `Heure supplémentaire : ${formatPrice(price, terms)}.`,
  room: (room: RoomChoice) => `${hints.room(room)}.`,
  rooms: (rooms: number) => (rooms > 1 ? `Les ${rooms} salles réunies.` : 'Une salle au choix.'),
};

/** What a formula's starting price reads: `80 € HT (96 € TTC) par personne, minimum de facturation 950 € HT (1 140 € TTC)`. */
export const prices = {
  addOn: (headline: string, perPerson: string) => `${headline} + ${perPerson}`,
  minimumTotal: (headline: string, minimum: string) => `${headline}, minimum de facturation ${minimum}`,
  minimumPeople: (headline: string, min: number) => `${headline}, au moins ${min} personnes`,
  minimumQuantity: (headline: string, min: number, word: QuantityWord, span?: QuantitySpan) =>
    `${headline}, au moins ${count(min, word)}${span ? ` ${SPAN_WORDS[span]}` : ''}`,
};

/** How many people a formula or a product page takes. */
export const people = {
  range: (min: number, max: number) => (min > 1 ? `de ${min} à ${max} personnes` : `jusqu'à ${max} personnes`),
  onRequest: (range: string, max: number) => `${range}, ${max} sur demande`,
  /** A formula card's capacity: `Jusqu'à 25 personnes (35 avec supplément)`. */
  capacity: (min: number, capacity: number, surchargeMax?: number, announced?: number) => {
    const base = min > 1 ? `De ${min} à ${capacity} personnes` : `Jusqu'à ${capacity} personnes`;
    if (surchargeMax) return `${base} (${surchargeMax} avec supplément)`;
    if (announced) return `${base} (${announced} au maximum, sur demande)`;
    return base;
  },
};

export const status = {
  total: 'Total',
  amount: (total: number, tax: Tax) => stated(total, tax),
  /** An amount of the detail, its tax in the column's heading. */
  lineAmount: (amount: number) => formatEuros(amount),
  withVat: (totalTTC: number, rate: number) => `soit ${stated(totalTTC, 'TTC')} avec la TVA à ${rate}\u202f%`,
  refused: 'Demande impossible',
  invalidTitle: 'Total en attente',
  invalid: (label: string) => `Corrigez le champ « ${label} » pour obtenir le total.`,
  waitingForPeople: 'Indiquez votre nombre de personnes pour obtenir le total.',
};

export const refusals = {
  atLeastPeople: (min: number) => `Cette formule demande au moins ${min} personnes.`,
  tooManyPeople: (max: number) => `Cette formule accueille au plus ${max} personnes.`,
  room: (room: RoomChoice) => `${room.nom} : ${roomRange(room)} pour cette formule.`,
  chooseRoom: 'Choisissez une salle.',
  consecutive: (min: number, max: number, word: QuantityWord) => `Cette formule se réserve de ${min} à ${count(max, word)} consécutifs.`,
  atLeastQuantity: (min: number, word: QuantityWord, span?: QuantitySpan) =>
    `Cette formule demande au moins ${count(min, word)}${span ? ` ${SPAN_WORDS[span]}` : ''}.`,
  atMostQuantity: (max: number, word: QuantityWord, span?: QuantitySpan) =>
    `Au plus ${count(max, word)}${span ? ` ${SPAN_WORDS[span]}` : ''}.`,
  weekly: (perWeek: number, monthly: number, word: QuantityWord) =>
    `Au moins ${count(perWeek, word)} par semaine avec un engagement au mois : comptez au moins ${monthly} ${word.many} sur le mois.`,
  notOffered: (date: string, days: readonly Day[]) =>
    `Cette formule est proposée ${formatDays(days)} : le ${formatLongDate(date)} n'en fait pas partie.`,
  spanNotOffered: (date: string, quantity: number, word: QuantityWord, days: readonly Day[]) =>
    `Les ${count(quantity, word)} consécutifs à partir du ${formatLongDate(date)} doivent tous tomber ${formatDays(days)}.`,
  noExtraHours: "Cette formule ne propose pas d'heure supplémentaire.",
  tooManyHours: (max: number) => `Au plus ${plural(max, 'heure supplémentaire', 'heures supplémentaires')}.`,
};

const EMPTY: Record<Exclude<Field, 'quantite'>, string> = {
  personnes: 'Indiquez le nombre de personnes.',
  heures: "Indiquez le nombre d'heures supplémentaires (0 si vous n'en prenez pas).",
  date: 'Indiquez une date.',
  salle: 'Choisissez une salle.',
};

export const inputErrors = {
  empty: (field: Field, word: QuantityWord) => (field === 'quantite' ? `Indiquez le nombre de ${word.many}.` : EMPTY[field]),
  notNumber: 'Saisissez un nombre en chiffres, par exemple 12.',
  negative: 'Le nombre ne peut pas être négatif.',
  notInteger: 'Saisissez un nombre entier, sans virgule.',
  tooLarge: 'Ce nombre est bien trop grand.',
  atLeastOne: (field: Field, word: QuantityWord) => `Indiquez au moins 1 ${field === 'personnes' ? 'personne' : word.one}.`,
  badDate: 'Saisissez une date valide, par exemple 14/06/2030.',
  pastDate: 'Cette date est passée : choisissez une date à venir.',
  badRoom: 'Choisissez une des salles proposées.',
};

/** Every word of the calculator in French; `./messages.en.ts` has this shape, so an English word missing fails tsc. */
export const pricingMessagesFr = {
  quantityWords: QUANTITY_WORDS,
  labels,
  hints,
  lines,
  rules,
  prices,
  people,
  status,
  refusals,
  inputErrors,
};

export type PricingMessages = Dictionary<typeof pricingMessagesFr>;
