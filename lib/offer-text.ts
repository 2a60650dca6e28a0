// The French wording of a formula's facts, shared by the formula cards, the product
// pages' first screen and (later) the calculator, so a rule reads the same everywhere.
import type { Formula, Venue } from './content';
import { formatDays, formatEuros, formatPrice, formatSchedule, joinFrench } from './format';

export const priceText = (formula: Formula) => formatPrice(formula.prix_affiche, formula.taxe, formula.unite);

export function capacityText(formula: Formula): string {
  const base = `Jusqu'à ${formula.capacite} personnes`;
  if (formula.supplement) return `${base} (${formula.supplement.personnes_max} avec supplément)`;
  if (formula.capacite_annoncee) return `${base} (${formula.capacite_annoncee} au maximum, sur demande)`;
  return base;
}

export function scheduleText(formula: Formula): string | undefined {
  const slots = joinFrench(formula.horaires.map(formatSchedule), 'ou');
  return [slots, formula.horaires_detail].filter(Boolean).join(' — ') || undefined;
}

export const daysText = (formula: Formula) => formatDays(formula.disponible);

const PERIOD_TEXT = {
  consecutifs: 'consécutifs',
  semaine: 'par semaine',
  trimestre: 'par trimestre',
} as const;

/** The price rules of a formula, one sentence each: minimums, add-ons, surcharges, extra hours. */
export function priceRules(formula: Formula, venue?: Venue): string[] {
  const { taxe } = formula;
  const rules: string[] = [];
  if (formula.par_personne) rules.push(`Plus ${formatEuros(formula.par_personne)} ${taxe} par personne`);
  if (formula.personnes_min) rules.push(`À partir de ${formula.personnes_min} personnes`);
  if (formula.prix_min) rules.push(`Minimum de facturation : ${formatEuros(formula.prix_min)} ${taxe}`);
  if (formula.supplement) {
    const { au_dela_de, montant, personnes_max } = formula.supplement;
    rules.push(`Au-delà de ${au_dela_de} personnes : supplément de ${formatEuros(montant)} ${taxe}, jusqu'à ${personnes_max} personnes`);
  }
  if (formula.quantite) {
    const { min, max, periode, engagement } = formula.quantite;
    const unit = formula.unite === 'soiree' ? 'soirée' : 'jour';
    const plural = (n: number) => `${n} ${unit}${n > 1 ? 's' : ''}`;
    const span = max ? `De ${min} à ${plural(max)}` : `Au moins ${plural(min)}`;
    rules.push(`${span} ${PERIOD_TEXT[periode]}${engagement === 'mois' ? ', avec un engagement au mois' : ''}`);
  }
  if (formula.duree_heures) rules.push(`Créneau de ${formula.duree_heures} heures`);
  if (formula.heure_sup) rules.push(`Heure supplémentaire : ${formatEuros(formula.heure_sup)} ${taxe}`);
  if (formula.nombre_salles && venue?.salles?.length) {
    rules.push(formula.nombre_salles >= venue.salles.length ? 'Les deux salles communicantes' : 'Une salle au choix');
  }
  for (const option of formula.salles ?? []) {
    const room = venue?.salles?.find((s) => s.code === option.salle);
    const name = room ? `${room.nom} (${room.superficie} m², capacité ${room.capacite})` : option.salle;
    const people = option.personnes_min
      ? `de ${option.personnes_min} à ${option.personnes_max} personnes`
      : `jusqu'à ${option.personnes_max} personnes`;
    rules.push(`${name} : ${people}`);
  }
  return rules;
}
