import { devisPdf } from '@/lib/devis/server';

// The devis's PDF as stored when sent (or as it would read, for a draft), for a signed-in provider only.
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const file = await devisPdf(Number((await context.params).id));
  if (!file)
    return new Response('Devis introuvable ou session expirée.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  return new Response(Buffer.from(file.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${file.name}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
