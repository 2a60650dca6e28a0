// Every English word of the price calculator (issue #37), typed by the French module:
// a word missing here fails tsc. Figures come in as arguments, read from the formula.
import type { Day, Tax } from '../content-model/vocabulary';
import { formatDays, formatEuros, formatLongDate, indefiniteArticle } from '../english/format';
import { formatPrice, formatStated, type PriceTerms } from './format';
import type { PricingMessages, QuantitySpan, QuantityWord } from './messages';
import type { Field, PricingFormula, RoomChoice } from './types';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const count = (n: number, word: QuantityWord) => plural(n, word.one, word.many);
const price = (amount: number, terms: PriceTerms, per?: Parameters<typeof formatPrice>[2]) => formatPrice(amount, terms, per, 'en');
const euros = formatEuros;

const quantityWords = {
  jour: { one: 'day', many: 'days' },
  soiree: { one: 'evening', many: 'evenings' },
  heure: { one: 'hour', many: 'hours' },
};

const UNIT_HELP: Record<PricingFormula['unite'], string> = {
  personne: 'per person',
  jour: 'per day',
  soiree: 'per evening',
  heure: 'per hour',
  forfait: 'flat fee for the slot',
};

const roomRange = (room: RoomChoice) =>
  room.personnes_min ? `${room.personnes_min} to ${room.personnes_max} people` : `up to ${room.personnes_max} people`;

const SPAN_WORDS: Record<QuantitySpan, string> = {
  consecutifs: 'in a row',
  mois: 'in the month',
  trimestre: 'in the quarter',
  semaine: 'a week',
};
const span = (s?: QuantitySpan) => (s ? ` ${SPAN_WORDS[s]}` : '');

const labels: PricingMessages['labels'] = {
  title: 'Price calculator',
  intro:
    'Choose your package and enter the number of people: the total appears at once, excluding VAT for businesses. ' +
    'Then send it as a quote request.',
  audience: 'You are',
  particuliers: 'A private individual',
  pro: 'A business',
  venue: 'Venue',
  formula: 'Package',
  // The English file's help; without one, read from the formula's figures rather than shown in French.
  formulaHelp: (formula) =>
    formula.translated
      ? formula.aide_prix
      : `${formula.taxe === 'HT' ? 'Excl. VAT' : 'Incl. VAT'}, ${UNIT_HELP[formula.unite]}${formula.prix_min ? ', with a minimum charge' : ''}`,
  personnes: 'Number of people',
  heures: 'Extra hours',
  salle: 'Room',
  date: (firstOfSeveral) => (firstOfSeveral ? 'Date of the first day (optional)' : 'Date of the event (optional)'),
  quantite: (word, s) => `Number of ${word.many}${span(s)}`,
  submit: 'Calculate',
  total: 'Total',
  tax: { HT: 'excl. VAT', TTC: 'incl. VAT' },
  vatLine: (rate) => `VAT ${rate}%`,
  totalTTC: 'Total incl. VAT',
  roomAlternative: (room) => `Same package, ${room}`,
  result: 'Your estimate',
  lines: 'How it adds up',
  rules: 'Rules applied',
  alternatives: 'Other options',
  quote: 'Request a quote',
  taxNote: (tax: Tax) => (tax === 'HT' ? 'Business prices excluding VAT.' : 'Prices for private individuals including VAT.'),
  unknownFormula: 'The package you asked for does not exist or is no longer offered: please choose one from the list.',
  description: (area) => `Work out the price of a meeting room, a training room or a venue for a corporate event in ${area}.`,
};

const hints: PricingMessages['hints'] = {
  personnes: (min, max, surcharge, onRequestFrom) =>
    [
      min > 1 ? `${min} to ${max} people` : `Up to ${max} people`,
      surcharge ? `, a surcharge of ${surcharge.amount} above ${surcharge.from}` : '',
      onRequestFrom ? `, on request above ${onRequestFrom}` : '',
      '.',
    ].join(''),
  quantite: (min, max, word, days: readonly Day[]) =>
    `${max !== undefined && max !== min ? `${min} to ${count(max, word)}` : `At least ${count(min, word)}`}, ${formatDays(days)}.`,
  weekly: (perWeek, monthly, word) =>
    `At least ${count(perWeek, word)} a week with a monthly commitment, that is ${monthly} ${word.many} or more.`,
  heures: (amount, terms, hours) =>
    `${price(amount, terms, { unite: 'heure' })}${hours ? `, beyond the ${plural(hours, 'hour')} slot` : ''}.`,
  date: (days) => `Available ${formatDays(days)}.`,
  room: (room) => `${room.nom}${room.superficie ? `, ${room.superficie} m²` : ''}: ${roomRange(room)}`,
};

const lines: PricingMessages['lines'] = {
  flat: (name) => `Flat fee “${name}”`,
  perPerson: (people, amount) => `${plural(people, 'person', 'people')} × ${euros(amount)}`,
  perUnit: (quantity, word, amount) => `${count(quantity, word)} × ${euros(amount)}`,
  addOn: (people, amount) => `Per person: ${plural(people, 'person', 'people')} × ${euros(amount)}`,
  surcharge: (from) => `Surcharge above ${from} people`,
  minimum: (minimum) => `Top-up to the minimum charge (${euros(minimum)})`,
  extraHours: (hours, amount) => `${plural(hours, 'extra hour')} × ${euros(amount)}`,
};

