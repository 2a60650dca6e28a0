import { devisPdf, parseId } from '@/lib/devis/server';
import { privateFile } from '../../../../private-file';

// The devis's PDF as stored when sent (or as it would read, for a draft), for a signed-in provider only.
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const id = parseId((await context.params).id);
  const file = id === undefined ? undefined : await devisPdf(id);
  return privateFile(
    file && { name: `${file.name}.pdf`, body: file.pdf, type: 'application/pdf' },
    'Devis introuvable ou session expirée.',
  );
}
