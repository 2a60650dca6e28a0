// The desk's doors against a real database and a real SMTP server on loopback, the same cases on
// PGlite and on PostgreSQL (tests/integration/desk-doors-*.test.ts): a passkey changed only with a
// fresh sign-in, and e-mailed; « Se déconnecter partout » with the keys; an address taken out of
// DESK_EMAILS; floods of challenges, links and acceptances that never stop the provider; numbers
// from a URL or a form that are none. Distinct networks are distinct client addresses, as
// clientAddress reads them. Each file sets the database in the environment before the service
// starts, and counts the signed PDFs rendered (`renders`, a wrapper of lib/devis/evidence.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../lib/server/db';
import type { Session } from '../../lib/server/auth';
import { SoftAuthenticator } from './authenticator';
import { sampleQuote, token } from './quotes';
import { startSmtpSink, type Sink } from './smtp';

type Desk = typeof import('../../lib/devis/server');
type DeskAuth = typeof import('../../lib/desk/session');
type Doors = typeof import('../../lib/desk/doors');

const PROVIDER = 'reservations@example.fr';
const PARTNER = 'associe@example.fr';
const ORIGIN = 'https://www.salles-rive-gauche.fr';
const MINUTE = 60_000;
/** The real clock, an hour back: the queue's worker sends with it what is due, and every time below is past. */
const NOW = new Date(Date.now() - 60 * MINUTE);
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

/** The provider's office, and strangers: each on a network of its own (an IPv4 /24). */
const OFFICE = '203.0.113.9';
const stranger = (n: number) => `198.51.${n}.10`;

