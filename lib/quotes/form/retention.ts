// How long quote requests are kept: a number of months in content/site.yaml
// (`legal.conservation_demandes_mois`, read through lib/content), from which the privacy
// notices are written and after which the daily purge and `npm run devis -- purge` delete a request.
import { parisToday } from '../../dates/paris';
import { addMonths } from '../../dates/paris';

/** Requests received before this instant (midnight UTC of the day, `months` ago) are past the period. */
export const retentionCutoff = (now: Date, months: number) => new Date(`${addMonths(parisToday(now), -months)}T00:00:00Z`);

/**
 * The longest a hashed visitor key of the limits against abuse is kept, as both privacy
 * notices say it: the longest window (DEVIS_RATE_WINDOW_MINUTES, capped from this), then at
 * most a day until the sweep (every hour on a server, the daily cron on serverless hosts).
 */
export const VISITOR_KEYS_MAX_HOURS = 48;

/** `3 ans`, `18 mois`: the period as the privacy notices say it. */
export const retentionText = (months: number) => (months % 12 === 0 ? `${months / 12} an${months / 12 > 1 ? 's' : ''}` : `${months} mois`);
