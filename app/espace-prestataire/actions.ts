'use server';
// The desk's Server Actions. Each checks the session itself (requireDesk), whatever the page
// or proxy.ts did: an action is reachable by a POST from anywhere.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientAddress } from '@/lib/quotes/server';
import { deskPaths } from '@/lib/desk';
import { recordTransfer } from '@/lib/payments/server';
import {
  addDeskPasskey,
  passkeyAddOptions,
  passkeySignInOptions,
  removeDeskPasskey,
  requestSignInLink,
  requireDesk,
  signIn,
  signInWithDeskPasskey,
  signOut,
} from '@/lib/desk/server';
import {
  formText,
  draftDevis,
  endRequest,
  eraseRequest,
  parseDevisForm,
  parseId,
  reviseDevis,
  saveDraft,
  sendDevis,
  newFeedAddress,
  type DeskFormState,
} from '@/lib/devis/server';

const UNKNOWN_DEVIS = 'Ce devis est introuvable : rechargez la page.';

export async function askLink(_state: DeskFormState, formData: FormData): Promise<DeskFormState> {
  const email = formText(formData, 'email');
  const outcome = await requestSignInLink(email, clientAddress(await headers()));
  if (!outcome.ok) return { status: 'erreur', message: outcome.message, values: { email } };
  return {
    status: 'ok',
    message: `Si l’adresse ${email.trim()} peut ouvrir l’espace prestataire, un lien de connexion vient d’y être envoyé. Il sert une fois, pendant 15 minutes.`,
  };
}

export async function openWithLink(formData: FormData): Promise<void> {
  const ok = await signIn(formText(formData, 'jeton'), clientAddress(await headers()));
  redirect(ok ? deskPaths.inbox : `${deskPaths.signIn}?lien=invalide`);
}

/** The challenge of a passkey sign-in; undefined past the limits of the visitor's network. */
export async function passkeyChallenge() {
  return passkeySignInOptions(clientAddress(await headers()));
}

/** Opens the desk with the browser's passkey answer; else the reason, in French. */
export async function openWithPasskey(answer: unknown): Promise<{ message: string }> {
  if (await signInWithDeskPasskey(answer, clientAddress(await headers()))) redirect(deskPaths.inbox);
  return {
    message: 'Cette clé d’accès n’ouvre pas l’espace prestataire (retirée, ou faite pour un autre site). Recevez un lien par e-mail.',
  };
}

export async function passkeyAddChallenge() {
  return passkeyAddOptions();
}

export async function addPasskey(answer: unknown, name: string) {
  return addDeskPasskey(answer, name);
}

export async function removePasskey(formData: FormData): Promise<void> {
  const removed = await removeDeskPasskey(formText(formData, 'cle'));
  if (removed.ok) redirect(`${deskPaths.passkeys}?retiree=1`);
  redirect(removed.relink ? `${deskPaths.passkeys}?reconnexion=1` : deskPaths.passkeys);
}

/** A new link for the signed-in address, when its sign-in is too old to change a passkey. */
export async function askFreshLink(_state: DeskFormState): Promise<DeskFormState> {
  const { email } = await requireDesk();
  const outcome = await requestSignInLink(email, clientAddress(await headers()));
  if (!outcome.ok) return { status: 'erreur', message: outcome.message };
  return {
    status: 'ok',
    message: `Un lien de connexion vient d’être envoyé à ${email}. Suivez-le, puis revenez ici : il sert une fois, pendant 15 minutes.`,
  };
}

export async function leave(formData: FormData): Promise<void> {
  const scope = formData.get('partout') === 'oui' ? (formData.get('cles') === 'oui' ? 'cles' : 'partout') : 'ici';
  await signOut(scope);
  redirect(`${deskPaths.signIn}?sortie=1`);
}

export async function draft(formData: FormData): Promise<void> {
  const { email } = await requireDesk();
  const id = await draftDevis(formText(formData, 'reference'), email);
  redirect(id ? deskPaths.devis(id) : deskPaths.inbox);
}

export async function save(_state: DeskFormState, formData: FormData): Promise<DeskFormState> {
  const { email } = await requireDesk();
  const id = parseId(formData.get('id'));
  if (id === undefined) return { status: 'erreur', problems: [{ field: 'id', message: UNKNOWN_DEVIS }] };
  const parsed = parseDevisForm(formData);
  if (!parsed.ok) return { status: 'erreur', problems: parsed.problems };
  const saved = await saveDraft(id, parsed.edits, email);
  if (!saved.ok) return { status: 'erreur', problems: saved.problems };
  if (formData.get('intent') !== 'envoyer') return { status: 'ok', message: saved.message ?? 'Enregistré.' };
  const sent = await sendDevis(id, email);
  if (!sent.ok) return { status: 'erreur', problems: sent.problems };
  redirect(`${deskPaths.devis(id)}?envoye=1`);
}

export async function revise(formData: FormData): Promise<void> {
  const { email } = await requireDesk();
  const current = parseId(formData.get('id'));
  const id = current === undefined ? undefined : await reviseDevis(current, email);
  redirect(id ? deskPaths.devis(id) : deskPaths.inbox);
}

export async function deposit(_state: DeskFormState, formData: FormData): Promise<DeskFormState> {
  const { email } = await requireDesk();
  const id = parseId(formData.get('id'));
  if (id === undefined) return { status: 'erreur', problems: [{ field: 'id', message: UNKNOWN_DEVIS }] };
  // The payment, and its acompte invoice issued at once (lib/payments).
  const outcome = await recordTransfer(id, formText(formData, 'depositOn'), formText(formData, 'depositAmount'), email);
  return outcome.ok ? { status: 'ok', message: outcome.message ?? '' } : { status: 'erreur', problems: outcome.problems };
}

export async function end(formData: FormData): Promise<void> {
  const { email } = await requireDesk();
  const reference = formText(formData, 'reference');
  const state = formData.get('etat') === 'annule' ? 'annule' : 'refuse';
  await endRequest(reference, state, email);
  redirect(deskPaths.request(reference));
}

export async function erase(formData: FormData): Promise<void> {
  await requireDesk();
  if (formData.get('confirmer') !== 'oui') redirect(`${deskPaths.request(formText(formData, 'reference'))}?effacer=confirmer`);
  await eraseRequest(formText(formData, 'reference'));
  redirect(`${deskPaths.inbox}?efface=1`);
}

export async function renewFeed(_state: DeskFormState): Promise<DeskFormState> {
  await requireDesk();
  return { status: 'ok', message: await newFeedAddress() };
}
