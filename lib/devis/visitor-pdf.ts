// The visitor's PDF behind their acceptance link: the devis as sent, or once accepted the accepted PDF as stored, byte for byte.
import 'server-only';
import { database } from '../server/db';
import { isTokenShaped, tokenHash } from '../server/auth';

export async function pdfForToken(token: string): Promise<{ name: string; pdf: Uint8Array } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const db = await database();
  const [row] = await db.query<{ number: string | null; pdf: Uint8Array | null }>(
    'SELECT number, COALESCE(accepted_pdf, pdf) AS pdf FROM devis WHERE accept_token_hash = $1',
    [tokenHash(token)],
  );
  return row?.number && row.pdf ? { name: row.number, pdf: row.pdf } : undefined;
}
