// How long quote requests are kept: a number of months in content/site.yaml
// (`legal.conservation_demandes_mois`), from which the privacy notices are written and
// after which the daily purge and `npm run devis -- purge` delete a request. The site reads
// it through lib/content; `npm run devis`, which runs without the content build, reads the file.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { parisToday } from '../pricing/calendar';
import { addMonths } from './text';

/** The period from content/site.yaml itself, for the command line. */
export function retentionMonthsFromFile(file = 'content/site.yaml'): number {
  const months = (parse(readFileSync(file, 'utf8')) as { legal?: { conservation_demandes_mois?: unknown } }).legal?.conservation_demandes_mois;
  if (typeof months !== 'number' || !Number.isInteger(months) || months <= 0) {
    throw new Error(`${file} : legal.conservation_demandes_mois doit être un nombre entier de mois.`);
  }
  return months;
}

/** Requests received before this instant (midnight UTC of the day, `months` ago) are past the period. */
export const retentionCutoff = (now: Date, months: number) => new Date(`${addMonths(parisToday(now), -months)}T00:00:00Z`);

/** `3 ans`, `18 mois`: the period as the privacy notices say it. */
export const retentionText = (months: number) =>
  months % 12 === 0 ? `${months / 12} an${months / 12 > 1 ? 's' : ''}` : `${months} mois`;
