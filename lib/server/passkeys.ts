// Passkeys (WebAuthn) for the provider's desk, added after a first e-mail sign-in (lib/server/auth.ts
// owns the sessions they open). The ceremony is SimpleWebAuthn's, a well-kept library: this module
// keeps its challenges (spent once, within 5 minutes, so that a captured answer cannot be replayed)
// and the public keys. User verification (the device's fingerprint, face or code) is required on
// every ceremony: a passkey is a second factor in itself, not just a device left unlocked. Which
// addresses may still sign in, how often a challenge is given and whether a sign-in is fresh
// enough to change a key are the caller's: this layer imports no feature.
import 'server-only';
import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { normaliseEmail, openSession, type Session } from './auth';
import type { Database, Sql } from './db';

export const CHALLENGE_TTL_MS = 5 * 60_000;

/** The site as WebAuthn names it: its host name (the passkey is bound to it) and its origin. */
export type RelyingParty = { id: string; name: string; origin: string };

export const relyingParty = (siteUrl: string, name: string): RelyingParty => {
  const url = new URL(siteUrl);
  return { id: url.hostname, name, origin: url.origin };
};

/** A passkey as the desk lists it; times as ISO strings. */
export type Passkey = { id: string; name: string; createdAt: string; lastUsedAt?: string | undefined };

type PasskeyRow = {
  credential_id: string;
  email: string;
  public_key: string;
  counter: string | number;
  transports: string;
  name: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
};

const transportsOf = (row: Pick<PasskeyRow, 'transports'>) => (row.transports ? { transports: row.transports.split(' ') } : {});

/** A browser's WebAuthn answer has at least these: anything else is refused before the library reads it. */
function isAnswer<T extends AuthenticationResponseJSON | RegistrationResponseJSON>(value: unknown): value is T {
  if (!value || typeof value !== 'object') return false;
  const answer = value as { id?: unknown; rawId?: unknown; response?: unknown; type?: unknown };
  return (
    typeof answer.id === 'string' &&
    typeof answer.rawId === 'string' &&
    answer.type === 'public-key' &&
    !!answer.response &&
    typeof answer.response === 'object'
  );
}

/** Stores a challenge for one use; how many may be asked for is the caller's limit. */
async function storeChallenge(sql: Sql, challenge: string, purpose: 'ajout' | 'connexion', email: string | null, now: Date) {
  await purgeChallenges(sql, now);
  await sql.query('INSERT INTO desk_challenges (challenge, purpose, email, expires_at) VALUES ($1, $2, $3, $4::timestamptz)', [
    challenge,
    purpose,
    email,
    new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
  ]);
}

/** Spends a challenge: the row it was stored as, once, while it is valid. */
async function spendChallenge(sql: Sql, challenge: string, purpose: 'ajout' | 'connexion', now: Date) {
  const [row] = await sql.query<{ email: string | null }>(
    'DELETE FROM desk_challenges WHERE challenge = $1 AND purpose = $2 AND expires_at > $3::timestamptz RETURNING email',
    [challenge, purpose, now.toISOString()],
  );
  return row;
}

export async function passkeysOf(db: Database, email: string): Promise<Passkey[]> {
  const rows = await db.query<PasskeyRow>('SELECT * FROM desk_passkeys WHERE email = $1 ORDER BY created_at, credential_id', [
    normaliseEmail(email),
  ]);
  return rows.map((row) => ({
    id: row.credential_id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : undefined,
  }));
}

/** What the browser needs to create a passkey for a signed-in address; the address's keys are excluded (no double). */
export async function registrationOptions(
  db: Database,
  email: string,
  rp: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const address = normaliseEmail(email);
  const existing = await db.query<PasskeyRow>('SELECT credential_id, transports FROM desk_passkeys WHERE email = $1', [address]);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: address,
    // The same handle for an address on every device: a second key on one authenticator replaces the first there.
    userID: new Uint8Array(createHash('sha256').update(address).digest()),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, ...transportsOf(row) })),
    // Discoverable: the sign-in page asks for no address.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await db.transaction((sql) => storeChallenge(sql, options.challenge, 'ajout', address, now));
  return options;
}

/** Checks the browser's new passkey against the challenge given to this address, and keeps its public key. */
export async function addPasskey(
  db: Database,
  email: string,
  response: unknown,
  name: string,
  rp: RelyingParty,
  now: Date,
): Promise<boolean> {
  const address = normaliseEmail(email);
  if (!isAnswer<RegistrationResponseJSON>(response)) return false;
  return db.transaction(async (sql) => {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: async (challenge) => (await spendChallenge(sql, challenge, 'ajout', now))?.email === address,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }).catch(() => undefined);
    const credential = verification?.verified ? verification.registrationInfo?.credential : undefined;
    if (!credential) return false;
    await sql.query(
      `INSERT INTO desk_passkeys (credential_id, email, public_key, counter, transports, name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz) ON CONFLICT (credential_id) DO NOTHING`,
      [
        credential.id,
        address,
        Buffer.from(credential.publicKey).toString('base64url'),
        credential.counter,
        (credential.transports ?? []).join(' '),
        name,
        now.toISOString(),
      ],
    );
    return true;
  });
}

/** What the browser needs to sign in with any passkey of the site, in the caller's transaction (after its limits). */
export async function authenticationOptions(sql: Sql, rp: RelyingParty, now: Date): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await storeChallenge(sql, options.challenge, 'connexion', null, now);
  return options;
}

/**
 * Opens a session with a passkey: the key known, its address still allowed, its signature checked
 * against a challenge given here and spent by this answer, its counter moved on (a cloned key is refused).
 */
export async function signInWithPasskey(
  db: Database,
  response: unknown,
  allowed: readonly string[],
  rp: RelyingParty,
  now: Date,
): Promise<Session | undefined> {
  if (!isAnswer<AuthenticationResponseJSON>(response)) return undefined;
  return db.transaction(async (sql) => {
    const [key] = await sql.query<PasskeyRow>('SELECT * FROM desk_passkeys WHERE credential_id = $1', [response.id]);
    if (!key || !allowed.includes(key.email)) return undefined;
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: async (challenge) => (await spendChallenge(sql, challenge, 'connexion', now)) !== undefined,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.credential_id,
        publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64url')),
        counter: Number(key.counter),
        ...transportsOf(key),
      },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) return undefined;
    await sql.query('UPDATE desk_passkeys SET counter = $2, last_used_at = $3::timestamptz WHERE credential_id = $1', [
      key.credential_id,
      verification.authenticationInfo.newCounter,
      now.toISOString(),
    ]);
    return openSession(sql, key.email, now);
  });
}

/** Removes one of an address's passkeys; its name, or undefined when the address has no such key. */
export async function removePasskey(db: Database, email: string, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>('DELETE FROM desk_passkeys WHERE email = $1 AND credential_id = $2 RETURNING name', [
    normaliseEmail(email),
    id,
  ]);
  return row?.name;
}

/** « Se déconnecter partout » with the keys: every passkey of the site goes, in the caller's transaction; the addresses that had one. */
export async function removeEveryPasskey(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ email: string }>('DELETE FROM desk_passkeys RETURNING email');
  return [...new Set(rows.map((row) => row.email))];
}

/** Forgets the challenges no one answered (the upkeep, and each new challenge). */
export async function purgeChallenges(sql: Sql, now: Date): Promise<void> {
  await sql.query('DELETE FROM desk_challenges WHERE expires_at <= $1::timestamptz', [now.toISOString()]);
}
