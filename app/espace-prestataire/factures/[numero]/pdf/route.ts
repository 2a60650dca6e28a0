import { deskInvoiceFile } from '@/lib/invoices/server';
import { privateFile } from '../../../../private-file';

// An invoice's PDF/A-3 (its Factur-X XML inside), as issued, for a signed-in provider only.
export async function GET(_request: Request, context: { params: Promise<{ numero: string }> }) {
  return privateFile(await deskInvoiceFile((await context.params).numero, 'pdf'), 'Facture introuvable ou session expirée.');
}
