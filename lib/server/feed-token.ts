// The token of the provider's private calendar feed (app/agenda/[jeton]): a calendar app
// cannot sign in, so the address itself is the key. Only its SHA-256 hash is stored (in
// quote_settings, beside the other per-site secrets): a copy of the database does not give
// the address away. Renewing it ends the old address at once.
import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Sql } from './db';
import { storedSetting, storeSetting } from './stored-settings';

const SETTING = 'feed_token_hash';

/** Longer than any token this module makes: a longer one is refused without hashing it. */
const MAX_TOKEN_LENGTH = 128;

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** A new random token (256 bits, URL-safe), returned once: only its hash is kept, and the previous token stops working. */
export async function renewFeedToken(sql: Sql): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await storeSetting(sql, SETTING, hashOf(token).toString('hex'));
  return token;
}

/** Whether `token` is the current one; never true before a first renewal. Hashes compared in constant time. */
export async function feedTokenValid(sql: Sql, token: string): Promise<boolean> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return false;
  const value = await storedSetting(sql, SETTING);
  if (value === undefined) return false;
  const expected = Buffer.from(value, 'hex');
  const given = hashOf(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
