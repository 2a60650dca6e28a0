import { NextResponse, type NextRequest } from 'next/server';
import { methodRefusal, PAGE_METHODS, plainPage } from '@/lib/view/error-messages';
import { refusalPage, screenQuotePost } from '@/lib/quotes/receive/guard';
import { LOCALE_HEADER, LOCALES, localeOf } from '@/lib/i18n';
import { QUOTE_PATH } from '@/lib/view/hand-offs';
import { DESK_PATH, SESSION_COOKIE, SIGN_IN_PATH } from '@/lib/desk';

/**
 * Every page: another method (PUT, DELETE…) gets a French 405 instead of the page (TRACE
 * never gets here, see server.ts). The quote form's posts are screened (see
 * lib/quotes/receive/guard.ts); everything else passes.
 */
export async function proxy(request: NextRequest) {
  if (!PAGE_METHODS.includes(request.method)) {
    const { status, headers, body, log } = methodRefusal(request.method);
    console.warn(log);
    return new NextResponse(body, { status, headers });
  }
  // The desk: without a session cookie, straight to its sign-in page. Only a first gate: every
  // desk page and action checks the session itself (lib/desk/session.ts).
  const path = request.nextUrl.pathname;
  if (path.startsWith(DESK_PATH) && !path.startsWith(SIGN_IN_PATH) && !request.cookies.has(SESSION_COOKIE)) {
    return NextResponse.redirect(new URL(SIGN_IN_PATH, request.url), 303);
  }
  const form = LOCALES.find((locale) => QUOTE_PATH[locale] === path);
  if (request.method !== 'POST' || !form) return NextResponse.next(withLocale(request));
  const refusal = await screenQuotePost(request.clone(), form);
  if (!refusal) return NextResponse.next();
  const page = refusalPage(form, QUOTE_PATH[form]);
  return new NextResponse(plainPage(page.title, refusal.message, page.back, form), {
    status: refusal.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * The page's language, told to app/global-not-found.tsx: an address that matches no route has no
 * layout to say it, and its 404 answers in the language of its address.
 */
function withLocale(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, localeOf(request.nextUrl.pathname));
  return { request: { headers } };
}

// Pages only: the API routes answer their own methods, and Next's files are read-only anyway.
export const config = { matcher: '/((?!api/|_next/static/|_next/image).*)' };
