// The desk's doors as a security reviewer reads them (OWASP ASVS V2, V3): how often each may be
// knocked at, and what changing a passkey asks. The limits count the requesting network first, so
// that a flood from elsewhere never stops the provider: a network the desk was opened from in the
// last 30 days is « known », and the shared buckets that a flood could fill never refuse it. A
// bounded number of links still goes out for an address asked for from unknown networks, and the
// answer never tells which. Adding or removing a passkey needs a sign-in less than 10 minutes old,
// and each change is e-mailed to the address.
import 'server-only';
import { createHash } from 'node:crypto';
import { site } from '../content';
import { parisDateTime } from '../dates/paris';
import { SITE_URL } from '../env';
import { networkKey } from '../quotes/server';
import { endEverySession, isFreshSignIn, type Session } from '../server/auth';
import { database, type Sql } from '../server/db';
import { enqueueMail, sendQueueSoon } from '../server/mail';
import { storedSetting } from '../server/stored-settings';
import { remember, remembered, takeHit, type Limit } from '../server/door-limits';
import { addPasskey, CHALLENGE_TTL_MS, registrationOptions, relyingParty, removeEveryPasskey, removePasskey } from '../server/passkeys';
import { passkeyChangeMail } from './mails';
import { sender } from './sender';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every limit of the doors, in one place. */
export const DOOR_LIMITS = {
  /** Link requests from one network, whatever the address typed. */
  linksPerNetwork: { max: 10, windowMs: 15 * MINUTE },
  /** Link requests for one address from one network: the provider asking again. */
  linksPerAddressAndNetwork: { max: 5, windowMs: 15 * MINUTE },
  /** Links e-mailed to one address at the request of networks it never signed in from: past this, the answer is the same and no mail leaves. */
  linksPerAddressFromElsewhere: { max: 5, windowMs: HOUR },
  /** Passkey sign-in challenges for one network. */
  challengesPerNetwork: { max: 20, windowMs: CHALLENGE_TTL_MS },
  /** Passkey sign-in challenges for every unknown network together: what the table may hold. */
  challengesFromElsewhere: { max: 200, windowMs: CHALLENGE_TTL_MS },
  /** Challenges to add a passkey, for one signed-in address. */
  keyChallengesPerAddress: { max: 10, windowMs: CHALLENGE_TTL_MS },
  /** Acceptances posted from one network, on any devis. */
  acceptancesPerNetwork: { max: 20, windowMs: 10 * MINUTE },
  /** How long a network the desk was opened from stays known. */
  knownNetworkMs: 30 * 24 * HOUR,
} as const;

/** The site's own origin (SITE_URL), never a Host header: a passkey made here works nowhere else. */
export const deskRelyingParty = () => relyingParty(SITE_URL, `${site.brand} – espace prestataire`);

/** Names a door's key by a salted hash: the database keeps no address. */
export type DoorKeys = (...parts: string[]) => string;

/**
 * The hashing of the doors' keys, with the visitors' keys' salt (made once per database by its
 * migration). Asked for before a transaction opens: the embedded database answers no one else while one is open.
 */
export async function doorKeys(): Promise<DoorKeys> {
  const salt = await storedSetting(await database(), 'rate_salt');
  if (!salt) throw new Error('rate_salt absent de quote_settings : la base n’est pas migrée.');
  return (...parts) =>
    createHash('sha256')
      .update(`${salt}:porte:${parts.join(':')}`)
      .digest('hex');
}

const limit = (keys: DoorKeys, bucket: { max: number; windowMs: number }, ...parts: string[]): Limit => ({
  key: keys(...parts),
  ...bucket,
});

/** The desk was opened from this network by `email`: both are known from now on, for the limits above. */
export async function rememberNetwork(sql: Sql, keys: DoorKeys, email: string, address: string, now: Date): Promise<void> {
  const network = networkKey(address);
  for (const key of [keys('connue', network), keys('connue', email, network)]) await remember(sql, key, DOOR_LIMITS.knownNetworkMs, now);
}

/**
 * Whether a link asked for `email` (already checked to be allowed, or not: `known`) from
 * `address` is sent, answered the same without a mail (`silence`), or refused to this network.
 */
export async function linkVerdict(
  sql: Sql,
  keys: DoorKeys,
  email: string,
  known: boolean,
  address: string,
  now: Date,
): Promise<'envoi' | 'silence' | 'refus'> {
  const network = networkKey(address);
  if (!(await takeHit(sql, [limit(keys, DOOR_LIMITS.linksPerNetwork, 'lien', network)], now))) return 'refus';
  if (!known) return 'silence';
  if (!(await takeHit(sql, [limit(keys, DOOR_LIMITS.linksPerAddressAndNetwork, 'lien', email, network)], now))) return 'refus';
  if (await remembered(sql, keys('connue', email, network), now)) return 'envoi';
  return (await takeHit(sql, [limit(keys, DOOR_LIMITS.linksPerAddressFromElsewhere, 'lien', email)], now)) ? 'envoi' : 'silence';
}

