import { evidenceFile, parseId } from '@/lib/devis/server';
import { privateFile } from '../../../../private-file';

// The acceptance evidence of one devis, as one file, for a signed-in provider only.
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const id = parseId((await context.params).id);
  const file = id === undefined ? undefined : await evidenceFile(id);
  return privateFile(
    file && {
      name: `preuve-${file.name}.json`,
      body: JSON.stringify(file.content, null, 2),
      type: 'application/json; charset=utf-8',
      download: true,
    },
    'Aucun dossier de preuve pour ce devis, ou session expirée.',
  );
}
