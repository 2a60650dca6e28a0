import { pdfForToken } from '@/lib/devis/server';

/** The devis's PDF behind its acceptance link; the same empty 404 for any other token. */
export async function acceptancePdf(token: string): Promise<Response> {
  const file = await pdfForToken(token);
  if (!file)
    return new Response('Devis introuvable. / Quotation not found.', {
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
