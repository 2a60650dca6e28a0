// Checks made on a POST to /devis before Next parses it for the Server Action: a body
// that is too large, comes from another site or cannot be read gets a French answer with
// the right status, where Next would answer 500. Next's own origin check stays on behind.
import { guard } from './messages';

/** The largest body accepted: next.config.ts sets the Server Actions limit to the same 64 KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export type Refusal = { status: number; message: string };

type Post = { headers: Headers; formData(): Promise<unknown> };

export async function screenQuotePost(request: Post): Promise<Refusal | undefined> {
  const length = request.headers.get('content-length');
  if (length === null) return { status: 411, message: guard.tooLarge };
  if (!/^\d+$/.test(length) || Number(length) > BODY_LIMIT_BYTES) return { status: 413, message: guard.tooLarge };

  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin !== null) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (!originHost || originHost !== host) return { status: 403, message: guard.foreign };
  }

  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    try {
      await request.formData();
    } catch {
      return { status: 400, message: guard.unreadable };
    }
  }
  return undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A whole page, readable without the site's styles or scripts. */
export function refusalPage(message: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(guard.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(guard.title)}</h1><p>${escapeHtml(message)}</p><p><a href="/devis">${escapeHtml(guard.back)}</a></p></body></html>`;
}
