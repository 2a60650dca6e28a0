// The availability feature's public entry, pure and safe in the browser: the free/booked
// rule (./rule), a formula's hours (./hours), the words (./messages). Reading the feeds and
// the copies in the database, and the formulas drawn from the content, is ./server.ts. Pages,
// components and the other folders of lib/ import these two, never a module behind them (eslint.config.mjs).
export { parseSpan } from './hours';
export { availabilityMessagesFor, loadAvailabilityMessages } from './dictionary';
export { STATUS_LABELS } from './messages';
export {
  busyMapOf,
  canBeFree,
  dayState,
  isOfferedSpan,
  nextFreeDates,
  offerOf,
  statusOn,
  type Ask,
  type AvailabilityAnswer,
  type AvailabilityFormula,
  type BusyMap,
  type DayState,
  type KnownAvailability,
  type Status,
} from './rule';
