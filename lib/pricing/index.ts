// Prices of the rental formulas. The engine (./engine), the figures a visitor reads
// (./describe) and the request helpers (./request) are pure and safe in the browser;
// ./catalogue reads the content (server).
export { priceFor, fieldsOf, defaultInputs, peopleRule, quantityRule } from './engine';
export { amountOf, capacityText, peopleRange, priceText, ruleSentences, startingPrice, startOf, startText } from './describe';
export { evaluate, parseInputs, searchOf, CONTRACT_PARAMS } from './request';
export type * from './types';
