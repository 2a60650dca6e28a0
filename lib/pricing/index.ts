// Prices of the rental formulas. The engine (./engine), the figures a visitor reads
// (./describe) and the request helpers (./request) are pure and safe in the browser;
// ./catalogue reads the content (server). Pages and cards read their figures from here.
export { capacityText, peopleRange, priceText, ruleSentences, startingPrice } from './describe';
export type * from './types';
