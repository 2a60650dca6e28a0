// A venue's practical information: what the shape check cannot say about its values.
// Whole numbers (quantities, minutes, centimetres) are INTEGER_FIELDS of the shape check.
import { group, type Catalogue } from './catalogue';
import { messages } from './messages';

/** `23:00`: a time of day as the house rules write it. */
export const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export function checkPractical(cat: Catalogue) {
  for (const venue of cat.of('Venue')) {
    const rules = group(group(venue.data!.infos_pratiques).regles);
    const end = rules.musique_fin;
    // Another type is the shape check's to report.
    if (typeof end === 'string' && end.trim() && !CLOCK_TIME.test(end)) {
      cat.report(venue, ['infos_pratiques', 'regles', 'musique_fin'], messages.badClockTime(end));
    }
  }
}
