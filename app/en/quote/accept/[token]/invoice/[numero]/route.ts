import { acceptanceInvoice } from '../../../../../../acceptance-pdf';

export async function GET(_request: Request, context: { params: Promise<{ token: string; numero: string }> }) {
  const { token, numero } = await context.params;
  return acceptanceInvoice(token, numero);
}
