// Who may open the desk, and the session cookie. The addresses: the one that receives the
// requests (DEVIS_EMAIL_TO, or the site's e-mail) and those of DESK_EMAILS, read again at every
// request: an address taken out of DESK_EMAILS loses its open sessions at its next request. The
// links and sessions themselves are lib/server/auth.ts, the doors' limits and the passkey changes
// ./doors.ts; every desk page and Server Action calls `requireDesk()` itself, whatever proxy.ts let through.
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { site } from '../content';
import { cleanLine } from '../quotes';
import { readConfig } from '../quotes/server';
import { consumeSignInLink, createSignInLink, endSession, normaliseEmail, SESSION_MAX_MS, sessionOf, type Session } from '../server/auth';
import { authenticationOptions, passkeysOf, signInWithPasskey, type Passkey } from '../server/passkeys';
import { database } from '../server/db';
import { dispatcher, enqueueMail, sendQueueSoon } from '../server/mail';
import { isPublicSite, localOrigin, SITE_URL } from '../env';
import { readDeskSettings } from './config';
import { deskPaths, SECURE_COOKIE, SESSION_COOKIE, SIGN_IN_PATH } from './paths';
import { signInMail } from './mails';
import { sender } from './sender';
import {
  addPasskeyFor,
  challengeAdmitted,
  deskRelyingParty,
  doorKeys,
  linkVerdict,
  passkeyOptionsFor,
  rememberNetwork,
  removePasskeyFor,
  signOutEverywhere,
  type KeyChange,
} from './doors';

export async function allowedAddresses(): Promise<string[]> {
  return [readConfig().mailTo ?? site.email, ...readDeskSettings().extraEmails].map(normaliseEmail);
}

export type LinkRequest = { ok: true } | { ok: false; message: string };

/**
 * Where a link opens the desk: the site's origin; on a local run without settings (no SITE_URL),
 * the address this server listens on, so that the link printed below works as it is.
 */
const signInLink = (token: string) => `${localOrigin() ?? SITE_URL}${deskPaths.signInLink(token)}`;

/**
 * Queues a sign-in link when the address may sign in; the answer is the same either way, and
 * when a flood has used up the address's links (./doors.ts), so the page tells no one which
 * addresses are known. Without SMTP, the link is printed on the server's log, never on a public site.
 */
export async function requestSignInLink(email: string, address: string, now = new Date()): Promise<LinkRequest> {
  const typed = normaliseEmail(email);
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(typed))
    return { ok: false, message: 'Saisissez une adresse e-mail complète, par exemple nom@exemple.fr.' };
  const db = await database();
  const { mailOn } = await dispatcher();
  const known = (await allowedAddresses()).includes(typed);
  const words = await sender();
  const keys = await doorKeys();
  const limited = await db.transaction(async (sql) => {
    const verdict = await linkVerdict(sql, keys, typed, known, address, now);
    if (verdict !== 'envoi') return verdict === 'refus';
    const token = await createSignInLink(sql, typed, now);
    const link = signInLink(token);
    // Without a mail transport nothing would ever send it: the link is not queued, only printed on a local run.
    if (!mailOn) {
      console.info(
        isPublicSite()
          ? `[espace] SMTP non configuré : aucun lien de connexion envoyé à ${typed}.`
          : `[espace] SMTP non configuré : lien de connexion pour ${typed} : ${link}`,
      );
      return false;
    }
    await enqueueMail(sql, {
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
  await sendQueueSoon();
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

/** Spends a link and opens a session, or undefined when the link is unknown, used or expired; `address`'s network is known from then on. */
export async function linkSession(token: string, address: string, now = new Date()): Promise<Session | undefined> {
  const db = await database();
  const session = await consumeSignInLink(db, token, now);
  const keys = await doorKeys();
  if (session) await db.transaction((sql) => rememberNetwork(sql, keys, session.email, address, now));
  return session;
}

/** Spends a link and sets the session cookie; false when the link is unknown, used or expired. */
export async function signIn(token: string, address: string, now = new Date()): Promise<boolean> {
  const session = await linkSession(token, address, now);
  if (!session) return false;
  await setSessionCookie(session);
  return true;
}

/** The challenge for a passkey sign-in; undefined past the limits of `address`'s network. */
export async function passkeySignInOptions(address: string, now = new Date()) {
  const db = await database();
  const keys = await doorKeys();
  return db.transaction(async (sql) =>
    (await challengeAdmitted(sql, keys, address, now)) ? authenticationOptions(sql, deskRelyingParty(), now) : undefined,
  );
}

/** Opens a session with a passkey of an address that may still open the desk: the session, or undefined. */
export async function passkeySession(response: unknown, address: string, now = new Date()): Promise<Session | undefined> {
  const db = await database();
  const session = await signInWithPasskey(db, response, await allowedAddresses(), deskRelyingParty(), now);
  const keys = await doorKeys();
  if (session) await db.transaction((sql) => rememberNetwork(sql, keys, session.email, address, now));
  return session;
}

/** Signs in with a passkey, and sets the session cookie. */
export async function signInWithDeskPasskey(response: unknown, address: string, now = new Date()): Promise<boolean> {
  const session = await passkeySession(response, address, now);
  if (!session) return false;
  await setSessionCookie(session);
  return true;
}

/** The signed-in address's passkeys. */
export async function deskPasskeys(): Promise<Passkey[]> {
  const { email } = await requireDesk();
  const db = await database();
  return passkeysOf(db, email);
}

/** The challenge to add a passkey to the signed-in address, when its sign-in is fresh. */
export async function passkeyAddOptions(now = new Date()) {
  return passkeyOptionsFor(await requireDesk(), now);
}

/** Keeps the browser's new passkey for the signed-in address, under the name the provider gave it. */
export async function addDeskPasskey(response: unknown, name: string, now = new Date()): Promise<KeyChange> {
  return addPasskeyFor(await requireDesk(), response, cleanLine(name).slice(0, 80) || 'Clé d’accès', now);
}

export async function removeDeskPasskey(id: string, now = new Date()): Promise<KeyChange> {
  return removePasskeyFor(await requireDesk(), id, now);
}

/** The open session of a cookie's token, for an address still allowed. */
export async function deskSession(token: string | undefined, now = new Date()): Promise<Session | undefined> {
  if (!token) return undefined;
  const db = await database();
  return sessionOf(db, token, now, await allowedAddresses());
}

export async function currentDesk(now = new Date()): Promise<Session | undefined> {
  return deskSession((await cookies()).get(SESSION_COOKIE)?.value, now);
}

/** The session, or straight to the sign-in page: every desk page and action starts here. */
export async function requireDesk(): Promise<Session> {
  const session = await currentDesk();
  if (!session) redirect(SIGN_IN_PATH);
  return session;
}

/** Signs out this device, or every one (`partout`), and then every passkey too (`cles`). */
export async function signOut(scope: 'ici' | 'partout' | 'cles', now = new Date()): Promise<void> {
  const session = await requireDesk();
  const db = await database();
  if (scope === 'ici') await endSession(db, session.token, now);
  else await signOutEverywhere(scope === 'cles', now);
  (await cookies()).delete(SESSION_COOKIE);
}
