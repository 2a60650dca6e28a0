// The two hand-offs of every listing, card and month view: into the calculator and into the
// quote form with a formula (and a date) chosen. Browser-safe: the month view builds its links
// in the browser, so this module reads no content.

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return search ? `${path}?${search}` : path;
};

/** `/calcul?offre=<formula>&date=<YYYY-MM-DD>`, each part when given. */
export const calculatorHref = (formulaId?: string, date?: string) => withQuery('/calcul', { offre: formulaId, date });

/** `/devis?offre=<formula>`, or the bare form. */
export const quoteHref = (formulaId?: string) => withQuery('/devis', { offre: formulaId });
