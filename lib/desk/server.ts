// The desk's shell, server side: who may sign in, the links and passkeys that open it, the
// session every desk page and Server Action checks (`requireDesk`), the sender of its e-mails, and
// the limits at its doors (./doors.ts), the public acceptance's among them.
// Any back-office page reads it without loading a feature: the devis are lib/devis.
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
} from './session';
export { acceptanceAdmitted, RELINK_MESSAGE } from './doors';
export { isFreshSignIn } from '../server/auth';
export { siteLink } from './paths';
export { sender, type Sender } from './sender';
