import { acceptanceInvoice } from '../../../../../../acceptance-pdf';

export async function GET(_request: Request, context: { params: Promise<{ jeton: string; numero: string }> }) {
  const { jeton, numero } = await context.params;
  return acceptanceInvoice(jeton, numero);
}
