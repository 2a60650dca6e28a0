// What the provider keeps of a devis: its PDF (as sent, or as it would read for a draft), the
// accepted PDF with its acceptance block, and the evidence file of an acceptance. Read by the
// desk's routes after their own session check.
import 'server-only';
import { database } from '../server/db';
import { rentalTerms } from './send';
import { currentDesk } from '../desk/server';
import { renderDevisPdf } from './pdf';
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
    termsVersion: rentalTerms().version,
    ...(acceptance && { acceptance }),
  };
}

/** The accepted devis: the same document with the acceptance block. */
export const acceptancePdf = (devis: DevisRow, acceptance: DevisAcceptance) => renderDevisPdf(documentOf(devis, acceptance));

async function stored(id: number): Promise<{ devis: DevisRow; pdf: Uint8Array | undefined } | undefined> {
  if (!(await currentDesk()) || !Number.isInteger(id) || id <= 0) return undefined;
  const db = await database();
  const devis = await devisById(db, id);
  if (!devis) return undefined;
  const [row] = await db.query<{ pdf: Uint8Array | null }>('SELECT pdf FROM devis WHERE id = $1', [id]);
  return { devis, pdf: row?.pdf ?? undefined };
}

export async function devisPdf(id: number): Promise<{ name: string; pdf: Uint8Array } | undefined> {
  const found = await stored(id);
  if (!found) return undefined;
  const pdf = found.pdf ?? (await renderDevisPdf(documentOf(found.devis)));
  return { name: found.devis.number ?? `brouillon-${id}`, pdf };
}

/** One file per accepted devis: the PDF and the rental terms with their hashes, the words, the name, the time, the address, the browser, the e-mail. */
export async function evidenceFile(id: number): Promise<{ name: string; content: Record<string, unknown> } | undefined> {
  const found = await stored(id);
  if (!found?.devis.evidence || !found.pdf) return undefined;
  return {
    name: found.devis.number ?? String(id),
    content: {
      ...found.devis.evidence,
      pdf: { sha256: found.devis.pdfSha256, base64: Buffer.from(found.pdf).toString('base64') },
    },
  };
}
