// Checks made on a POST to the quote form (/devis, /en/quote) before Next parses it for the Server
// Action: a body that is too large, comes from another site or cannot be read gets an answer in
// the form's language with the right status, where Next would answer 500. Next's own origin check stays on behind.
import 'server-only';
import type { Locale } from '../../i18n';
import { quoteServerWords } from './server-words';

/** The largest body accepted: next.config.ts sets the Server Actions limit to the same 64 KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export type Refusal = { status: number; message: string };

type Post = { headers: Headers; formData(): Promise<unknown> };

export async function screenQuotePost(request: Post, locale: Locale = 'fr'): Promise<Refusal | undefined> {
  const { guard } = quoteServerWords(locale);
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

/** The refusal page's title and its way back to the form of its language, for proxy.ts, which writes the page (lib/view/error-messages.ts). */
export const refusalPage = (locale: Locale, form: string) => {
  const { guard } = quoteServerWords(locale);
  return { title: guard.title, back: { href: form, text: guard.back } };
};
