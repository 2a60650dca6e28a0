import { devisPdf } from '@/lib/devis/server';
import { privateFile } from '../../../../private-file';

// The devis's PDF as stored when sent (or as it would read, for a draft), for a signed-in provider only.
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const file = await devisPdf(Number((await context.params).id));
  return privateFile(
    file && { name: `${file.name}.pdf`, body: file.pdf, type: 'application/pdf' },
    'Devis introuvable ou session expirée.',
  );
}
