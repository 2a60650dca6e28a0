// The devis feature's server entry: the provider's inbox and requests, the devis drafted, sent
// and paid, the visitor's acceptance, the sweep of lapsed options, the PDF, the private calendar.
// Marked `import 'server-only'` through its modules: the desk's pages and actions read it, no
// client component does. The desk's session is lib/desk.
export { acceptancePage, acceptDevis, sweepDevis, type AcceptancePage, type AcceptanceOutcome } from './accept';
export { endRequest, eraseRequest, findDevis, inbox, INBOX_PAGE, requestView } from './inbox';
export { draftDevis, rentalTerms, reviseDevis, saveDraft, sendDevis, type ActionResult } from './send';
export { depositReceived, parseReceived, type DepositTaken } from './deposit';
export { devisPdf, evidenceFile, verifyProofOf } from './evidence';
export { formText, parseDevisForm, parseId, parsePage, type DeskFormState } from './form';
export { pdfFonts, renderDevisPdf } from './pdf';
export { acceptedEndedBefore, devisById, devisByNumber, devisByTokenHash, devisOfReference, type DevisRow } from './store';
export { devisTerms } from './terms';
export { pdfForToken } from './visitor-pdf';
export { deskUpkeep } from './upkeep';
export { newFeedAddress, privateFeed } from './feed';
