// The provider's calendar that the availability tests serve from a loopback ICS server: a
// Saturday morning and the Sunday's 9h – 10h taken, a later weekend afternoon, a working day's
// morning; and the dates a visitor is then offered. Shared by the browser's tests
// (tests/e2e/disponibilites.spec.ts) and those of the served HTML (tests/integration/served.test.ts).
import { addDays, parisToday, weekdayOf } from '../../lib/dates/paris';
import { isOffered } from '../../lib/pricing/calendar';

export const today = parisToday();
const WEEKEND = ['samedi', 'dimanche', 'feries'] as const;

/** The first Saturday at least 10 days ahead: its morning and the Sunday's are taken. */
let firstSaturday = addDays(today, 10);
while (weekdayOf(firstSaturday) !== 'samedi') firstSaturday = addDays(firstSaturday, 1);
export const saturday = firstSaturday;
export const sunday = addDays(saturday, 1);
/** A weekend day after that Sunday whose afternoon only is taken. */
export const afternoonOnly = addDays(saturday, 7);
/** The first working day after that Sunday, its morning taken: the professional formulas' partly booked day. */
let firstWorkday = addDays(sunday, 1);
while (!isOffered(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'], firstWorkday)) firstWorkday = addDays(firstWorkday, 1);
export const workday = firstWorkday;
/** The three weekend mornings (or holidays) after the taken Saturday, the Sunday excepted. */
export const nextFree = Array.from({ length: 40 }, (_, i) => addDays(saturday, i + 1))
  .filter((d) => d !== sunday && isOffered(WEEKEND, d))
  .slice(0, 3);

const ics = (date: string, from: string, to: string, uid: string) =>
  [
    `BEGIN:VEVENT`,
    `UID:${uid}@example.test`,
    `DTSTART;TZID=Europe/Paris:${date.replaceAll('-', '')}T${from}00`,
    `DTEND;TZID=Europe/Paris:${date.replaceAll('-', '')}T${to}00`,
    'SUMMARY:Anniversaire de Léa',
    'END:VEVENT',
  ].join('\r\n');

/** Vaugirard's calendar: four busy times, one of them named (the name must never be served). */
export const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  ics(saturday, '0800', '1300', 'a'),
  ics(sunday, '0900', '1000', 'b'),
  ics(afternoonOnly, '1400', '1800', 'c'),
  ics(workday, '0900', '1300', 'd'),
  'END:VCALENDAR',
].join('\r\n');
