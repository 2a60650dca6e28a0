// The provider's desk against a real database, the same cases on PGlite and on PostgreSQL
// (tests/integration/desk-*.test.ts): a request drafted into a devis with the engine's figures,
// numbered with no gap, sent once, accepted once, two acceptances racing for one room, a
// deposit that does not come, bad input refused with its field, erasure keeping the contract.
// The service reads its database from the environment, set by each file before it imports.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../lib/server/db';
import { sampleQuote, token } from './quotes';

type Desk = typeof import('../../lib/devis/server');
type DeskInternals = typeof import('../../lib/devis/send');

const DAY = 86_400_000;
const NOW = new Date('2026-12-01T10:00:00Z');
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

/** A PDF's text as a reader copies it: every kind of space one space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** `npm run devis -- …`, as the provider types it, on the suite's database. */
const devisCli = async (...args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/devis.ts', ...args]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
};

export function describeDesk(name: string, setup: () => Promise<{ cleanup: () => Promise<void> | void }>) {
  describe(`the desk on ${name}`, () => {
    let desk: Desk;
    let internals: DeskInternals;
    let db: Database;
    let cleanup: () => Promise<void> | void;
    let n = 0;

    /** A stored request: a children's Saturday morning at Vaugirard unless told otherwise. */
    async function request(overrides: Parameters<typeof sampleQuote>[0] = {}, at = NOW) {
      const { quoteService } = await import('../../lib/quotes/server');
      const service = await quoteService();
      n++;
      const { reference } = await service.store.insert(
        sampleQuote({ name: `Client ${n}`, email: `client${n}@example.fr`, ...overrides }),
        token(9000 + n),
        {
          notify: false,
          now: at,
        },
      );
      return reference;
    }

    const outbox = (devisId: number) =>
      db.query<{ kind: string; payload: { to: string; subject: string; text: string; attachments?: unknown[] } }>(
        'SELECT kind, payload FROM quote_outbox WHERE devis_id = $1 ORDER BY id',
        [devisId],
      );
    const bookings = (devisId: number) =>
      db.query<{ unit: string; kind: string; released: boolean }>(
        'SELECT unit, kind, released_at IS NOT NULL AS released FROM bookings WHERE devis_id = $1 ORDER BY id',
        [devisId],
      );
    const tokenOf = (devisId: number) => {
      const mail = sentTokens.get(devisId);
      if (!mail) throw new Error(`pas de lien pour le devis ${devisId}`);
      return mail;
    };
    const sentTokens = new Map<number, string>();

    /** Drafts and sends a devis for a new request; the acceptance token is read back from the queued e-mail, as the visitor gets it. */
    async function sent(overrides: Parameters<typeof sampleQuote>[0] = {}, now = NOW) {
      const reference = await request(overrides, now);
      const id = (await desk.draftDevis(reference, 'test@example.fr', now))!;
      const outcome = await desk.sendDevis(id, 'test@example.fr', now);
      expect(outcome).toMatchObject({ ok: true });
      const [mail] = (await outbox(id)).filter((m) => m.kind === 'devis_client');
      const link = /\/(?:devis\/accepter|en\/quote\/accept)\/([A-Za-z0-9_-]{43})/.exec(mail!.payload.text);
      sentTokens.set(id, link![1]!);
      return { reference, id };
    }

    // Each test's visitors come from their own network: the acceptances the doors count per network stay the test's own.
    let network = 0;
    beforeEach(() => {
      network++;
    });
    const visitor = (name = 'Jeanne Martin') => ({ name, agreed: true, address: `198.18.${network}.10`, browser: 'Mozilla/5.0 (test)' });

    beforeAll(async () => {
      ({ cleanup } = await setup());
      desk = await import('../../lib/devis/server');
      internals = await import('../../lib/devis/send');
      db = (await (await import('../../lib/quotes/server')).quoteService()).db;
    }, 180_000);

    afterAll(async () => {
      const { closeDatabase } = await import('../../lib/server/db');
      await closeDatabase();
      await cleanup?.();
    });

    it('drafts the devis from the engine: the same lines and total as /calcul, and a second click finds the same draft', async () => {
      const reference = await request({ persons: 30 });
      const [first, second] = await Promise.all([
        desk.draftDevis(reference, 'a@example.fr', NOW),
        desk.draftDevis(reference, 'a@example.fr', NOW),
      ]);
      expect(first).toBeDefined();
      expect(second).toBe(first);
      const devis = (await desk.findDevis(first!))!;
      const view = (await desk.requestView(reference))!;
      expect(view.price).toMatchObject({ ok: true, total: 260, tax: 'TTC' });
      // 210 € the morning, + 50 € above 25 people: the engine's lines, in cents.
      expect(devis.body.lines.map((line) => [line.unitCents, line.quantity, line.vatRate])).toEqual([
        [21000, 1, 20],
        [5000, 1, 20],
      ]);
      expect(devis.totals.ttcCents).toBe(26000);
      expect(devis.body.rental).toMatchObject({ units: ['vaugirard'], dates: ['2027-03-06'], start: '09:00', end: '12:30' });
    });

    it('numbers devis by year with no gap, even sent at once, and never twice for a double click', async () => {
      const drafts = await Promise.all([request(), request(), request()].map(async (r) => desk.draftDevis(await r, 'a@example.fr', NOW)));
      // Different dates: the options do not matter here.
      const results = await Promise.all(
        drafts.flatMap((id) => [desk.sendDevis(id!, 'a@example.fr', NOW), desk.sendDevis(id!, 'a@example.fr', NOW)]),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      const numbers = (await db.query<{ number: string }>('SELECT number FROM devis WHERE number IS NOT NULL ORDER BY number')).map(
        (r) => r.number,
      );
      expect(numbers).toEqual(numbers.map((_, i) => `D-2026-${String(i + 1).padStart(4, '0')}`));
      for (const id of drafts) expect((await outbox(id!)).map((m) => m.kind)).toEqual(['devis_client', 'devis_copie']);
    });

    it('sends once: the PDF stored with its hash, the room held as an option, both e-mails queued with the PDF', async () => {
      const { id, reference } = await sent();
      const devis = (await desk.findDevis(id))!;
      expect(devis.status).toBe('envoye');
      expect(devis.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
      const [row] = await db.query<{ pdf: Uint8Array }>('SELECT pdf FROM devis WHERE id = $1', [id]);
      expect(internals.sha256(row!.pdf)).toBe(devis.pdfSha256);
      expect(await bookings(id)).toEqual([{ unit: 'vaugirard', kind: 'option', released: false }]);
      const mails = await outbox(id);
      expect(mails.map((m) => [m.kind, m.payload.to])).toEqual([
        ['devis_client', `client${n}@example.fr`],
        ['devis_copie', expect.any(String)],
      ]);
      expect(mails[0]!.payload.attachments).toHaveLength(1);
      // Signed with the provider's legal identity, as the devis prints it.
      expect(mails[0]!.payload.text).toMatch(/Salles Rive Gauche, SAS au capital de 10\s000\s€, siège social\s: 1 rue de Vaugirard/);
      expect((await desk.requestView(reference))!.quote.state).toBe('devis_envoye');
      // Sent is frozen: the editor refuses, the send again is a no-op.
      const edit = await desk.saveDraft(
        id,
        {
          lines: devis.body.lines,
          depositCents: 0,
          firmOn: 'acompte',
          depositDays: 8,
          validityDays: 15,
          note: undefined,
          date: '2027-03-06',
          start: '09:00',
          end: '12:30',
        },
        'a@example.fr',
      );
      expect(edit).toMatchObject({ ok: false, problems: [{ message: expect.stringContaining('déjà été envoyé') }] });
    });

    it('refuses a negative total and a line without VAT rate beside their fields, and keeps the draft', async () => {
      const reference = await request({ eventDate: '2027-04-10' });
      const id = (await desk.draftDevis(reference, 'a@example.fr', NOW))!;
      const devis = (await desk.findDevis(id))!;
      const base = {
        depositCents: 0,
        firmOn: 'acompte' as const,
        depositDays: 8,
        validityDays: 15,
        note: undefined,
        date: '2027-04-10',
        start: '09:00',
        end: '12:30',
      };
      const negative = await desk.saveDraft(
        id,
        { ...base, lines: [...devis.body.lines, { label: 'Remise', unitCents: -100_000, quantity: 1, vatRate: 20, origin: 'remise' }] },
        'a@example.fr',
      );
      expect(negative.ok).toBe(false);
      const noRate = await desk.saveDraft(id, { ...base, lines: [{ ...devis.body.lines[0]!, vatRate: Number.NaN }] }, 'a@example.fr');
      expect(noRate, JSON.stringify(noRate)).toMatchObject({
        ok: false,
        problems: expect.arrayContaining([expect.objectContaining({ field: 'lines.0.vatRate' })]),
      });
      expect((await desk.findDevis(id))!.body.lines).toEqual(devis.body.lines);
    });

    it('accepts once from two tabs: one reservation, one pair of e-mails, the evidence recorded', async () => {
      const { id } = await sent({ eventDate: '2027-05-08' });
      // The signature is cleaned as every typed line is: no override to make it read backwards, no tab.
      const typed = ' \u202eJeanne\tMartin ';
      const outcomes = await Promise.all([
        desk.acceptDevis(tokenOf(id), visitor(typed), later(1)),
        desk.acceptDevis(tokenOf(id), visitor(typed), later(1)),
      ]);
      expect(outcomes.filter((o) => o.ok && !('already' in o && o.already))).toHaveLength(1);
      expect(await bookings(id)).toEqual([{ unit: 'vaugirard', kind: 'reservation', released: false }]);
      expect((await outbox(id)).map((m) => m.kind)).toEqual([
        'devis_client',
        'devis_copie',
        'acceptation_client',
        'acceptation_prestataire',
      ]);
      const devis = (await desk.findDevis(id))!;
      expect(devis.evidence).toMatchObject({
        name: 'Jeanne Martin',
        address: visitor().address,
        browser: 'Mozilla/5.0 (test)',
        checkbox: "J'ai lu et j'accepte les conditions de location",
        pdfSha256: devis.pdfSha256,
        terms: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      });
    });

    it('two visitors racing for one room: the database keeps one reservation, the other reads that the date was taken', async () => {
      const a = await sent({ eventDate: '2027-06-05' });
      const b = await sent({ eventDate: '2027-06-05' });
      const outcomes = await Promise.all([
        desk.acceptDevis(tokenOf(a.id), visitor('Anne Petit'), later(1)),
        desk.acceptDevis(tokenOf(b.id), visitor('Paul Grand'), later(1)),
      ]);
      expect(
        outcomes.filter((o) => o.ok),
        JSON.stringify(outcomes),
      ).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, reason: 'pris' }]);
      const reserved = await db.query(
        `SELECT devis_id FROM bookings WHERE unit = 'vaugirard' AND kind = 'reservation' AND released_at IS NULL AND lower(during)::date = '2027-06-05'`,
      );
      expect(reserved).toHaveLength(1);
      const loser = outcomes[0]?.ok ? b.id : a.id;
      expect((await outbox(loser)).map((m) => m.kind)).toContain('alerte_conflit');
      expect((await desk.findDevis(loser))!.status).toBe('envoye');
    });

    it('each link shows its own devis and nothing else; one changed character shows nothing', async () => {
      const a = await sent({ eventDate: '2027-06-12', name: 'Anne Petit' });
      const b = await sent({ eventDate: '2027-06-19', name: 'Paul Grand' });
      const pageA = await desk.acceptancePage(tokenOf(a.id), later(1));
      expect(pageA).toMatchObject({ state: 'ouvert', devis: { id: a.id, number: (await desk.findDevis(a.id))!.number } });
      expect(JSON.stringify(pageA)).not.toContain('Paul Grand');
      expect(await desk.acceptDevis(tokenOf(a.id), visitor('Anne Petit'), later(1))).toMatchObject({ ok: true });
      expect((await desk.findDevis(b.id))!.status).toBe('envoye');
      const forged = `${tokenOf(b.id).slice(0, -1)}${tokenOf(b.id).endsWith('A') ? 'B' : 'A'}`;
      expect(await desk.acceptancePage(forged, later(1))).toEqual({ state: 'inconnu' });
      expect(await desk.acceptDevis(forged, visitor(), later(1))).toEqual({ ok: false, reason: 'inconnu' });
    });

    it('refuses to send a devis for a date already reserved, beside the date', async () => {
      const { id } = await sent({ eventDate: '2027-07-03' });
      expect(await desk.acceptDevis(tokenOf(id), visitor(), later(1))).toMatchObject({ ok: true });
      const reference = await request({ eventDate: '2027-07-03' });
      const draft = (await desk.draftDevis(reference, 'a@example.fr', later(2)))!;
      expect(await desk.sendDevis(draft, 'a@example.fr', later(2))).toMatchObject({ ok: false, problems: [{ field: 'rental.dates' }] });
    });

    it('a correction is a new version: the old link says it was replaced', async () => {
      const { id } = await sent({ eventDate: '2027-08-07' });
      const revision = (await desk.reviseDevis(id, 'a@example.fr', later(1)))!;
      expect(await desk.sendDevis(revision, 'a@example.fr', later(1))).toMatchObject({ ok: true });
      const page = await desk.acceptancePage(tokenOf(id), later(1));
      expect(page).toMatchObject({ state: 'remplace', newer: (await desk.findDevis(revision))!.number });
      expect(await desk.acceptDevis(tokenOf(id), visitor(), later(1))).toEqual({ ok: false, reason: 'termine' });
      expect(await bookings(id)).toEqual([{ unit: 'vaugirard', kind: 'option', released: true }]);
    });

    it('an expired devis cannot be accepted, and the sweep frees its room', async () => {
      const { id, reference } = await sent({ eventDate: '2027-09-04' });
      expect(await desk.acceptDevis(tokenOf(id), visitor(), later(16))).toEqual({ ok: false, reason: 'expire' });
      await desk.sweepDevis(later(16));
      expect((await desk.requestView(reference))!.quote.state).toBe('expire');
      expect((await bookings(id)).every((b) => b.released)).toBe(true);
    });

    it('a deposit that does not come in time releases the date and tells both sides; one that comes keeps it', async () => {
      const unpaid = await sent({ eventDate: '2027-10-02' });
      const paid = await sent({ eventDate: '2027-10-09' });
      for (const { id } of [unpaid, paid]) expect(await desk.acceptDevis(tokenOf(id), visitor(), later(1))).toMatchObject({ ok: true });
      const { recordTransfer } = await import('../../lib/payments/server');
      expect(await recordTransfer(paid.id, '2026-12-03', '78,00', 'a@example.fr', later(2))).toMatchObject({ ok: true });
      expect(await recordTransfer(paid.id, '', '78,00', 'a@example.fr', later(2))).toMatchObject({
        ok: false,
        problems: [{ field: 'depositOn' }],
      });
      await desk.sweepDevis(later(10));
      expect((await desk.findDevis(unpaid.id))!.status).toBe('expire');
      expect((await outbox(unpaid.id)).map((m) => m.kind)).toEqual(expect.arrayContaining(['liberation_client', 'liberation_prestataire']));
      expect((await desk.findDevis(paid.id))!.status).toBe('accepte');
      expect(await bookings(paid.id)).toEqual([{ unit: 'vaugirard', kind: 'reservation', released: false }]);
    });

    it('a lapsed reservation in the way of an acceptance ends « Expiré », both sides told, before the room goes to the other; nothing else is touched', async () => {
      const first = await sent({ eventDate: '2027-12-04' });
      const elsewhere = await sent({ eventDate: '2027-12-11' });
      for (const { id } of [first, elsewhere]) expect(await desk.acceptDevis(tokenOf(id), visitor(), later(1))).toMatchObject({ ok: true });
      // Both deposits were due by day 9; no sweep has run on day 10.
      const second = await sent({ eventDate: '2027-12-04' }, later(10));
      expect(await bookings(first.id)).toEqual([{ unit: 'vaugirard', kind: 'reservation', released: false }]);
      expect(await desk.acceptDevis(tokenOf(second.id), visitor('Paul Grand'), later(10))).toMatchObject({ ok: true });
      expect((await desk.findDevis(first.id))!.status).toBe('expire');
      expect((await desk.requestView(first.reference))!.quote.state).toBe('expire');
      expect(await bookings(first.id)).toEqual([{ unit: 'vaugirard', kind: 'reservation', released: true }]);
      const told = (await outbox(first.id)).filter((m) => m.kind.startsWith('liberation_'));
      expect(told.map((m) => m.kind)).toEqual(['liberation_client', 'liberation_prestataire']);
      expect(told[0]!.payload.to).toBe((await desk.findDevis(first.id))!.body.client.email);
      expect(await bookings(second.id)).toEqual([{ unit: 'vaugirard', kind: 'reservation', released: false }]);
      // The lapsed reservation on another date is left to the sweep, which tells its own two sides.
      expect((await desk.findDevis(elsewhere.id))!.status).toBe('accepte');
      expect(await bookings(elsewhere.id)).toEqual([{ unit: 'vaugirard', kind: 'reservation', released: false }]);
      await desk.sweepDevis(later(10));
      expect((await desk.findDevis(elsewhere.id))!.status).toBe('expire');
      expect((await outbox(elsewhere.id)).map((m) => m.kind)).toEqual(
        expect.arrayContaining(['liberation_client', 'liberation_prestataire']),
      );
    });

    it('the sweep reads the devis again under its lock: a deposit recorded while it waited keeps the reservation', async () => {
      const { id } = await sent({ eventDate: '2028-01-08' });
      expect(await desk.acceptDevis(tokenOf(id), visitor(), later(1))).toMatchObject({ ok: true });
      let sweeping: Promise<number> | undefined;
      await db.transaction(async (sql) => {
        await sql.query('SELECT id FROM devis WHERE id = $1 FOR UPDATE', [id]);
        if (db.kind === 'postgres') {
          // The sweep lists the devis as lapsed, then waits for the row.
          sweeping = desk.sweepDevis(later(10));
          await expect
            .poll(
              async () =>
                (await db.query(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'`)).length,
            )
            .toBeGreaterThan(0);
        }
        await sql.query(`UPDATE devis SET deposit_received_on = '2026-12-10', deposit_received_cents = 7800 WHERE id = $1`, [id]);
        await sql.query(`UPDATE bookings SET expires_at = NULL WHERE devis_id = $1 AND released_at IS NULL`, [id]);
      });
      await (sweeping ?? desk.sweepDevis(later(10)));
      expect((await desk.findDevis(id))!.status).toBe('accepte');
      expect(await bookings(id)).toEqual([{ unit: 'vaugirard', kind: 'reservation', released: false }]);
      expect((await outbox(id)).map((m) => m.kind)).not.toContain('liberation_client');
    });

    it('« Acompte reçu » after the date was freed books it again when it is free, and refuses, saying why, when another devis took it', async () => {
      const late = await sent({ eventDate: '2028-02-05' });
      const lost = await sent({ eventDate: '2028-02-12' });
      for (const { id } of [late, lost]) expect(await desk.acceptDevis(tokenOf(id), visitor(), later(1))).toMatchObject({ ok: true });
      await desk.sweepDevis(later(10));
      const taker = await sent({ eventDate: '2028-02-12' }, later(11));
      expect(await desk.acceptDevis(tokenOf(taker.id), visitor('Paul Grand'), later(11))).toMatchObject({ ok: true });

      // The desk's « Acompte reçu » records the transfer (lib/payments), which the devis takes or refuses.
      const { recordTransfer } = await import('../../lib/payments/server');
      expect(await recordTransfer(late.id, '2026-12-12', '78,00', 'a@example.fr', later(12))).toMatchObject({
        ok: true,
        message: expect.stringContaining(
          'Paiement de 78,00\u00a0€ enregistré : la date était libérée, elle est réservée à nouveau et la réservation est ferme.',
        ),
      });
      expect((await desk.findDevis(late.id))!.status).toBe('accepte');
      expect((await desk.requestView(late.reference))!.quote.state).toBe('accepte');
      expect((await bookings(late.id)).filter((b) => !b.released)).toEqual([{ unit: 'vaugirard', kind: 'reservation', released: false }]);

      const refused = await recordTransfer(lost.id, '2026-12-12', '78,00', 'a@example.fr', later(12));
      expect(refused).toMatchObject({
        ok: false,
        problems: [{ message: expect.stringContaining(`le devis ${(await desk.findDevis(taker.id))!.number} la réserve depuis`) }],
      });
      expect((await desk.findDevis(lost.id))!).toMatchObject({ status: 'expire', depositReceivedOn: undefined });
      expect((await bookings(lost.id)).every((b) => b.released)).toBe(true);
    });

    it('a version 2 accepted: its link serves the accepted PDF as stored, still « Remplace le devis … », hashed as the sealed evidence says', async () => {
      const first = await sent({ eventDate: '2028-03-04' });
      const v2 = (await desk.reviseDevis(first.id, 'a@example.fr', later(1)))!;
      expect(await desk.sendDevis(v2, 'a@example.fr', later(1))).toMatchObject({ ok: true });
      const [mail] = (await outbox(v2)).filter((m) => m.kind === 'devis_client');
      const link = /\/devis\/accepter\/([A-Za-z0-9_-]{43})/.exec(mail!.payload.text)![1]!;
      expect(await desk.acceptDevis(link, visitor(), later(2))).toMatchObject({ ok: true });
      const served = (await desk.pdfForToken(link))!;
      const [row] = await db.query<{ pdf: Uint8Array; accepted_pdf: Uint8Array }>('SELECT pdf, accepted_pdf FROM devis WHERE id = $1', [
        v2,
      ]);
      expect(Buffer.from(served.pdf).equals(Buffer.from(row!.accepted_pdf))).toBe(true);
      const text = await pdfText(served.pdf);
      expect(text).toContain(`Remplace le devis ${(await desk.findDevis(first.id))!.number}`);
      expect(text).toContain('Jeanne Martin');
      const devis = (await desk.findDevis(v2))!;
      expect(devis.evidence).toMatchObject({ acceptedPdfSha256: internals.sha256(served.pdf), pdfSha256: internals.sha256(row!.pdf) });
      // Sending kept the link's e-mail: to whom, when, under which Message-ID.
      const [sending] = await db.query<{ record: { email: { to: string; queuedAt: string; messageId: string } } }>(
        `SELECT record FROM devis_evidence WHERE devis_id = $1 AND kind = 'envoi'`,
        [v2],
      );
      expect(sending!.record.email).toEqual({
        to: devis.body.client.email,
        queuedAt: later(1).toISOString(),
        messageId: `<${devis.number!.toLowerCase()}.devis-client@${new URL((await import('../../lib/env')).SITE_URL).hostname}>`,
        subject: mail!.payload.subject,
      });
      expect(await desk.verifyProofOf(devis.number!)).toMatchObject({
        ok: true,
        lines: expect.arrayContaining([`Devis ${devis.number} : tout concorde, la preuve n’a pas été modifiée depuis son écriture.`]),
      });
    });

    it('refuses an acceptance, in the visitor’s language, when the rental terms changed after the devis was sent', async () => {
      const { id, reference } = await sent({ eventDate: '2028-03-11' });
      // Sent under the terms of an earlier day.
      await db.query(`UPDATE devis SET terms_version = 'a1b2c3d4e5f6' WHERE id = $1`, [id]);
      expect(await desk.acceptDevis(tokenOf(id), visitor(), later(1))).toEqual({ ok: false, reason: 'conditions' });
      expect((await desk.findDevis(id))!.status).toBe('envoye');
      expect((await desk.requestView(reference))!.history.map((h) => h.action)).toContainEqual(
        expect.stringContaining('conditions de location modifiées depuis l’envoi'),
      );
      const { devisWordsFor, loadDevisWords } = await import('../../lib/devis/dictionary');
      await loadDevisWords('en');
      const acceptanceWords = (locale: 'fr' | 'en') => devisWordsFor(locale).acceptance;
      expect(acceptanceWords('fr').termsChanged).toMatch(/^Nos conditions de location ont changé depuis l’envoi de ce devis/);
      expect(acceptanceWords('en').termsChanged).toMatch(/^Our rental terms have changed since this quotation was sent/);
    });

    it('an evidence row edited in the database, or rewritten with its hash, is reported by the check and by `npm run devis -- verifier`', async () => {
      const { id } = await sent({ eventDate: '2028-03-18' });
      expect(await desk.acceptDevis(tokenOf(id), visitor(), later(1))).toMatchObject({ ok: true });
      const number = (await desk.findDevis(id))!.number!;
      await db.query(
        `UPDATE devis_evidence SET record = jsonb_set(record, '{name}', '"Quelqu''un d''autre"') WHERE devis_id = $1 AND kind = 'acceptation'`,
        [id],
      );
      const edited = (await desk.verifyProofOf(number))!;
      expect(edited.ok).toBe(false);
      expect(edited.lines).toContainEqual(expect.stringMatching(/^✗ Enregistrement 2 \(acceptation du .+\) : modifié après son écriture/));
      expect(edited.lines.at(-1)).toBe(`Devis ${number} : 1 point ne concorde pas.`);
      // Rewritten with a hash made again, but without the site's key: the seal gives it away.
      const [row] = await db.query<{ prev_hash: string; record: unknown }>(
        `SELECT prev_hash, record FROM devis_evidence WHERE devis_id = $1 AND seq = 2`,
        [id],
      );
      const canonicalize = (await import('canonicalize')).default;
      const rehashed = internals.sha256(`${row!.prev_hash}\n${canonicalize({ seq: 2, kind: 'acceptation', record: row!.record })}`);
      await db.query('UPDATE devis_evidence SET hash = $2 WHERE devis_id = $1 AND seq = 2', [id, rehashed]);
      expect((await desk.verifyProofOf(number))!.lines).toContainEqual(expect.stringContaining('son sceau ne correspond pas'));
      if (db.kind === 'postgres') {
        const cli = await devisCli('verifier', number);
        expect(cli.code).toBe(1);
        expect(cli.stdout).toContain('son sceau ne correspond pas');
        expect(cli.stdout).toContain(`Devis ${number} : 1 point ne concorde pas.`);
      }
    });

    it('the client’s address, company, SIREN and VAT number typed in the editor are printed on the devis; a malformed VAT number or SIREN is refused beside its field', async () => {
      const { parseDevisForm } = await import('../../lib/devis/form');
      const reference = await request({ eventDate: '2028-04-01', audience: 'pro', company: 'Atelier Martin' });
      const id = (await desk.draftDevis(reference, 'a@example.fr', NOW))!;
      const draft = (await desk.findDevis(id))!;
      const form = (vat: string, siren = '123 456 782') => {
        const data = new FormData();
        const fields: Record<string, string> = {
          lignes: String(draft.body.lines.length),
          acompte: '0',
          date: '2028-04-01',
          debut: '09:00',
          fin: '12:30',
          delai_acompte: '8',
          validite: '15',
          ferme: 'acceptation',
          client_societe: 'Atelier Martin SARL',
          client_adresse: '12 rue des Lilas\n75011 Paris',
          client_tva: vat,
          client_siren: siren,
        };
        draft.body.lines.forEach((line, i) => {
          fields[`ligne.${i}.libelle`] = line.label;
          fields[`ligne.${i}.prix`] = (line.unitCents / 100).toFixed(2).replace('.', ',');
          fields[`ligne.${i}.quantite`] = String(line.quantity);
          fields[`ligne.${i}.tva`] = String(line.vatRate);
          fields[`ligne.${i}.origine`] = line.origin;
        });
        for (const [name, value] of Object.entries(fields)) data.set(name, value);
        return parseDevisForm(data);
      };
      expect(form('32 123 456')).toEqual({
        ok: false,
        problems: [{ field: 'client.vatNumber', message: 'Le numéro de TVA s’écrit avec le code du pays, par exemple FR32123456789.' }],
      });
      // The last digit is the Luhn key: one digit wrong is caught before it reaches an invoice.
      expect(form('FR32123456789', '123 456 789')).toEqual({
        ok: false,
        problems: [
          {
            field: 'client.siren',
            message:
              'Le SIREN compte 9 chiffres, dont le dernier est une clé de contrôle (par exemple 123 456 782) : vérifiez-le sur le Kbis du client.',
          },
        ],
      });
      const parsed = form('fr 32 123 456 789');
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
      const saved = await desk.saveDraft(id, parsed.edits, 'a@example.fr', NOW);
      expect(saved, JSON.stringify(saved)).toMatchObject({ ok: true });
      expect(await desk.sendDevis(id, 'a@example.fr', NOW)).toMatchObject({ ok: true });
      const [row] = await db.query<{ pdf: Uint8Array }>('SELECT pdf FROM devis WHERE id = $1', [id]);
      const text = await pdfText(row!.pdf);
      expect(text).toContain(
        'Société : Atelier Martin SARL 12 rue des Lilas 75011 Paris SIREN : 123456782 TVA intracommunautaire : FR32123456789',
      );
      expect(text).toContain('Tout litige est porté devant le Tribunal de commerce de Paris.');
    });

    it('an English request: the package’s English name on the devis', async () => {
      await (await import('../../lib/pricing')).loadPricingMessages('en');
      await (await import('../../lib/devis/dictionary')).loadDevisWords('en');
      const reference = await request({
        eventDate: '2028-04-08',
        language: 'en',
        audience: 'pro',
        formulaId: 'vaugirard-cocktail-tout-compris',
        formulaName: 'Cocktail tout compris',
      });
      const id = (await desk.draftDevis(reference, 'a@example.fr', NOW))!;
      const { formulaIn, formulas } = await import('../../lib/content');
      const french = formulas().find((f) => f.id === 'vaugirard-cocktail-tout-compris')!;
      expect(formulaIn(french, 'en').name).toBe('All-inclusive standing reception');
      expect((await desk.findDevis(id))!.body.rental.formulaName).toBe('All-inclusive standing reception');
    });

    it('an individual’s training day within 14 days: acceptance asks for the express request (L221-25) and records it', async () => {
      const reference = await request({ eventDate: '2026-12-12' });
      const id = (await desk.draftDevis(reference, 'a@example.fr', NOW))!;
      const draft = (await desk.findDevis(id))!;
      expect(draft.body.leisure).toBe(true);
      // The provider unticks « Événement de loisirs »: the client may withdraw within 14 days.
      const edits = {
        lines: draft.body.lines,
        depositCents: 0,
        firmOn: 'acceptation' as const,
        depositDays: 8,
        validityDays: 15,
        note: undefined,
        date: '2026-12-12',
        start: '09:00',
        end: '12:30',
        leisure: false,
      };
      expect(await desk.saveDraft(id, edits, 'a@example.fr', NOW)).toMatchObject({ ok: true });
      expect(await desk.sendDevis(id, 'a@example.fr', NOW)).toMatchObject({ ok: true });
      const [mail] = (await outbox(id)).filter((m) => m.kind === 'devis_client');
      const token = /\/devis\/accepter\/([A-Za-z0-9_-]{43})/.exec(mail!.payload.text)![1]!;
      expect(await desk.acceptDevis(token, visitor(), later(1))).toEqual({
        ok: false,
        reason: 'champs',
        errors: {
          express:
            'Votre événement a lieu dans moins de 14 jours : cochez la demande que la location commence avant la fin du délai de rétractation.',
        },
      });
      expect(await desk.acceptDevis(token, { ...visitor(), express: true }, later(1))).toMatchObject({ ok: true });
      expect((await desk.findDevis(id))!.evidence).toMatchObject({
        expressRequest: expect.stringMatching(/^Je demande que la location commence avant la fin de mon délai de rétractation de 14 jours/),
      });
    });

    it('erases a person on request but keeps the accepted devis, with its evidence', async () => {
      const { id, reference } = await sent({ eventDate: '2027-11-06' });
      await desk.acceptDevis(tokenOf(id), visitor(), later(1));
      const other = await request({ eventDate: '2027-11-13' });
      const draft = (await desk.draftDevis(other, 'a@example.fr', NOW))!;
      expect(await desk.eraseRequest(reference)).toMatchObject({ ok: true });
      expect(await desk.eraseRequest(other)).toMatchObject({ ok: true });
      expect(await desk.requestView(reference)).toBeUndefined();
      expect((await desk.findDevis(id))!).toMatchObject({
        status: 'accepte',
        quoteId: undefined,
        evidence: expect.objectContaining({ name: 'Jeanne Martin' }),
      });
      expect(await desk.findDevis(draft)).toBeUndefined();
    });

    it('the inbox: newest first, filtered by state and month, searched by name, e-mail or reference', async () => {
      const all = await desk.inbox({});
      expect(all.quotes.map((q) => q.reference)).toEqual([...all.quotes.map((q) => q.reference)].sort().reverse());
      expect((await desk.inbox({ state: 'accepte' })).quotes.every((q) => q.state === 'accepte')).toBe(true);
      expect((await desk.inbox({ month: '2027-06' })).quotes.every((q) => q.eventDate.startsWith('2027-06'))).toBe(true);
      const named = await desk.inbox({ search: 'client3@' });
      expect(named.quotes.map((q) => q.email)).toEqual(['client3@example.fr']);
      expect((await desk.inbox({ search: '%' })).total).toBe(0);
    });

    it('the nightly purge: a request 37 months old leaves nothing of its person in any table, its accepted neighbour stays 10 years', async () => {
      const { maintain } = await import('../../lib/quotes/service/upkeep');
      const { forgetContracts } = await import('../../lib/devis/upkeep');
      const { quoteService } = await import('../../lib/quotes/server');
      const service = await quoteService();
      const then = new Date(NOW.getTime() - 37 * 31 * DAY);
      const gone = await sent(
        { name: 'Aurore Oubliée', email: 'aurore.oubliee@example.fr', phone: '06 99 88 77 66', eventDate: '2024-03-02' },
        then,
      );
      const kept = await sent({ name: 'Basile Gardé', email: 'basile.garde@example.fr', eventDate: '2024-03-09' }, then);
      expect(await desk.acceptDevis(tokenOf(kept.id), visitor('Basile Gardé'), new Date(then.getTime() + DAY))).toMatchObject({ ok: true });
      expect(await maintain(service.store, service.config, NOW)).toBeGreaterThanOrEqual(2);

      const tables = await db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      );
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining(['quote_requests', 'devis', 'devis_evidence', 'bookings', 'quote_outbox']),
      );
      const traces: string[] = [];
      for (const { name } of tables)
        for (const needle of ['Aurore Oubli', 'aurore.oubliee@example.fr', '06 99 88 77 66', gone.reference])
          if ((await db.query(`SELECT 1 FROM "${name}" t WHERE t::text ILIKE $1`, [`%${needle}%`])).length > 0)
            traces.push(`${name}: ${needle}`);
      expect(traces).toEqual([]);
      expect(await desk.findDevis(gone.id)).toBeUndefined();

      // The accepted devis of the same age is a contract: detached from its erased request, with its proof.
      expect(await desk.requestView(kept.reference)).toBeUndefined();
      const contract = (await desk.findDevis(kept.id))!;
      expect(contract).toMatchObject({
        status: 'accepte',
        quoteId: undefined,
        evidence: expect.objectContaining({ name: 'Basile Gardé' }),
      });
      expect((await desk.verifyProofOf(contract.number!))!.ok).toBe(true);
      expect(await forgetContracts(db, NOW)).toBe(0);
      // Ten years after its acceptance, it goes too.
      expect(await forgetContracts(db, new Date(then.getTime() + (10 * 366 + 2) * DAY))).toBeGreaterThanOrEqual(1);
      expect(await desk.findDevis(kept.id)).toBeUndefined();
    });
  });
}
