// Who may open the desk, and the session cookie. The addresses: the one that receives the
// requests (DEVIS_EMAIL_TO, or the site's e-mail) and those of DESK_EMAILS. The links and
// sessions themselves are lib/server/auth.ts; every desk page and Server Action calls
// `requireDesk()` itself, whatever proxy.ts let through.
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { site } from '../content';
import { cleanLine } from '../quotes';
import { admission, quoteService, sendQueueSoon } from '../quotes/server';
import {
  consumeSignInLink,
  createSignInLink,
  endAllSessions,
  endSession,
  normaliseEmail,
  SESSION_MAX_MS,
  sessionOf,
  type Session,
} from '../server/auth';
import {
  addPasskey,
  authenticationOptions,
  passkeysOf,
  registrationOptions,
  relyingParty,
  removePasskey,
  signInWithPasskey,
  type Passkey,
} from '../server/passkeys';
import { SITE_URL } from '../env';
import { readDeskSettings } from './config';
import { deskPaths, SECURE_COOKIE, SESSION_COOKIE, SIGN_IN_PATH, siteLink } from './paths';
import { signInMail } from './mails';
import { sender } from './sender';

export async function allowedAddresses(): Promise<string[]> {
  const { config } = await quoteService();
  return [config.mailTo ?? site.email, ...readDeskSettings().extraEmails].map(normaliseEmail);
}

export type LinkRequest = { ok: true } | { ok: false; message: string };

/**
 * Queues a sign-in link when the address may sign in; the answer is the same either way, so the
 * page tells no one which addresses are known. The existing per-address limits count the asks.
 */
export async function requestSignInLink(email: string, address: string, now = new Date()): Promise<LinkRequest> {
  const typed = normaliseEmail(email);
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(typed))
    return { ok: false, message: 'Saisissez une adresse e-mail complète, par exemple nom@exemple.fr.' };
  const service = await quoteService();
  const admit = admission(service, address, typed, now);
  const known = (await allowedAddresses()).includes(typed);
  const words = await sender();
  const limited = await service.db.transaction(async (sql) => {
    const wait = admit ? await admit(sql) : 0;
    if (wait > 0) return true;
    if (!known) return false;
    const token = await createSignInLink(sql, typed, now);
    const link = siteLink(deskPaths.signInLink(token));
    if (!service.mail) console.info(`[espace] SMTP non configuré : lien de connexion pour ${typed} : ${link}`);
    await service.store.outbox.enqueue(sql, {
      kind: 'connexion',
      reference: 'connexion',
      message: signInMail(typed, link, words),
      at: now,
    });
    return false;
  });
  if (limited)
    return {
      ok: false,
      message: 'Trop de demandes de lien depuis cette connexion ou pour cette adresse. Réessayez dans quelques minutes.',
    };
  sendQueueSoon(service);
  return { ok: true };
}

async function setSessionCookie(session: Session) {
  (await cookies()).set(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: SECURE_COOKIE,
    path: '/',
    maxAge: SESSION_MAX_MS / 1000,
  });
}

/** Spends a link and sets the session cookie; false when the link is unknown, used or expired. */
export async function signIn(token: string, now = new Date()): Promise<boolean> {
  const { db } = await quoteService();
  const session = await consumeSignInLink(db, token, now);
  if (!session) return false;
  await setSessionCookie(session);
  return true;
}

/** The site's own origin (SITE_URL), never a Host header: a passkey made here works nowhere else. */
const deskRelyingParty = () => relyingParty(SITE_URL, `${site.brand} – espace prestataire`);

/** The challenge for a passkey sign-in; undefined while too many are waiting for an answer. */
export async function passkeySignInOptions(now = new Date()) {
  const { db } = await quoteService();
  return authenticationOptions(db, deskRelyingParty(), now);
}

/** Signs in with a passkey of an address that may still open the desk, and sets the session cookie. */
export async function signInWithDeskPasskey(response: unknown, now = new Date()): Promise<boolean> {
  const { db } = await quoteService();
  const session = await signInWithPasskey(db, response, await allowedAddresses(), deskRelyingParty(), now);
  if (!session) return false;
  await setSessionCookie(session);
  return true;
}

/** The signed-in address's passkeys. */
export async function deskPasskeys(): Promise<Passkey[]> {
  const { email } = await requireDesk();
  const { db } = await quoteService();
  return passkeysOf(db, email);
}

/** The challenge to add a passkey to the signed-in address. */
export async function passkeyAddOptions(now = new Date()) {
  const { email } = await requireDesk();
  const { db } = await quoteService();
  return registrationOptions(db, email, deskRelyingParty(), now);
}

export type PasskeyAdded = { ok: true; message: string } | { ok: false; message: string };

/** Keeps the browser's new passkey for the signed-in address, under the name the provider gave it. */
export async function addDeskPasskey(response: unknown, name: string, now = new Date()): Promise<PasskeyAdded> {
  const { email } = await requireDesk();
  const label = cleanLine(name).slice(0, 80) || 'Clé d’accès';
  const { db } = await quoteService();
  if (!(await addPasskey(db, email, response, label, deskRelyingParty(), now)))
    return { ok: false, message: 'La clé d’accès n’a pas été ajoutée : la demande a expiré ou n’a pas abouti. Réessayez.' };
  return { ok: true, message: `Clé d’accès « ${label} » ajoutée : vous pourrez vous connecter avec elle, sans e-mail.` };
}

export async function removeDeskPasskey(id: string): Promise<boolean> {
  const { email } = await requireDesk();
  const { db } = await quoteService();
  return removePasskey(db, email, id);
}

export async function currentDesk(now = new Date()): Promise<Session | undefined> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  const { db } = await quoteService();
  return sessionOf(db, token, now);
}

/** The session, or straight to the sign-in page: every desk page and action starts here. */
export async function requireDesk(): Promise<Session> {
  const session = await currentDesk();
  if (!session) redirect(SIGN_IN_PATH);
  return session;
}

export async function signOut(everywhere: boolean, now = new Date()): Promise<void> {
  const session = await requireDesk();
  const { db } = await quoteService();
  if (everywhere) await endAllSessions(db, now);
  else await endSession(db, session.token, now);
  (await cookies()).delete(SESSION_COOKIE);
}
