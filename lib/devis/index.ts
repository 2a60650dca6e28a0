// The devis feature's public entry, safe in the browser: the contract (./types), the lines drafted
// from the engine, the totals, the checks, the number, the states and the mentions (given the
// content's part, `devisTerms()` of ./terms.ts). The PDF, which reads fonts from disk, is the server entry, ./server.ts.
export { devisFormat, devisWordsFor, loadDevisWords, type AcceptanceWords } from './dictionary';
export { draftLines } from './lines';
export { acceptedWhen, balanceOf, devisMentions, needsExpressRequest } from './mentions';
export { formatDevisNumber } from './number';
export { CONTRACT_YEARS } from './retention';
export { allowedEvents, nextState, REQUEST_EVENTS, stateLabel, statusLabel, type RequestEvent } from './state';
export { depositFor, devisTotals, lineCents, toCents } from './totals';
export { DAYS_RANGE, devisProblems, parseEuros, VAT_RATES } from './validate';
export * from './types';
export type { DeskFormState } from './form';
