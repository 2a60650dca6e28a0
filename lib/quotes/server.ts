// The quote feature's server entry: the Server Action's entry (./receive), the visitor's
// address, what the form reads from the content, the health report and the queue's run for
// the API routes, the settings. A second entry beside ./index.ts because these modules are
// marked `import 'server-only'`: through one entry, the form's client component would pull them in.
// server.ts and `npm run content:check` run outside the react-server condition, where
// 'server-only' throws: they import the settings (./config.ts) directly, as its header says.
export { clientAddress } from './receive/client-address';
export { readConfig } from './config';
export { quoteCatalogueIn, venueName } from './receive/form-catalogue';
export { quoteServerWords } from './receive/server-words';
export { quoteHealth } from './service/health';
export { runQueueOnce } from './deliver/queue';
export { csvCell } from './record/csv';
export { submitQuote } from './receive/receive';
export { admission } from './receive/admission';
export { networkKey } from './receive/visitor-keys';
export { quoteService } from './service/service';
export {
  eraseRequestRow,
  historyOf,
  moveRequest,
  recordEvent,
  requestsPage,
  requestWithId,
  sameDayRequests,
  type HistoryLine,
} from './record/requests';
export type { QuoteRecord } from './record/records';
