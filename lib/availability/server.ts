// The availability feature's server entry: the formulas with their hours and calendars, drawn
// from the content, a venue's availability from its feeds, their copies in the database and the
// site's own bookings (./venue.ts, ./bookings.ts, marked `import 'server-only'`), and the
// provider's private calendar feed (./private-feed.ts). A second entry beside ./index.ts so that the
// calendar's client components never pull them in. server.ts and the launch check run outside
// the react-server condition: they import the settings (./settings.ts) directly, as its header says.
export { unitsOf, venueFormulas } from './formulas';
export { knownAvailabilityOn, statusWhenSent, venueAvailability } from './venue';
export {
  activeBookings,
  addBookings,
  BookingConflict,
  bookingSpans,
  confirmBookings,
  lapsedReservations,
  lapsedReservationsOver,
  makeFirm,
  releaseBookings,
  type BookingKind,
} from './bookings';
export { bookingsCalendar, type FeedBooking } from './private-feed';
