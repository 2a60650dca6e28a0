// When a formula can take place: its days, read against the calendar of lib/dates/paris.ts.
import type { Day } from '../content-model/vocabulary';
import { isPublicHoliday, weekdayOf } from '../dates/paris';

/** Whether a formula offered on `days` can take place on this date. */
export const isOffered = (days: readonly Day[], iso: string) =>
  days.some((day) => day === weekdayOf(iso)) || (days.includes('feries') && isPublicHoliday(iso));
