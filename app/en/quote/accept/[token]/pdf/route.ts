import { acceptancePdf } from '../../../../../acceptance-pdf';

export async function GET(_request: Request, context: { params: Promise<{ token: string }> }) {
  return acceptancePdf((await context.params).token);
}
