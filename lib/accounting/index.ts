// The accountant's public entry, safe in the browser: the accounts the journal writes on. The
// journal, its FEC and CSV files and the figures read from the database: ./server.ts.
export { ACCOUNTS } from './journal';
