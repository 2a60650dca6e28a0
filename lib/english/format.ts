// The English (en-GB) twin of lib/french/format.ts: the same figures, the same function names,
// British words: `€1,800`, `Monday to Friday`, 24-hour times `09:00–12:30`, `Friday 12 June 2027`.
import type { Day, TravelMode } from '../content-model/vocabulary';
import { figuresIn } from '../i18n/figures';
import type { Locale } from '../i18n';

/** `1800` → `€1,800`, `180000` cents → `€1,800.00`, `5.5` → `5.5%`: the figures of lib/i18n/figures.ts, built from the language's tag. */
export const { formatEuros, formatCents, formatPercent } = figuresIn('en');

const DAY_LABEL: Record<Day, string> = {
  lundi: 'Monday',
  mardi: 'Tuesday',
  mercredi: 'Wednesday',
  jeudi: 'Thursday',
  vendredi: 'Friday',
  samedi: 'Saturday',
  dimanche: 'Sunday',
  feries: 'bank holidays',
};
const WEEK: Day[] = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** `[lundi…vendredi]` → `Monday to Friday`; `[samedi, dimanche, feries]` → `Saturday, Sunday and bank holidays`. */
export function formatDays(days: readonly Day[]): string {
  const weekdays = WEEK.filter((d) => days.includes(d));
  const first = weekdays[0];
  const last = weekdays[weekdays.length - 1];
  const consecutive = weekdays.length >= 3 && first && last && WEEK.indexOf(last) - WEEK.indexOf(first) === weekdays.length - 1;
  const parts = consecutive ? [`${DAY_LABEL[first]} to ${DAY_LABEL[last]}`] : weekdays.map((d) => DAY_LABEL[d]);
  if (days.includes('feries')) parts.push(DAY_LABEL.feries);
  return joinEnglish(parts);
}

/** `a, b and c`: British usage, no comma before the conjunction. */
export function joinEnglish(parts: readonly string[], conjunction = 'and'): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts[parts.length - 1]}`;
}

/** A French time of the content (`9h`, `12h30`, `0h`) on the 24-hour clock: `09:00`, `12:30`, `00:00`. */
const clockOf = (frenchTime: string) =>
  frenchTime.replace(/^\s*(\d{1,2})\s*h\s*(\d{2})?\s*$/i, (_, h: string, m?: string) => `${h.padStart(2, '0')}:${m ?? '00'}`);

/** `9h-12h30` (the content's slots are written the French way) → `09:00–12:30`. */
export const formatSchedule = (slot: string) =>
  slot
    .split(/\s*-\s*/)
    .map(clockOf)
    .join('–');

/** A formula's slots and their detail (its English text): `09:00–13:00 or 13:30–17:30 — 4 consecutive hours`. */
export const formatSlots = (slots: readonly string[], detail?: string) =>
  [joinEnglish(slots.map(formatSchedule), 'or'), detail].filter(Boolean).join(' — ') || undefined;

const TRAVEL_WORDS: Record<TravelMode, string> = { pied: 'on foot', transports: 'by public transport', voiture: 'by car' };

/** `8 min on foot`, `10 to 15 min by public transport`. */
export function formatJourney(mode: TravelMode, min: number, max?: number): string {
  return `${max ? `${min} to ${max} min` : `${min} min`} ${TRAVEL_WORDS[mode]}`;
}

export function formatDistance(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toLocaleString('en-GB')} km` : `${metres} m`;
}

export function formatRating(note: number): string {
  return `${note.toLocaleString('en-GB')}/5`;
}

const longDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** `2027-06-12` → `Saturday 12 June 2027` (built from its parts: ICU versions differ on the comma after the weekday). */
export const formatLongDate = (iso: string) => {
  const parts = Object.fromEntries(longDate.formatToParts(new Date(`${iso}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
};

/** `23:00` → « 23:00 », `9:30` → « 09:30 », `00:00` → « midnight »: the 24-hour clock of British timetables. */
export const formatClock = (time: string) => {
  if (time === '00:00') return 'midnight';
  const [h = '', m = '00'] = time.split(':');
  return `${h.padStart(2, '0')}:${m}`;
};

/**
 * A French number as a visitor dials it from abroad: `01 99 00 48 15` → `+33 1 99 00 48 15`
 * (the groups as the content writes them). A number already international stays as it is.
 */
export const formatPhone = (phone: string): string => {
  const written = phone.trim();
  return /^0\d/.test(written) ? `+33 ${written.slice(1)}` : written;
};

/** The number as a visitor of that language dials it: as written on French pages and mails, from abroad on English ones. */
export const phoneFor = (locale: Locale, phone: string): string => (locale === 'en' ? formatPhone(phone) : phone);

/** The article before a number, as it is read: « an 8-hour slot », « an 11-hour day », « a 4-hour slot ». */
export const indefiniteArticle = (n: number): 'A' | 'An' => (/^8|^1[18](\d{3})*$/.test(String(n)) ? 'An' : 'A');
