import { evidenceFile } from '@/lib/devis/server';

// The acceptance evidence of one devis, as one file, for a signed-in provider only.
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const file = await evidenceFile(Number((await context.params).id));
  if (!file)
    return new Response('Aucun dossier de preuve pour ce devis, ou session expirée.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  return new Response(JSON.stringify(file.content, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="preuve-${file.name}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
