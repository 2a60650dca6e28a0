import { pdfForToken } from '@/lib/devis/server';
import { invoicePdfForToken } from '@/lib/invoices/server';
import { privateFile } from './private-file';

/** The devis's PDF behind its acceptance link; the same empty 404 for any other token. */
export async function acceptancePdf(token: string): Promise<Response> {
  const file = await pdfForToken(token);
  return privateFile(
    file && { name: `${file.name}.pdf`, body: file.pdf, type: 'application/pdf' },
    'Devis introuvable. / Quote not found.',
  );
}

/** One invoice of that devis behind its acceptance link; the same empty 404 for any other. */
export async function acceptanceInvoice(token: string, number: string): Promise<Response> {
  return privateFile(await invoicePdfForToken(token, number), 'Facture introuvable. / Invoice not found.');
}