const rules: PricingMessages['rules'] = {
  minimum: (minimum, terms) => `Minimum charge: ${price(minimum, terms)}.`,
  surcharge: (from, amount, terms, max) => `Above ${from} people: a surcharge of ${price(amount, terms)}, up to ${max} people.`,
  addOn: (amount, terms) => `Plus ${price(amount, terms, { unite: 'personne' })}.`,
  atLeastPeople: (min) => `At least ${min} people.`,
  onRequest: (capacity, announced) => `Above ${capacity} people and up to ${announced}: on request, to be confirmed with us.`,
  commitment: (perWeek, word) => `At least ${count(perWeek, word)} a week, monthly commitment.`,
  quantity: (min, max, word, s) =>
    `${max !== undefined && max !== min ? `${min} to ${count(max, word)}` : `At least ${count(min, word)}`}${span(s)}.`,
  slot: (hours) => `${indefiniteArticle(hours)} ${hours}-hour slot.`,
  extraHour: (amount, terms) => `Extra hour: ${price(amount, terms)}.`,
  room: (room) => `${hints.room(room)}.`,
  rooms: (rooms) => (rooms === 2 ? 'Both rooms together.' : rooms > 2 ? `All ${rooms} rooms together.` : 'One room of your choice.'),
};

const prices: PricingMessages['prices'] = {
  addOn: (headline, perPerson) => `${headline} + ${perPerson}`,
  minimumTotal: (headline, minimum) => `${headline}, minimum charge ${minimum}`,
  minimumPeople: (headline, min) => `${headline}, at least ${min} people`,
  minimumQuantity: (headline, min, word, s) => `${headline}, at least ${count(min, word)}${span(s)}`,
};

const people: PricingMessages['people'] = {
  range: (min, max) => (min > 1 ? `${min} to ${max} people` : `up to ${max} people`),
  onRequest: (range, max) => `${range}, ${max} on request`,
  capacity: (min, capacity, surchargeMax, announced) => {
    const base = min > 1 ? `${min} to ${capacity} people` : `Up to ${capacity} people`;
    if (surchargeMax) return `${base} (${surchargeMax} with a surcharge)`;
    if (announced) return `${base} (${announced} at most, on request)`;
    return base;
  },
};

const status: PricingMessages['status'] = {
  total: 'Total',
  amount: (total, tax) => formatStated(total, tax, 'en'),
  lineAmount: (amount) => euros(amount),
  withVat: (totalTTC, rate) => `that is ${formatStated(totalTTC, 'TTC', 'en')} with VAT at ${rate}%`,
  refused: 'Request not possible',
  invalidTitle: 'Total pending',
  invalid: (label) => `Correct the field “${label}” to see the total.`,
  waitingForPeople: 'Enter the number of people to see the total.',
};

const refusals: PricingMessages['refusals'] = {
  atLeastPeople: (min) => `This package requires at least ${min} people.`,
  tooManyPeople: (max) => `This package takes at most ${max} people.`,
  room: (room) => `${room.nom}: ${roomRange(room)} for this formula.`,
  chooseRoom: 'Choose a room.',
  consecutive: (min, max, word) => `This package is booked for ${min} to ${count(max, word)} in a row.`,
  atLeastQuantity: (min, word, s) => `This package requires at least ${count(min, word)}${span(s)}.`,
  atMostQuantity: (max, word, s) => `At most ${count(max, word)}${span(s)}.`,
  weekly: (perWeek, monthly, word) =>
    `At least ${count(perWeek, word)} a week with a monthly commitment: allow at least ${monthly} ${word.many} in the month.`,
  notOffered: (date, days) => `This package is available ${formatDays(days)}: ${formatLongDate(date)} is not one of them.`,
  spanNotOffered: (date, quantity, word, days) =>
    `The ${count(quantity, word)} in a row from ${formatLongDate(date)} must all fall on days the package is offered: ${formatDays(days)}.`,
  noExtraHours: 'This package has no extra hours.',
  tooManyHours: (max) => `At most ${plural(max, 'extra hour')}.`,
};

const EMPTY: Record<Exclude<Field, 'quantite'>, string> = {
  personnes: 'Enter the number of people.',
  heures: 'Enter the number of extra hours (0 if you need none).',
  date: 'Enter a date.',
  salle: 'Choose a room.',
};

const inputErrors: PricingMessages['inputErrors'] = {
  empty: (field, word) => (field === 'quantite' ? `Enter the number of ${word.many}.` : EMPTY[field]),
  notNumber: 'Enter a number in figures, for example 12.',
  negative: 'The number cannot be negative.',
  notInteger: 'Enter a whole number, without decimals.',
  tooLarge: 'This number is far too large.',
  atLeastOne: (field, word) => `Enter at least 1 ${field === 'personnes' ? 'person' : word.one}.`,
  badDate: 'Enter a valid date, for example 14/06/2030.',
  pastDate: 'This date has passed: choose a date to come.',
  badRoom: 'Choose one of the rooms offered.',
};

export const pricingMessagesEn: PricingMessages = {
  quantityWords,
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
