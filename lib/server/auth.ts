// The provider's sign-in, owned by no feature (docs/architecture.md, « Un back-office
// authentifié »): a link e-mailed to a known address, good once for 15 minutes, opens a session
// that ends after 12 hours idle or 7 days in all, or at the first request once its address may no
// longer sign in. Changing what opens the desk (a passkey) asks for a sign-in less than 10 minutes
// old (`isFreshSignIn`, OWASP ASVS V3.7). Only SHA-256 hashes of the random tokens are
// stored: a copy of the database opens nothing. Which addresses may sign in, and the e-mail,
// are the caller's (lib/desk/session.ts): this layer imports no feature.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Sql } from './db';

export const LINK_TTL_MS = 15 * 60_000;
export const SESSION_IDLE_MS = 12 * 3_600_000;
export const SESSION_MAX_MS = 7 * 24 * 3_600_000;
/** How recent a sign-in must be to add or remove a passkey: a stolen session or an unlocked laptop cannot make itself permanent. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;
/** A session's last visit is written at most this often: not one write per page. */
const TOUCH_EVERY_MS = 60_000;

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as a visitor may send it: anything else is refused before the database is asked. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Stores a new sign-in link for `email` in the caller's transaction; returns the token to e-mail, never stored. */
export async function createSignInLink(sql: Sql, email: string, now: Date): Promise<string> {
  const token = newToken();
  await sql.query('INSERT INTO desk_links (token_hash, email, created_at, expires_at) VALUES ($1, $2, $3::timestamptz, $4::timestamptz)', [
    tokenHash(token),
    normaliseEmail(email),
    now.toISOString(),
    new Date(now.getTime() + LINK_TTL_MS).toISOString(),
  ]);
  return token;
}

/** An open session; `signedInAt`, when its link was spent or its passkey checked (ISO). */
export type Session = { email: string; token: string; signedInAt: string };

export const isFreshSignIn = (session: Session, now: Date) => now.getTime() - Date.parse(session.signedInAt) < FRESH_SIGN_IN_MS;

/**
 * Spends a sign-in link and opens a session, in one transaction: the link is marked used by the
 * same statement that checks it, so two clicks, two tabs or a mail scanner open one session at most.
 */
export async function consumeSignInLink(db: Database, token: string, now: Date): Promise<Session | undefined> {
  if (!isTokenShaped(token)) return undefined;
  return db.transaction(async (sql) => {
    const [link] = await sql.query<{ email: string }>(
      `UPDATE desk_links SET used_at = $2::timestamptz
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz RETURNING email`,
      [tokenHash(token), now.toISOString()],
    );
    if (!link) return undefined;
    return openSession(sql, link.email, now);
  });
}

/** A new session for `email`, in the caller's transaction (a link spent, or a passkey checked: lib/server/passkeys.ts). */
export async function openSession(sql: Sql, email: string, now: Date): Promise<Session> {
  const token = newToken();
  await sql.query(
    'INSERT INTO desk_sessions (token_hash, email, created_at, last_seen_at) VALUES ($1, $2, $3::timestamptz, $3::timestamptz)',
    [tokenHash(token), email, now.toISOString()],
  );
  return { email, token, signedInAt: now.toISOString() };
}

/**
 * The session of a cookie's token, if it is still open and its address is still `allowed`; its
 * last visit is recorded. The session of an address no longer allowed ends here, for good.
 */
export async function sessionOf(
  db: Database,
  token: string | undefined,
  now: Date,
  allowed: readonly string[],
): Promise<Session | undefined> {
  if (!token || !isTokenShaped(token)) return undefined;
  const [row] = await db.query<{ email: string; created_at: string | Date; last_seen_at: string | Date }>(
    'SELECT email, created_at, last_seen_at FROM desk_sessions WHERE token_hash = $1 AND ended_at IS NULL',
    [tokenHash(token)],
  );
  if (!row) return undefined;
  const created = new Date(row.created_at).getTime();
  const seen = new Date(row.last_seen_at).getTime();
  if (now.getTime() - seen > SESSION_IDLE_MS || now.getTime() - created > SESSION_MAX_MS) return undefined;
  if (!allowed.includes(row.email)) {
    await endSession(db, token, now);
    return undefined;
  }
  if (now.getTime() - seen > TOUCH_EVERY_MS) {
    await db.query('UPDATE desk_sessions SET last_seen_at = $2::timestamptz WHERE token_hash = $1', [tokenHash(token), now.toISOString()]);
  }
  return { email: row.email, token, signedInAt: new Date(row.created_at).toISOString() };
}

export async function endSession(db: Database, token: string, now: Date): Promise<void> {
  await db.query('UPDATE desk_sessions SET ended_at = $2::timestamptz WHERE token_hash = $1 AND ended_at IS NULL', [
    tokenHash(token),
    now.toISOString(),
  ]);
}

/** « Se déconnecter partout »: every open session ends, on every device, and unused links die too; in the caller's transaction. */
export async function endEverySession(sql: Sql, now: Date): Promise<number> {
  await sql.query('UPDATE desk_links SET used_at = $1::timestamptz WHERE used_at IS NULL', [now.toISOString()]);
  return (await sql.query('UPDATE desk_sessions SET ended_at = $1::timestamptz WHERE ended_at IS NULL RETURNING 1', [now.toISOString()]))
    .length;
}

export const endAllSessions = (db: Database, now: Date): Promise<number> => db.transaction((sql) => endEverySession(sql, now));

/** Forgets spent links and ended sessions after a day: nothing else reads them. */
export async function purgeAuth(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  await db.query('DELETE FROM desk_links WHERE expires_at < $1::timestamptz', [before]);
  await db.query(
    `DELETE FROM desk_sessions WHERE ended_at < $1::timestamptz OR last_seen_at < $2::timestamptz OR created_at < $3::timestamptz`,
    [
      before,
      new Date(now.getTime() - SESSION_IDLE_MS - 24 * 3_600_000).toISOString(),
      new Date(now.getTime() - SESSION_MAX_MS - 24 * 3_600_000).toISOString(),
    ],
  );
}
