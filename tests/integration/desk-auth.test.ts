// The provider's sign-in on a real embedded database (lib/server/auth.ts): a link works once and
// for 15 minutes, only hashes are stored, a session ends after 12 hours idle or 7 days in all,
// and « Se déconnecter partout » ends every session and every unused link; passkeys
// (lib/server/passkeys.ts) refuse whatever is not a checked answer of a key still allowed.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeSignInLink, createSignInLink, endAllSessions, sessionOf, tokenHash } from '@/lib/server/auth';
import { openPglite, type Database } from '@/lib/server/db';
import { passkeysOf, registrationOptions, relyingParty, removePasskey, signInWithPasskey } from '@/lib/server/passkeys';
import { freshDataDir } from '../support/pglite';

const NOW = new Date('2026-12-01T10:00:00Z');
const plus = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ALLOWED = ['reservations@example.fr'];

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
    expect(await sessionOf(db, session.token, plus(11 * HOUR), ALLOWED)).toBeDefined();
    expect(await sessionOf(db, session.token, plus(11 * HOUR + 12 * HOUR + MINUTE), ALLOWED)).toBeUndefined();
  });

  it('ends after 7 days in all, however often it is used', async () => {
    const session = await open();
    for (let hours = 10; hours < 7 * 24; hours += 10) expect(await sessionOf(db, session.token, plus(hours * HOUR), ALLOWED)).toBeDefined();
    expect(await sessionOf(db, session.token, plus(7 * 24 * HOUR + MINUTE), ALLOWED)).toBeUndefined();
  });

  it('« Se déconnecter partout » ends every session and every unused link', async () => {
    const [a, b] = [await open(), await open()];
    const unused = await link();
    expect(await endAllSessions(db, plus(MINUTE))).toBeGreaterThanOrEqual(2);
    expect(await sessionOf(db, a.token, plus(2 * MINUTE), ALLOWED)).toBeUndefined();
    expect(await sessionOf(db, b.token, plus(2 * MINUTE), ALLOWED)).toBeUndefined();
    expect(await consumeSignInLink(db, unused, plus(2 * MINUTE))).toBeUndefined();
  });

  it('ends at the first request once its address may no longer sign in, and stays ended', async () => {
    const session = await open();
    expect(await sessionOf(db, session.token, plus(MINUTE), [])).toBeUndefined();
    expect(await sessionOf(db, session.token, plus(2 * MINUTE), ALLOWED)).toBeUndefined();
  });

  it('refuses a forged cookie', async () => {
    expect(await sessionOf(db, 'A'.repeat(43), NOW, ALLOWED)).toBeUndefined();
    expect(await sessionOf(db, undefined, NOW, ALLOWED)).toBeUndefined();
  });
});

describe('passkeys (the ceremony itself is tested in a browser: tests/e2e/espace-cles.spec.ts)', () => {
  const rp = relyingParty('https://www.salles-rive-gauche.fr', 'Salles Rive Gauche – espace prestataire');
  const keyRow = (id: string, email: string) =>
    db.query("INSERT INTO desk_passkeys (credential_id, email, public_key, name) VALUES ($1, $2, 'AAAA', 'Téléphone')", [id, email]);
  const answer = (id: string) => ({
    id,
    rawId: id,
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: '', signature: '' },
  });

  it('binds a new passkey to the site’s host, excludes the address’s keys, and keeps the challenge for that address only', async () => {
    await keyRow('cle-existante', 'reservations@example.fr');
    const options = await registrationOptions(db, 'Reservations@Example.fr', rp, NOW);
    expect(options.rp).toEqual({ id: 'www.salles-rive-gauche.fr', name: 'Salles Rive Gauche – espace prestataire' });
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual(['cle-existante']);
    const [challenge] = await db.query('SELECT purpose, email FROM desk_challenges WHERE challenge = $1', [options.challenge]);
    expect(challenge).toEqual({ purpose: 'ajout', email: 'reservations@example.fr' });
  });

  it('opens nothing for a malformed answer, an unknown key, or a key whose address may no longer sign in', async () => {
    const allowed = ['reservations@example.fr'];
    for (const forged of [undefined, 'cle', { id: 1 }, { ...answer('x'), type: 'other' }])
      expect(await signInWithPasskey(db, forged, allowed, rp, NOW)).toBeUndefined();
    expect(await signInWithPasskey(db, answer('cle-inconnue'), allowed, rp, NOW)).toBeUndefined();
    await keyRow('cle-ancienne', 'ancienne@example.fr');
    expect(await signInWithPasskey(db, answer('cle-ancienne'), allowed, rp, NOW)).toBeUndefined();
    // A known key whose signature does not check out: still nothing, and no session written.
    const sessions = (await db.query('SELECT 1 FROM desk_sessions')).length;
    expect(await signInWithPasskey(db, answer('cle-existante'), allowed, rp, NOW)).toBeUndefined();
    expect((await db.query('SELECT 1 FROM desk_sessions')).length).toBe(sessions);
  });

  it('removes only the signed-in address’s own key', async () => {
    expect(await removePasskey(db, 'reservations@example.fr', 'cle-ancienne')).toBeUndefined();
    expect(await removePasskey(db, 'reservations@example.fr', 'cle-existante')).toBe('Téléphone');
    expect((await passkeysOf(db, 'reservations@example.fr')).map((k) => k.id)).toEqual([]);
    expect((await passkeysOf(db, 'ancienne@example.fr')).map((k) => k.name)).toEqual(['Téléphone']);
  });
});
