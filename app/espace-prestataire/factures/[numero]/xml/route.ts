import { deskInvoiceFile } from '@/lib/invoices/server';
import { privateFile } from '../../../../private-file';

// An invoice's Factur-X XML alone (EN 16931 CII), for a platform or software that asks for it.
export async function GET(_request: Request, context: { params: Promise<{ numero: string }> }) {
  const file = await deskInvoiceFile((await context.params).numero, 'xml');
  return privateFile(file && { ...file, download: true }, 'Facture introuvable ou session expirée.');
}
