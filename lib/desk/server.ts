// The desk's shell, server side: who may sign in, the links and passkeys that open it, the
// session every desk page and Server Action checks (`requireDesk`), the sender of its e-mails.
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
export { siteLink } from './paths';
export { sender, type Sender } from './sender';
