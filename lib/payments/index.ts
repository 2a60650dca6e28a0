// The payments' public entry, safe in the browser: which devis a bank line names, and how its
// amount fits what was expected.
export { fitOf, referencesIn, type Due, type Fit, type Reference } from './match';
export type { ImportLine, ImportReport } from './report';
