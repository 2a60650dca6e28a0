// The quote feature's public entry, safe in the browser: the form's schema and its check,
// its words, the hints beside each field, the prefill from an address, the retention periods
// the privacy notices state. The server's side of a request is ./server.ts. Pages, components
// and the other folders of lib/ import these two, never a module behind them (eslint.config.mjs).
export { loadQuoteMessages, quoteMessagesFor } from './dictionary';
export { formulaTexts } from './hints';
export { prefill, prefilledQuery } from './prefill';
export { VISITOR_KEYS_MAX_HOURS } from './retention';
export { checkQuote, LIMITS, QUOTE_FIELDS, readValues, staleChoices, visitFields } from './schema';
export type { QuoteCatalogue, QuoteErrors, QuoteField, QuoteState, QuoteValues } from './schema';
export { LANGUAGE_NAMES, type QuoteMessages } from './messages';
export { REQUEST_STATES, STATE_LABELS, type RequestState } from './states';
export { cleanLine } from './text';
