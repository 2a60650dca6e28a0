// The pricing feature's server entry: the formulas as the engine reads them, drawn from the
// content (lib/content, which only the server reads). A second entry beside ./index.ts so that
// a client component importing the engine never pulls the content reader into the browser.
export { offeredFormulasOf, offeredIn, pricingCatalogueIn, pricingFormula, venueChoices } from './formulas';
