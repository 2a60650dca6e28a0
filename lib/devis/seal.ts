// The proof of a devis as records nobody edits unseen: each record (the sending, the acceptance)
// is hashed with the one before it (a chain per devis) and sealed with an HMAC keyed by a server
// secret; `verifyDevis` (the desk's « Vérifier la preuve », `npm run devis -- verifier`) checks
// every hash, the chain, the seals and the stored PDFs, and says in French what holds.
// No `import 'server-only'`: scripts/devis.ts reads it too.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// RFC 8785: the same record always serialises to the same bytes, whatever order jsonb gives its keys back in.
import canonicalize from 'canonicalize';
import { parisDateTime } from '../dates/paris';
import { databaseSettings } from '../server/config';
import type { Sql } from '../server/db';
import { SettingsReader } from '../server/settings';
import { readSealSettings } from './config';

export type EvidenceKind = 'envoi' | 'acceptation';

const KEY_FILE = 'cle-de-scellement';
const GENESIS = '0'.repeat(64);

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** DEVIS_SEAL_KEY, or for a local run a random key made once in the data folder (DEVIS_DATA_DIR), readable by its owner only. */
export function sealKey(): string {
  const reader = new SettingsReader();
  const { sealKey: configured } = readSealSettings(reader);
  if (reader.problems[0]) throw new Error(reader.problems[0]);
  if (configured) return configured;
  const dir = databaseSettings(reader).dataDir;
  const file = join(dir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Another process made it first: its key is the one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

const linkOf = (previous: string, seq: number, kind: string, record: unknown) =>
  sha256(`${previous}\n${canonicalize({ seq, kind, record }) ?? ''}`);
const sealOf = (key: string, hash: string) => createHmac('sha256', key).update(hash).digest('hex');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Appends a sealed record to a devis's chain, in the caller's transaction, which holds the devis row locked. */
export async function appendEvidence(sql: Sql, devisId: number, kind: EvidenceKind, record: Record<string, unknown>): Promise<void> {
  const [last] = await sql.query<{ seq: number; hash: string }>(
    'SELECT seq, hash FROM devis_evidence WHERE devis_id = $1 ORDER BY seq DESC LIMIT 1',
    [devisId],
  );
  const seq = (last?.seq ?? 0) + 1;
  const previous = last?.hash ?? GENESIS;
  const hash = linkOf(previous, seq, kind, record);
  await sql.query(
    'INSERT INTO devis_evidence (devis_id, seq, kind, record, prev_hash, hash, seal) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)',
    [devisId, seq, kind, JSON.stringify(record), previous, hash, sealOf(sealKey(), hash)],
  );
}

export type EvidenceRecord = {
  seq: number;
  kind: EvidenceKind;
  record: Record<string, unknown>;
  prevHash: string;
  hash: string;
  seal: string;
};

export async function evidenceOf(sql: Sql, devisId: number): Promise<EvidenceRecord[]> {
  const rows = await sql.query<{
    seq: number;
    kind: EvidenceKind;
    record: Record<string, unknown>;
    prev_hash: string;
    hash: string;
    seal: string;
  }>('SELECT seq, kind, record, prev_hash, hash, seal FROM devis_evidence WHERE devis_id = $1 ORDER BY seq', [devisId]);
  return rows.map((row) => ({ seq: row.seq, kind: row.kind, record: row.record, prevHash: row.prev_hash, hash: row.hash, seal: row.seal }));
}

export type Verification = { ok: boolean; lines: string[] };

const KIND_NAMES: Record<EvidenceKind, string> = { envoi: 'envoi', acceptation: 'acceptation' };

/** Every hash, link and seal of a devis's proof, and its stored PDFs against them, in French; undefined for an unknown number. */
export async function verifyDevis(sql: Sql, number: string): Promise<Verification | undefined> {
  const [devis] = await sql.query<{
    id: number;
    pdf: Uint8Array | null;
    accepted_pdf: Uint8Array | null;
    accepted_at: string | Date | null;
  }>('SELECT id, pdf, accepted_pdf, accepted_at FROM devis WHERE number = $1', [number]);
  if (!devis) return undefined;
  const key = sealKey();
  const records = await evidenceOf(sql, devis.id);
  const lines: string[] = [];
  let problems = 0;
  const say = (holds: boolean, text: string) => {
    if (!holds) problems++;
    lines.push(`${holds ? '✓' : '✗'} ${text}`);
  };
  let previous = GENESIS;
  records.forEach((entry, index) => {
    const at = typeof entry.record.at === 'string' ? ` du ${parisDateTime(entry.record.at)}` : '';
    const name = `Enregistrement ${entry.seq} (${KIND_NAMES[entry.kind] ?? entry.kind}${at})`;
    if (entry.seq !== index + 1 || entry.prevHash !== previous)
      say(false, `${name} : la chaîne est rompue, un enregistrement manque ou a été déplacé avant lui.`);
    else if (linkOf(entry.prevHash, entry.seq, entry.kind, entry.record) !== entry.hash)
      say(false, `${name} : modifié après son écriture, son contenu ne correspond plus à son empreinte.`);
    else if (!same(sealOf(key, entry.hash), entry.seal))
      say(false, `${name} : son sceau ne correspond pas, il a été réécrit sans la clé du site ou scellé avec une autre clé.`);
    else say(true, `${name} : contenu, chaînage et sceau intacts.`);
    previous = entry.hash;
  });
  const sent = records.find((entry) => entry.kind === 'envoi')?.record;
  const accepted = records.find((entry) => entry.kind === 'acceptation')?.record;
  if (!sent) say(false, 'Aucun enregistrement scellé de l’envoi.');
  else if (!devis.pdf) say(false, 'Le PDF envoyé n’est plus en base.');
  else
    say(
      sha256(devis.pdf) === sent.pdfSha256,
      sha256(devis.pdf) === sent.pdfSha256
        ? `PDF envoyé : identique octet pour octet à celui de l’envoi (SHA-256 ${sha256(devis.pdf)}).`
        : 'PDF envoyé : différent de celui enregistré à l’envoi.',
    );
  if (devis.accepted_at !== null) {
    if (!accepted) say(false, 'Devis accepté sans enregistrement scellé de l’acceptation.');
    else if (!devis.accepted_pdf) say(false, 'Le PDF accepté n’est plus en base.');
    else {
      const hash = sha256(devis.accepted_pdf);
      say(
        hash === accepted.acceptedPdfSha256,
        hash === accepted.acceptedPdfSha256
          ? `PDF accepté : identique octet pour octet à celui de l’acceptation (SHA-256 ${hash}).`
          : 'PDF accepté : différent de celui enregistré à l’acceptation.',
      );
      if (sent)
        say(
          accepted.pdfSha256 === sent.pdfSha256,
          accepted.pdfSha256 === sent.pdfSha256
            ? 'L’acceptation porte sur le PDF envoyé.'
            : 'L’acceptation porte sur un autre PDF que celui envoyé.',
        );
    }
  }
  lines.push(
    problems === 0
      ? `Devis ${number} : tout concorde, la preuve n’a pas été modifiée depuis son écriture.`
      : `Devis ${number} : ${problems} point${problems > 1 ? 's' : ''} ne concorde${problems > 1 ? 'nt' : ''} pas.`,
  );
  return { ok: problems === 0, lines };
}
