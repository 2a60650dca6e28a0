// The provider's sign-in on a real embedded database (lib/server/auth.ts): a link works once and
// for 15 minutes, only hashes are stored, a session ends after 12 hours idle or 7 days in all,
// and « Se déconnecter partout » ends every session and every unused link.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeSignInLink, createSignInLink, endAllSessions, sessionOf, tokenHash } from '@/lib/server/auth';
import { openPglite, type Database } from '@/lib/server/db';
import { freshDataDir } from '../support/pglite';

const NOW = new Date('2026-12-01T10:00:00Z');
const plus = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let db: Database;
let dir: string;

beforeAll(async () => {
  dir = freshDataDir();
  db = await openPglite(dir);
});

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const link = (email = 'reservations@example.fr', at = NOW) => db.transaction((sql) => createSignInLink(sql, email, at));

describe('sign-in links', () => {
  it('stores only the hash of the token', async () => {
    const token = await link();
    const rows = await db.query<{ token_hash: string }>('SELECT token_hash FROM desk_links');
    expect(rows.map((r) => r.token_hash)).toContain(tokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('opens one session, once: a second click, a second tab or a mail scanner gets nothing', async () => {
    const token = await link();
    const both = await Promise.all([consumeSignInLink(db, token, plus(MINUTE)), consumeSignInLink(db, token, plus(MINUTE))]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await consumeSignInLink(db, token, plus(2 * MINUTE))).toBeUndefined();
  });

  it('expires after 15 minutes', async () => {
    const token = await link();
    expect(await consumeSignInLink(db, token, plus(15 * MINUTE + 1))).toBeUndefined();
  });

  it('refuses a forged token without asking the database what it is', async () => {
    expect(await consumeSignInLink(db, 'x'.repeat(43), NOW)).toBeUndefined();
    expect(await consumeSignInLink(db, "' OR 1=1 --", NOW)).toBeUndefined();
  });
});

describe('sessions', () => {
  const open = async (at = NOW) => (await consumeSignInLink(db, await link('reservations@example.fr', at), at))!;

  it('stores only the hash, and names the address it was opened for', async () => {
    const session = await open();
    expect(session.email).toBe('reservations@example.fr');
    const rows = await db.query<{ token_hash: string }>('SELECT token_hash FROM desk_sessions');
    expect(JSON.stringify(rows)).not.toContain(session.token);
  });

  it('ends after 12 hours without a visit', async () => {
    const session = await open();
    expect(await sessionOf(db, session.token, plus(11 * HOUR))).toBeDefined();
    expect(await sessionOf(db, session.token, plus(11 * HOUR + 12 * HOUR + MINUTE))).toBeUndefined();
  });

  it('ends after 7 days in all, however often it is used', async () => {
    const session = await open();
    for (let hours = 10; hours < 7 * 24; hours += 10) expect(await sessionOf(db, session.token, plus(hours * HOUR))).toBeDefined();
    expect(await sessionOf(db, session.token, plus(7 * 24 * HOUR + MINUTE))).toBeUndefined();
  });

  it('« Se déconnecter partout » ends every session and every unused link', async () => {
    const [a, b] = [await open(), await open()];
    const unused = await link();
    expect(await endAllSessions(db, plus(MINUTE))).toBeGreaterThanOrEqual(2);
    expect(await sessionOf(db, a.token, plus(2 * MINUTE))).toBeUndefined();
    expect(await sessionOf(db, b.token, plus(2 * MINUTE))).toBeUndefined();
    expect(await consumeSignInLink(db, unused, plus(2 * MINUTE))).toBeUndefined();
  });

  it('refuses a forged cookie', async () => {
    expect(await sessionOf(db, 'A'.repeat(43), NOW)).toBeUndefined();
    expect(await sessionOf(db, undefined, NOW)).toBeUndefined();
  });
});
