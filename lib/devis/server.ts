export { renderDevisPdf } from './pdf';
