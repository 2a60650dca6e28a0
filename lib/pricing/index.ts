// The pricing feature's public entry, pure and safe in the browser: the engine
// (`estimate(formula, request)`, ./engine), every figure a visitor reads (./describe,
// ./format), the calculator's request and its address (./request, ./selection), the words
// in each language (./dictionary). What reads the content to build the formulas is the server entry, ./server.ts.
// Pages, components and the other folders of lib/ import this, never a module behind it (eslint.config.mjs).
export { isOffered } from './calendar';
export { amountOf, capacityText, peopleRange, priceText, ruleSentences, startingPrice, startOf, startText } from './describe';
export { estimate, fieldsOf, priceFor, peopleRule, problemsOf, quantityRule, quantityWord, roomOf, usesQuantity } from './engine';
export { loadPricingMessages, pricingMessagesFor } from './dictionary';
export { formatPrice } from './format';
export { carryInputs, CONTRACT_PARAMS, evaluate, inputsOf, requestSearch, searchOf, type Evaluation } from './request';
export { formulasFor, selectFormula } from './selection';
export { parseWholeNumber } from './whole-number';
export type * from './types';
