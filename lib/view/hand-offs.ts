// The two hand-offs of every listing, card and month view: into the calculator and into the
// quote form with a formula (a date, the page's event type) chosen. Browser-safe: the month view builds its links
// in the browser, so this module reads no content.
import type { CategoryCode } from '../content-model/vocabulary';
import type { Locale } from '../i18n';
import type { PricingFormula } from '../pricing';

/** The calculator and the quote form in each language; the query's names stay French in both, so a switch keeps the choices. */
export const CALCULATOR_PATH: Record<Locale, string> = { fr: '/calcul', en: '/en/calculator' };
export const QUOTE_PATH: Record<Locale, string> = { fr: '/devis', en: '/en/quote' };

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return search ? `${path}?${search}` : path;
};

/**
 * `/calcul?offre=<formula>&date=<YYYY-MM-DD>&evenement=<event type>`, each part when given: the
 * calculator passes the page's event type on to the quote form.
 */
export const calculatorHref = (
  formulaId?: string,
  known: { date?: string | undefined; evenement?: string | undefined } = {},
  locale: Locale = 'fr',
) => withQuery(CALCULATOR_PATH[locale], { offre: formulaId, ...known });

/**
 * What the page or the calculator already knows of the request: the event type of a product or
 * prestation page, the calculator's inputs. The form shows each one filled in (lib/quotes/form/prefill.ts).
 */
export type QuoteHandOff = Partial<Record<'evenement' | 'personnes' | 'quantite' | 'heures' | 'date' | 'salle', string | undefined>>;

/** `/devis?offre=<formula>&evenement=<event type>&…`, each part when given, or the bare form: every link to the form. */
export const quoteHref = (formulaId?: string, known: QuoteHandOff = {}, locale: Locale = 'fr') =>
  withQuery(QUOTE_PATH[locale], { offre: formulaId, ...known });

/**
 * The calculator's « Demander un devis »: its inputs without an error (`searchOf(…, { validOnly })`),
 * and the page's event type where the formula serves it.
 */
export const calculatorQuoteHref = (formula: PricingFormula, inputs: URLSearchParams, event?: CategoryCode, locale: Locale = 'fr') =>
  quoteHref(
    formula.id,
    { evenement: event && formula.categories.includes(event) ? event : undefined, ...Object.fromEntries(inputs) },
    locale,
  );
