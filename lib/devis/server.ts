// The devis feature's server entry: the provider's desk (sign-in, inbox, devis, deposit), the
// visitor's acceptance, the sweep of lapsed options, the PDF. Marked `import 'server-only'`
// through its modules: the desk's pages and actions read it, no client component does.
export { acceptancePage, acceptDevis, AGREEMENT, sweepDevis, type AcceptancePage, type AcceptanceOutcome } from './accept';
export {
  findDevis,
  draftDevis,
  endRequest,
  eraseRequest,
  inbox,
  INBOX_PAGE,
  recordDeposit,
  requestView,
  reviseDevis,
  saveDraft,
  sendDevis,
  rentalTerms,
} from './desk';
export {
  addDeskPasskey,
  currentDesk,
  deskPasskeys,
  passkeyAddOptions,
  passkeySignInOptions,
  removeDeskPasskey,
  requestSignInLink,
  requireDesk,
  signIn,
  signInWithDeskPasskey,
  signOut,
} from './desk-auth';
export { devisPdf, evidenceFile } from './evidence';
export { formText, parseDevisForm, type DeskFormState } from './form';
export { renderDevisPdf } from './pdf';
export { pdfForToken } from './visitor-pdf';
export { deskUpkeep } from './upkeep';
export { newFeedAddress, privateFeed } from './feed';
