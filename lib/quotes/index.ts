// The quote feature's public entry, safe in the browser: the form's schema and its check,
// its words, the hints beside each field, the prefill from an address, the retention periods
// the privacy notices state. The server's side of a request is ./server.ts. Pages, components
// and the other folders of lib/ import these two, never a module behind them (eslint.config.mjs).
export { loadQuoteMessages, quoteMessagesFor } from './form/dictionary';
export { formulaTexts } from './form/hints';
export { prefill, prefilledQuery } from './form/prefill';
export { retentionCutoff, VISITOR_KEYS_MAX_HOURS } from './form/retention';
export { checkQuote, LIMITS, QUOTE_FIELDS, readValues, staleChoices, visitFields } from './form/schema';
export type { QuoteCatalogue, QuoteErrors, QuoteField, QuoteState, QuoteValues } from './form/schema';
export { LANGUAGE_NAMES, type QuoteMessages } from './form/messages';
export { REQUEST_STATES, STATE_LABELS, type RequestState } from './form/states';
export { cleanLine } from './form/text';
