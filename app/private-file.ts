// A private file of the desk or of an acceptance link: never cached, and one short 404 that
// says nothing of why (unknown, forged, or no session).
export function privateFile(
  file: { name: string; body: Uint8Array | string; type: string; download?: boolean } | undefined,
  missing: string,
): Response {
  if (!file)
    return new Response(missing, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const body = typeof file.body === 'string' ? file.body : Buffer.from(file.body);
  return new Response(body, {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `${file.download ? 'attachment' : 'inline'}; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
