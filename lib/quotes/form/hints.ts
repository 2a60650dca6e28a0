// The labels and hints of the fields that depend on the chosen formula, worded as the
// calculator words them, so that both pages describe a formula the same way.
import type { Locale } from '../../i18n';
import { amountOf, peopleRule, pricingMessagesFor, quantityRule, quantityWord, roomOf } from '../../pricing';
import { quoteMessagesFor } from './dictionary';
import type { QuoteFormula } from './schema';

export function formulaTexts(formula: QuoteFormula, salle: string, locale: Locale = 'fr') {
  const { hints, labels } = pricingMessagesFor(locale);
  const { FIELD_LABELS } = quoteMessagesFor(locale);
  const people = peopleRule(formula, roomOf(formula, salle));
  const quantity = quantityRule(formula);
  const word = quantityWord(formula, locale);
  const surcharge = people.surcharge && {
    from: people.surcharge.au_dela_de,
    amount: amountOf(formula, people.surcharge.montant, locale),
  };
  return {
    dateLabel: quantity.span === 'consecutifs' ? FIELD_LABELS.dateFirst : FIELD_LABELS.date,
    date: hints.date(formula.disponible),
    personnes: hints.personnes(people.min, people.max, surcharge, people.onRequestFrom),
    quantiteLabel: labels.quantite(word, quantity.span),
    quantite:
      quantity.span === 'mois'
        ? hints.weekly(quantity.perWeek ?? quantity.min, quantity.min, word)
        : hints.quantite(quantity.min, formula.quantite?.max, word, formula.disponible),
    heures: formula.heure_sup ? hints.heures(formula.heure_sup, formula, formula.duree_heures) : undefined,
    rooms: (formula.salles ?? []).map((room) => ({ value: room.salle, label: hints.room(room) })),
  };
}