export function describeDoors(name: string, setup: () => Promise<{ cleanup: () => Promise<void> | void }>, renders: { count: number }) {
  describe(`the desk’s doors on ${name}`, () => {
    let desk: Desk;
    let auth: DeskAuth;
    let doors: Doors;
    let db: Database;
    let sink: Sink;
    let cleanup: () => Promise<void> | void;
    const phone = new SoftAuthenticator(ORIGIN);

    beforeAll(async () => {
      sink = await startSmtpSink();
      Object.assign(process.env, {
        SMTP_URL: sink.url,
        DEVIS_EMAIL_TO: PROVIDER,
        DESK_EMAILS: PARTNER,
        DEVIS_RATE_LIMIT: '0',
        DEVIS_NETWORK_LIMIT: '0',
        DEVIS_GLOBAL_LIMIT: '0',
      });
      ({ cleanup } = await setup());
      desk = await import('../../lib/devis/server');
      auth = await import('../../lib/desk/session');
      doors = await import('../../lib/desk/doors');
      db = (await (await import('../../lib/quotes/server')).quoteService()).db;
    }, 180_000);

    afterAll(async () => {
      const { closeDatabase } = await import('../../lib/server/db');
      await closeDatabase();
      await cleanup?.();
      await sink?.close();
    });

    /** Mails received by `to` whose text contains `words`, once they came (the queue sends them a moment later). */
    async function mailsTo(to: string, words: string, count = 1) {
      const matching = () => sink.mails.filter((mail) => mail.to.includes(to) && mail.text.includes(words));
      const end = Date.now() + 60_000;
      while (matching().length < count && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
      return matching();
    }

    /** A sign-in link asked for `email` from `address`, followed: the session it opens. */
    async function signInByLink(email: string, address: string, when: Date): Promise<Session> {
      const before = (await mailsTo(email, 'jeton=', 0)).length;
      expect(await auth.requestSignInLink(email, address, when)).toEqual({ ok: true });
      const mail = (await mailsTo(email, 'jeton=', before + 1)).at(-1)!;
      const link = /jeton=([\w-]{43})/.exec(mail.text)![1]!;
      return (await auth.linkSession(link, address, when))!;
    }

    const queuedLinks = async () => (await db.query("SELECT 1 FROM quote_outbox WHERE kind = 'connexion'")).length;

    describe('passkeys', () => {
      it('adding one with a 20-minute-old session is refused and asks for a new e-mail link, in French', async () => {
        const old = await signInByLink(PROVIDER, OFFICE, at(-20));
        const refused = await doors.passkeyOptionsFor(old, NOW);
        expect(refused).toEqual({
          ok: false,
          message: expect.stringContaining('recevez un nouveau lien de connexion par e-mail'),
          relink: true,
        });
        // Even with an answer made on a challenge from elsewhere: nothing kept, nothing e-mailed.
        const { registrationOptions, passkeysOf } = await import('../../lib/server/passkeys');
        const answer = new SoftAuthenticator(ORIGIN).register(await registrationOptions(db, PROVIDER, doors.deskRelyingParty(), NOW));
        expect(await doors.addPasskeyFor(old, answer, 'Portable volé', NOW)).toEqual({
          ok: false,
          message: doors.RELINK_MESSAGE,
          relink: true,
        });
        expect(await passkeysOf(db, PROVIDER)).toEqual([]);
      });

      it('a device that does not verify its user makes no passkey: user verification is required', async () => {
        const fresh = await signInByLink(PROVIDER, OFFICE, at(-1));
        const asked = await doors.passkeyOptionsFor(fresh, NOW);
        if (!asked.ok) throw new Error(asked.message);
        expect(asked.options.authenticatorSelection?.userVerification).toBe('required');
        const careless = new SoftAuthenticator(ORIGIN, false);
        expect(await doors.addPasskeyFor(fresh, careless.register(asked.options), 'Clé sans code', NOW)).toMatchObject({ ok: false });
      });

      it('a passkey added with a fresh session is e-mailed to the address, and then opens the desk', async () => {
        const fresh = await signInByLink(PROVIDER, OFFICE, at(-1));
        const asked = await doors.passkeyOptionsFor(fresh, NOW);
        if (!asked.ok) throw new Error(asked.message);
        expect(await doors.addPasskeyFor(fresh, phone.register(asked.options), 'Téléphone de Claire', NOW)).toEqual({
          ok: true,
          message: 'Clé d’accès « Téléphone de Claire » ajoutée : vous pourrez vous connecter avec elle, sans e-mail.',
        });
        const [mail] = await mailsTo(PROVIDER, 'La clé d’accès « Téléphone de Claire » a été ajoutée');
        expect(mail?.headers.subject).toBe('Clés d’accès de l’espace prestataire modifiées — Salles Rive Gauche');
        const options = (await auth.passkeySignInOptions(OFFICE, NOW))!;
        expect(options.userVerification).toBe('required');
        expect(await auth.passkeySession(phone.assert(options), OFFICE, NOW)).toMatchObject({ email: PROVIDER });
      });

      it('after « Se déconnecter partout » with removal, the passkey no longer opens the desk, and the address is told', async () => {
        const session = (await auth.passkeySession(phone.assert((await auth.passkeySignInOptions(OFFICE, NOW))!), OFFICE, NOW))!;
        expect(await auth.deskSession(session.token, NOW)).toBeDefined();
        await doors.signOutEverywhere(true, NOW);
        expect(await auth.deskSession(session.token, at(1))).toBeUndefined();
        expect(await auth.passkeySession(phone.assert((await auth.passkeySignInOptions(OFFICE, at(1)))!), OFFICE, at(1))).toBeUndefined();
        expect(await mailsTo(PROVIDER, 'Toutes les clés d’accès de l’espace prestataire ont été retirées')).toHaveLength(1);
      });
    });

    it('an address taken out of DESK_EMAILS loses its open session at its next request, for good', async () => {
      const session = await signInByLink(PARTNER, '192.0.2.44', NOW);
      expect(await auth.deskSession(session.token, NOW)).toMatchObject({ email: PARTNER });
      process.env.DESK_EMAILS = '';
      try {
        expect(await auth.deskSession(session.token, at(1))).toBeUndefined();
      } finally {
        process.env.DESK_EMAILS = PARTNER;
      }
      expect(await auth.deskSession(session.token, at(2))).toBeUndefined();
    });

    describe('floods', () => {
      it('300 anonymous challenges from one network, then from many: the provider’s passkey sign-in from the office still works', async () => {
        // The provider's passkey, and their office known from a sign-in.
        const fresh = await signInByLink(PROVIDER, OFFICE, at(10));
        const asked = await doors.passkeyOptionsFor(fresh, at(10));
        if (!asked.ok) throw new Error(asked.message);
        expect(await doors.addPasskeyFor(fresh, phone.register(asked.options), 'Téléphone', at(10))).toMatchObject({ ok: true });

        const one = await Promise.all(Array.from({ length: 300 }, () => auth.passkeySignInOptions('192.0.2.200', at(11))));
        expect(one.filter(Boolean)).toHaveLength(doors.DOOR_LIMITS.challengesPerNetwork.max);
        // Another network, never seen before: still given a challenge.
        expect(await auth.passkeySignInOptions('100.64.0.1', at(11))).toBeDefined();
        // Twenty networks more fill what unknown networks share: the next unknown one waits…
        for (let n = 1; n <= 20; n++) await Promise.all(Array.from({ length: 20 }, () => auth.passkeySignInOptions(`10.${n}.0.1`, at(11))));
        expect(await auth.passkeySignInOptions('100.64.1.1', at(11))).toBeUndefined();
        // …but not the office, where the desk was opened from.
        const options = await auth.passkeySignInOptions(OFFICE, at(11));
        expect(await auth.passkeySession(phone.assert(options!), OFFICE, at(11))).toMatchObject({ email: PROVIDER });
      });

      it('six link requests for the provider’s address from other networks: a bounded number of links, the same answer, and the provider still gets one', async () => {
        const before = await queuedLinks();
        for (let n = 1; n <= 6; n++) expect(await auth.requestSignInLink(PROVIDER, stranger(n), at(20))).toEqual({ ok: true });
        // Strangers' asks share a bounded number of links (the office's first sign-in, from a network not yet known, took one).
        const sent = (await queuedLinks()) - before;
        expect(sent).toBeGreaterThan(0);
        expect(sent).toBeLessThanOrEqual(doors.DOOR_LIMITS.linksPerAddressFromElsewhere.max);
        const session = await signInByLink(PROVIDER, OFFICE, at(20));
        expect(session.email).toBe(PROVIDER);
        // One network asking too often is told so, and only that network.
        for (let n = 0; n < doors.DOOR_LIMITS.linksPerNetwork.max; n++)
          await auth.requestSignInLink(`x${n}@example.fr`, '192.0.2.77', at(21));
        expect(await auth.requestSignInLink(PROVIDER, '192.0.2.78', at(21))).toMatchObject({
          ok: false,
          message: expect.stringContaining('Trop de demandes de lien'),
        });
        expect(await auth.requestSignInLink(PROVIDER, OFFICE, at(21))).toEqual({ ok: true });
      });

      it('50 acceptance posts at once on an accepted devis: no PDF rendered, every one answered', async () => {
        const { quoteService } = await import('../../lib/quotes/server');
        const { reference } = await (
          await quoteService()
        ).store.insert(sampleQuote({ name: 'Jeanne Martin', email: 'jeanne@example.fr', eventDate: '2027-05-08' }), token(7001), {
          notify: false,
          now: NOW,
        });
        const id = (await desk.draftDevis(reference, PROVIDER, NOW))!;
        expect(await desk.sendDevis(id, PROVIDER, NOW)).toMatchObject({ ok: true });
        const [sent] = await db.query<{ payload: { text: string } }>(
          "SELECT payload FROM quote_outbox WHERE devis_id = $1 AND kind = 'devis_client'",
          [id],
        );
        const link = /\/devis\/accepter\/([\w-]{43})/.exec(sent!.payload.text)![1]!;
        const visitor = (address: string) => ({ name: 'Jeanne Martin', agreed: true, address, browser: 'Mozilla/5.0 (test)' });
        expect(await desk.acceptDevis(link, visitor('192.0.2.10'), at(30))).toMatchObject({ ok: true });
        expect(renders.count).toBe(1);

        for (const [label, addresses] of [
          ['from one network', Array.from({ length: 50 }, () => '192.0.2.11')],
          ['from fifty networks', Array.from({ length: 50 }, (_, n) => `172.16.${n}.1`)],
        ] as const) {
          const started = performance.now();
          const outcomes = await Promise.all(addresses.map((address) => desk.acceptDevis(link, visitor(address), at(31))));
          console.info(`[portes] 50 acceptations ${label} sur un devis accepté : ${Math.round(performance.now() - started)} ms`);
          expect(outcomes).toHaveLength(50);
          expect(outcomes.every((o) => (o.ok && o.already) || (!o.ok && o.reason === 'limite'))).toBe(true);
        }
        expect(renders.count).toBe(1);
        // An expired devis renders nothing either.
        const other = await (
          await quoteService()
        ).store.insert(sampleQuote({ name: 'Paul Grand', email: 'paul@example.fr', eventDate: '2027-06-05' }), token(7002), {
          notify: false,
          now: NOW,
        });
        const expiring = (await desk.draftDevis(other.reference, PROVIDER, NOW))!;
        await desk.sendDevis(expiring, PROVIDER, NOW);
        const [late] = await db.query<{ payload: { text: string } }>(
          "SELECT payload FROM quote_outbox WHERE devis_id = $1 AND kind = 'devis_client'",
          [expiring],
        );
        const lateLink = /\/devis\/accepter\/([\w-]{43})/.exec(late!.payload.text)![1]!;
        expect(await desk.acceptDevis(lateLink, visitor('192.0.2.12'), at(60 * 24 * 40))).toEqual({ ok: false, reason: 'expire' });
        expect(renders.count).toBe(1);
      });
    });

    it('`?page=1e400`, `lignes=1e9`, `id=abc`: read as no number at once, never a loop nor a query with NaN', () => {
      expect(desk.parsePage('1e400', 100_000)).toBeUndefined();
      expect(desk.parsePage(undefined, 100_000)).toBe(1);
      expect(desk.parsePage('3', 100_000)).toBe(3);
      expect(desk.parseId('abc')).toBeUndefined();
      expect(desk.parseId('1e3')).toBeUndefined();
      expect(desk.parseId('99999999999')).toBeUndefined();
      expect(desk.parseId('42')).toBe(42);
      const form = new FormData();
      form.set('lignes', '1e9');
      expect(desk.parseDevisForm(form)).toEqual({
        ok: false,
        problems: [{ field: 'lines', message: expect.stringContaining('au plus 200 lignes') }],
      });
      form.set('lignes', '1000000000');
      expect(desk.parseDevisForm(form)).toMatchObject({ ok: false, problems: [{ field: 'lines' }] });
    });
  });
}
