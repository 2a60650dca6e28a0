// The provider's private calendar feed (#43): the site's reservations and options (read with what
// their devis says of them by lib/devis/feed.ts) as an iCalendar text that Google, Outlook and Apple calendars subscribe to, behind a token the
// provider can renew (lib/server/feed-token.ts, app/agenda/[jeton]/route.ts). It carries the
// reference, the formula and the room, and nothing of the visitor: no name, e-mail or phone.
import 'server-only';
import ICAL from 'ical.js';
import { parisDateTime } from '../dates/paris';
import type { BookingKind } from './bookings';

/** One booking of one unit, as the feed shows it. */
export type FeedBooking = {
  id: number;
  unit: string;
  kind: BookingKind;
  start: number;
  end: number;
  /** The formula's name, as on the devis. */
  formula: string;
  /** The room as the client reads it (« Salle Ocre »). */
  place: string;
  /** The request's reference, `DV-2026-000123`. */
  reference: string;
  /** The devis's number, `D-2026-0001`, once sent. */
  number?: string | undefined;
  /** When an option, or a reservation awaiting its deposit, lapses. */
  expiresAt?: number | undefined;
};

/** Who publishes the feed: the calendar's name, and the domain that makes each event's UID unique. */
export type FeedBrand = { name: string; domain: string };

const LABEL: Record<BookingKind, string> = { reservation: 'Réservé', option: 'Option' };
const STATUS: Record<BookingKind, string> = { reservation: 'CONFIRMED', option: 'TENTATIVE' };

const utc = (ms: number) => ICAL.Time.fromJSDate(new Date(ms), true);

/** The feed's text: one VEVENT per booking and unit, in UTC, its UID stable for the booking's life. */
export function bookingsCalendar(bookings: readonly FeedBooking[], brand: FeedBrand, now = Date.now()): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', `-//${brand.name}//Réservations//FR`);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', `${brand.name} : réservations`);
  // How often a calendar app should read it again; Google keeps its own pace whatever this says.
  calendar.addPropertyWithValue('refresh-interval', ICAL.Duration.fromString('PT15M'));
  calendar.addPropertyWithValue('x-published-ttl', 'PT15M');
  for (const booking of bookings) {
    const event = new ICAL.Component('vevent');
    const reference = [booking.reference, booking.number].filter(Boolean).join(', ');
    event.addPropertyWithValue('uid', `reservation-${booking.id}@${brand.domain}`);
    event.addPropertyWithValue('dtstamp', utc(now));
    event.addPropertyWithValue('dtstart', utc(booking.start));
    event.addPropertyWithValue('dtend', utc(booking.end));
    event.addPropertyWithValue('summary', `${LABEL[booking.kind]} — ${booking.formula} — ${booking.place} (${reference})`);
    event.addPropertyWithValue('status', STATUS[booking.kind]);
    event.addPropertyWithValue('transp', 'OPAQUE');
    if (booking.expiresAt !== undefined) {
      const lapse = parisDateTime(new Date(booking.expiresAt).toISOString());
      event.addPropertyWithValue(
        'description',
        booking.kind === 'option' ? `Option valable jusqu’au ${lapse}.` : `Acompte attendu avant le ${lapse}.`,
      );
    }
    calendar.addSubcomponent(event);
  }
  // Every line of an iCalendar text ends with CRLF, the last one too (RFC 5545, 3.1).
  return `${calendar.toString()}\r\n`;
}
