import type { Day, TravelMode } from '../content-model/vocabulary';
import { figuresIn } from '../i18n/figures';

/** `1800` → `1 800 €`, `180000` cents → `1 800,00 €`, `5.5` → `5,5 %`: the figures of lib/i18n/figures.ts, built from the language's tag. */
export const { formatEuros, formatCents, formatPercent } = figuresIn('fr');

const DAY_LABEL: Record<Day, string> = {
  lundi: 'lundi',
  mardi: 'mardi',
  mercredi: 'mercredi',
  jeudi: 'jeudi',
  vendredi: 'vendredi',
  samedi: 'samedi',
  dimanche: 'dimanche',
  feries: 'jours fériés',
};
const WEEK: Day[] = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** `[lundi…vendredi]` → `du lundi au vendredi`; `[samedi, dimanche, feries]` → `samedi, dimanche et jours fériés`. */
export function formatDays(days: readonly Day[]): string {
  const weekdays = WEEK.filter((d) => days.includes(d));
  const first = weekdays[0];
  const last = weekdays[weekdays.length - 1];
  const consecutive = weekdays.length >= 3 && first && last && WEEK.indexOf(last) - WEEK.indexOf(first) === weekdays.length - 1;
  const parts = consecutive ? [`du ${first} au ${last}`] : weekdays.map((d) => DAY_LABEL[d]);
  if (days.includes('feries')) parts.push(DAY_LABEL.feries);
  return joinFrench(parts);
}

export function joinFrench(parts: readonly string[], conjunction = 'et'): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts[parts.length - 1]}`;
}

/** `9h-12h30` → `9h – 12h30`. */
export const formatSchedule = (slot: string) => slot.replace(/\s*-\s*/, ' – ');

/** A formula's slots and their detail: `9h – 13h ou 13h30 – 17h30 — 4 heures consécutives`. */
export const formatSlots = (slots: readonly string[], detail?: string) =>
  [joinFrench(slots.map(formatSchedule), 'ou'), detail].filter(Boolean).join(' — ') || undefined;

const TRAVEL_WORDS: Record<TravelMode, string> = { pied: 'à pied', transports: 'en transports en commun', voiture: 'en voiture' };

/** `à 8 min à pied`, `entre 10 et 15 min en transports en commun`. */
export function formatJourney(mode: TravelMode, min: number, max?: number): string {
  return `${max ? `entre ${min} et ${max} min` : `à ${min} min`} ${TRAVEL_WORDS[mode]}`;
}

export function formatDistance(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toLocaleString('fr-FR')} km` : `${metres} m`;
}

export function formatRating(note: number): string {
  return `${note.toLocaleString('fr-FR')}/5`;
}

const longDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** `2025-06-14` → `samedi 14 juin 2025`. */
export const formatLongDate = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));

/** `23:00` → « 23 h », `23:30` → « 23 h 30 », `00:00` → « minuit », as French typography writes times. */
export const formatClock = (time: string) => {
  const [h, m] = time.split(':');
  if (time === '00:00') return 'minuit';
  return m === '00' ? `${Number(h)} h` : `${Number(h)} h ${m}`;
};