/** Whether a passkey sign-in challenge may be given to `address`: its network's own count, and the shared one unless the network is known. */
export async function challengeAdmitted(sql: Sql, keys: DoorKeys, address: string, now: Date): Promise<boolean> {
  const network = networkKey(address);
  if (!(await takeHit(sql, [limit(keys, DOOR_LIMITS.challengesPerNetwork, 'defi', network)], now))) return false;
  if (await remembered(sql, keys('connue', network), now)) return true;
  return takeHit(sql, [limit(keys, DOOR_LIMITS.challengesFromElsewhere, 'defi')], now);
}

/** Whether one more acceptance may be posted from `address`'s network. */
export async function acceptanceAdmitted(address: string, now: Date): Promise<boolean> {
  const db = await database();
  const bucket = limit(await doorKeys(), DOOR_LIMITS.acceptancesPerNetwork, 'acceptation', networkKey(address));
  return db.transaction((sql) => takeHit(sql, [bucket], now));
}

/** A passkey added or removed, or why not; `relink` when a fresher sign-in is what it needs. */
export type KeyChange = { ok: true; message: string } | { ok: false; message: string; relink?: true };

/** The answer when a sign-in is too old to change a key: a new e-mail link is asked for. */
export const RELINK_MESSAGE =
  'Pour ajouter ou retirer une clé d’accès, confirmez d’abord que c’est bien vous : recevez un nouveau lien de connexion par e-mail et suivez-le (la connexion doit dater de moins de 10 minutes).';

/** Queues the e-mail that tells `to` what changed, and sends it soon. */
async function tellAddresses(to: readonly string[], change: string, now: Date): Promise<void> {
  if (to.length === 0) return;
  const db = await database();
  const words = await sender();
  await db.transaction(async (sql) => {
    for (const address of to)
      await enqueueMail(sql, {
        kind: 'cles',
        reference: 'cles',
        message: passkeyChangeMail(address, change, parisDateTime(now.toISOString()), words),
        at: now,
      });
  });
  await sendQueueSoon();
}

/** The challenge to add a passkey for a fresh session's address, within its limit. */
export async function passkeyOptionsFor(session: Session, now: Date) {
  if (!isFreshSignIn(session, now)) return { ok: false, message: RELINK_MESSAGE, relink: true } as const;
  const db = await database();
  const bucket = limit(await doorKeys(), DOOR_LIMITS.keyChallengesPerAddress, 'ajout', session.email);
  if (!(await db.transaction((sql) => takeHit(sql, [bucket], now))))
    return { ok: false, message: 'Trop de tentatives d’ajout de clé d’accès. Réessayez dans quelques minutes.' } as const;
  return { ok: true, options: await registrationOptions(db, session.email, deskRelyingParty(), now) } as const;
}

/** Keeps a new passkey for a fresh session's address, and tells the address. */
export async function addPasskeyFor(session: Session, response: unknown, name: string, now: Date): Promise<KeyChange> {
  if (!isFreshSignIn(session, now)) return { ok: false, message: RELINK_MESSAGE, relink: true };
  const db = await database();
  if (!(await addPasskey(db, session.email, response, name, deskRelyingParty(), now)))
    return { ok: false, message: 'La clé d’accès n’a pas été ajoutée : la demande a expiré ou n’a pas abouti. Réessayez.' };
  await tellAddresses([session.email], `La clé d’accès « ${name} » a été ajoutée à l’espace prestataire pour ${session.email}`, now);
  return { ok: true, message: `Clé d’accès « ${name} » ajoutée : vous pourrez vous connecter avec elle, sans e-mail.` };
}

/** Removes one of a fresh session's passkeys, and tells the address. */
export async function removePasskeyFor(session: Session, id: string, now: Date): Promise<KeyChange> {
  if (!isFreshSignIn(session, now)) return { ok: false, message: RELINK_MESSAGE, relink: true };
  const db = await database();
  const name = await removePasskey(db, session.email, id);
  if (name === undefined) return { ok: false, message: 'Cette clé d’accès n’existe plus.' };
  await tellAddresses([session.email], `La clé d’accès « ${name} » a été retirée de l’espace prestataire pour ${session.email}`, now);
  return { ok: true, message: 'La clé d’accès est retirée : elle n’ouvre plus l’espace prestataire.' };
}

/**
 * « Se déconnecter partout »: every session and unused link ends; with `withKeys`, every passkey
 * goes too, in the same transaction, and each address that had one is told. No fresh sign-in is
 * asked: this only takes access away, and is what one does in a hurry.
 */
export async function signOutEverywhere(withKeys: boolean, now: Date): Promise<void> {
  const db = await database();
  const removed = await db.transaction(async (sql) => {
    await endEverySession(sql, now);
    return withKeys ? removeEveryPasskey(sql) : [];
  });
  await tellAddresses(removed, 'Toutes les clés d’accès de l’espace prestataire ont été retirées et toutes les sessions fermées', now);
}
