const FRENCH_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A real calendar date written jj/mm/aaaa, as a UTC day; undefined otherwise (31/02 included). */
export function parseFrenchDate(text: string): Date | undefined {
  const match = FRENCH_DATE.exec(text);
  if (!match) return undefined;
  const [d, m, y] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCDate() === d && date.getUTCMonth() === m - 1 ? date : undefined;
}
