// How long quote requests are kept: a number of months in content/site.yaml
// (`legal.conservation_demandes_mois`, read through lib/content), from which the privacy
// notices are written and after which the daily purge and `npm run devis -- purge` delete a request.
import { parisToday } from '../pricing/calendar';
import { addMonths } from './text';

/** Requests received before this instant (midnight UTC of the day, `months` ago) are past the period. */
export const retentionCutoff = (now: Date, months: number) => new Date(`${addMonths(parisToday(now), -months)}T00:00:00Z`);

/** `3 ans`, `18 mois`: the period as the privacy notices say it. */
export const retentionText = (months: number) =>
  months % 12 === 0 ? `${months / 12} an${months / 12 > 1 ? 's' : ''}` : `${months} mois`;
