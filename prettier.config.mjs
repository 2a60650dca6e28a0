// Prettier (`npm run format`; `npm run lint` checks it): the style the code was written in by
// hand, single quotes and lines of up to 140 characters; Prettier's defaults for the rest.
/** @type {import('prettier').Config} */
const config = { singleQuote: true, printWidth: 140 };

export default config;
