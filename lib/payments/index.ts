// The payments' public entry, safe in the browser: which devis a bank line names, how its amount
// fits what was expected, and what an import reports.
export { fitOf, referencesIn } from './match';
export type { ImportReport } from './report';
