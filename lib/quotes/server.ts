// The quote feature's server entry: the Server Action's entry (./receive), the visitor's
// address, what the form reads from the content, the health report and the queue's run for
// the API routes, the settings. A second entry beside ./index.ts because these modules are
// marked `import 'server-only'`: through one entry, the form's client component would pull them in.
// server.ts and `npm run content:check` run outside the react-server condition, where
// 'server-only' throws: they import the settings (./config.ts) directly, as its header says.
export { clientAddress } from './client-address';
export { readConfig } from './config';
export { quoteCatalogueIn, venueName } from './form-catalogue';
export { quoteServerWords } from './server-words';
export { quoteHealth } from './health';
export { runQueueOnce } from './queue';
export { submitQuote } from './receive';
export { admission } from './admission';
export { quoteService } from './service';
export { sendQueueSoon } from './queue';
export {
  eraseRequestRow,
  historyOf,
  moveRequest,
  recordEvent,
  requestsPage,
  requestWithId,
  sameDayRequests,
  type HistoryLine,
} from './requests';
export type { QuoteRecord } from './records';
export type { ComposedMessage } from './outbox-store';
