// What the provider keeps of a devis: its PDF (as sent, or as it would read for a draft), the
// accepted PDF with its acceptance block, and the evidence file of an acceptance. Read by the
// desk's routes after their own session check.
import 'server-only';
import { database } from '../server/db';
import { rentalTerms } from './send';
import { currentDesk } from '../desk/server';
import { renderDevisPdf } from './pdf';
import { evidenceOf, sha256, verifyDevis } from './seal';
import { devisById, type DevisRow } from './store';
import type { DevisAcceptance } from './types';

const DAY = 86_400_000;

/** The devis as the PDF prints it, from its stored row: the same figures, number and dates as when sent. */
export function documentOf(devis: DevisRow, acceptance?: DevisAcceptance) {
  const issuedAt = devis.sentAt ? new Date(devis.sentAt) : new Date();
  return {
    body: devis.body,
    number: devis.number ?? 'BROUILLON',
    version: devis.version,
    issuedAt,
    validUntil: devis.validUntil ? new Date(devis.validUntil) : new Date(issuedAt.getTime() + devis.body.validityDays * DAY),
    totals: devis.totals,
    // As sent: a devis sent before these were kept names the terms in force.
    termsVersion: devis.termsVersion ?? rentalTerms().version,
    ...(devis.replaces && { replaces: devis.replaces }),
    ...(acceptance && { acceptance }),
  };
}

/** The accepted devis: the same document with the acceptance block. */
export const acceptancePdf = (devis: DevisRow, acceptance: DevisAcceptance) => renderDevisPdf(documentOf(devis, acceptance));

async function stored(
  id: number,
): Promise<{ devis: DevisRow; pdf: Uint8Array | undefined; acceptedPdf: Uint8Array | undefined } | undefined> {
  if (!(await currentDesk()) || !Number.isInteger(id) || id <= 0) return undefined;
  const db = await database();
  const devis = await devisById(db, id);
  if (!devis) return undefined;
  const [row] = await db.query<{ pdf: Uint8Array | null; accepted_pdf: Uint8Array | null }>(
    'SELECT pdf, accepted_pdf FROM devis WHERE id = $1',
    [id],
  );
  return { devis, pdf: row?.pdf ?? undefined, acceptedPdf: row?.accepted_pdf ?? undefined };
}

/** The devis's PDF: as accepted, byte for byte, once accepted; as sent; or as a draft would read. */
export async function devisPdf(id: number): Promise<{ name: string; pdf: Uint8Array } | undefined> {
  const found = await stored(id);
  if (!found) return undefined;
  const pdf = found.acceptedPdf ?? found.pdf ?? (await renderDevisPdf(documentOf(found.devis)));
  return { name: found.devis.number ?? `brouillon-${id}`, pdf };
}

/**
 * One file per accepted devis: the sealed records (sending, acceptance: the words, the name, the
 * time, the address, the browser, the e-mails, the terms and the hashes) and both PDFs as stored.
 */
export async function evidenceFile(id: number): Promise<{ name: string; content: Record<string, unknown> } | undefined> {
  const found = await stored(id);
  if (!found?.devis.evidence || !found.pdf) return undefined;
  const db = await database();
  const file = (bytes: Uint8Array) => ({ sha256: sha256(bytes), base64: Buffer.from(bytes).toString('base64') });
  return {
    name: found.devis.number ?? String(id),
    content: {
      ...found.devis.evidence,
      records: await evidenceOf(db, id),
      pdf: file(found.pdf),
      ...(found.acceptedPdf && { acceptedPdf: file(found.acceptedPdf) }),
    },
  };
}

/** « Vérifier la preuve »: the check of a devis's hashes, chain, seals and PDFs, for the desk (after its session check). */
export async function verifyProofOf(number: string) {
  const db = await database();
  return verifyDevis(db, number);
}
