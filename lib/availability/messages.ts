// The words of the availability feature: what visitors read, and the server's log lines
// (one per unit and refresh, never with the feed's address: it is a secret).
import { formatLongDate } from '../french/format';
import type { Dictionary } from '../i18n/dictionary';
import type { DayState, Status } from './rule';

export const STATUS_LABELS: Record<Status, string> = {
  libre: 'Libre',
  reserve: 'Déjà réservé',
  a_confirmer: 'Disponibilité à confirmer',
};

export const availabilityText = {
  checking: 'Vérification de la disponibilité…',
  libre: (date: string) => `Le ${formatLongDate(date)} est libre dans notre calendrier.`,
  reserve: (date: string) => `Le ${formatLongDate(date)} est déjà réservé pour ce créneau.`,
  a_confirmer: (_date: string) => 'Nous vous confirmerons la disponibilité avec votre devis.',
  nextFree: 'Prochaines dates libres :',
  /** One of the next free dates, a button that chooses it. */
  freeDate: (date: string) => formatLongDate(date),
  noneFree: 'Aucune date libre trouvée dans les prochains mois pour cette demande : appelez-nous.',
  stillAsk: 'Vous pouvez tout de même demander un devis : un calendrier peut avoir changé.',
};

const DAY_LABELS: Record<DayState, string> = {
  libre: 'libre',
  partiel: 'en partie réservé',
  reserve: 'réservé',
  a_confirmer: 'à confirmer',
  ferme: 'non proposé',
};

const monthView = {
  title: 'Disponibilités',
  legend: 'Légende',
  updated: (when: string) => `Mis à jour ${when}.`,
  previous: 'Mois précédent',
  next: 'Mois suivant',
  calculate: 'Calculer le prix pour cette date',
  hint: 'Choisissez un jour pour calculer le prix à cette date (flèches du clavier pour changer de jour).',
  intro: 'Les jours libres, en partie réservés et réservés pour les formules de cette page, d’après notre calendrier.',
  /** A day before today. */
  past: 'passé',
  /** A day's name for screen readers: `lundi 14 décembre : libre`. */
  dayLabel: (day: string, state: string) => `${day} : ${state}`,
};

/** What a visitor reads of availability, in French; `./messages.en.ts` has this shape (the log and feed errors stay French). */
export const availabilityMessagesFr = { STATUS_LABELS, availabilityText, DAY_LABELS, monthView };

export type AvailabilityMessages = Dictionary<typeof availabilityMessagesFr>;

/** The caps of a feed, named by the setting that sets each one (./settings.ts). */
const CAPS = {
  events: ['événements', 'DISPO_ICS_MAX_EVENTS'],
  occurrences: ['occurrences dans une série', 'DISPO_ICS_MAX_OCCURRENCES'],
  intervals: ['plages occupées après fusion', 'DISPO_ICS_MAX_INTERVALS'],
} as const;

export const errors = {
  notIcs: 'le contenu n’est pas un calendrier iCalendar',
  unknownZone: (zone: string) => `fuseau horaire « ${zone.slice(0, 80)} » inconnu : ses événements comptent des journées entières occupées`,
  badDate: 'date illisible : événement ignoré',
  badDuration: 'durée invalide ou de plus de 400 jours : événement ignoré',
  noStart: 'événement sans début : ignoré',
  impossibleRule: 'règle de répétition sans occurrence possible : seule la première date est comptée',
  badRule: 'règle de répétition illisible : seule la première date est comptée',
  overCap: (cap: keyof typeof CAPS, max: number) => `plus de ${max} ${CAPS[cap][0]}, plafond ${CAPS[cap][1]}`,
  deadline: (ms: number) => `lecture interrompue après ${ms / 1000} s, plafond DISPO_ICS_PARSE_TIMEOUT_MS`,
  memory: (mb: number) => `lecture interrompue à ${mb} Mo de mémoire, plafond DISPO_ICS_PARSE_MEMORY_MB`,
  worker: 'lecture interrompue par une erreur interne',
  status: (code: number) => `le serveur a répondu ${code}`,
  timeout: (ms: number) => `pas de réponse en ${ms / 1000} s`,
  tooLarge: (bytes: number) =>
    `le calendrier dépasse ${bytes >= 1_048_576 ? `${Math.round(bytes / 1_048_576)} Mo` : `${Math.round(bytes / 1024)} Ko`}`,
  network: 'le serveur est injoignable',
  redirects: (max: number) => `plus de ${max} redirections`,
  redirectHost: 'redirection vers un autre serveur refusée',
  redirectHttps: 'redirection vers une adresse non chiffrée (http) refusée',
};

export const log = {
  refreshed: (unit: string, count: number) => `[disponibilites] ${unit} : calendrier lu, ${count} plages occupées.`,
  unchanged: (unit: string) => `[disponibilites] ${unit} : calendrier inchangé.`,
  failed: (unit: string, reason: string, age?: string) =>
    `[disponibilites] ${unit} : calendrier non lu (${reason}) ; ${age ? `dernière copie valable de ${age}` : 'aucune copie valable : disponibilités à confirmer'}.`,
  event: (unit: string, uid: string, reason: string) => `[disponibilites] ${unit} : événement ${uid.slice(0, 120)} : ${reason}.`,
  moreEvents: (unit: string, count: number) => `[disponibilites] ${unit} : ${count} autres événements notés, non détaillés.`,
  tooBig: (unit: string) => `[disponibilites] ${unit} : réponse trop volumineuse, calendrier omis : disponibilités à confirmer.`,
  settings: (problem: string) => `[disponibilites] Configuration invalide : ${problem}`,
  storeFailed: (reason: string) => `[disponibilites] copie des calendriers inaccessible (${reason}) : disponibilités à confirmer.`,
  bookingsFailed: (reason: string) => `[disponibilites] réservations du site illisibles (${reason}) : disponibilités à confirmer.`,
};
