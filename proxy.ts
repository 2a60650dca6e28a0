import { NextResponse, type NextRequest } from 'next/server';
import { plainErrors, plainPage } from '@/lib/error-messages';
import { refusalPage, screenQuotePost } from '@/lib/quotes/guard';

/** What a page takes: read it (GET, HEAD) or send it a form (POST). */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

/**
 * Every page: another method (PUT, DELETE, TRACE…) gets a French 405 instead of the page.
 * The quote form's posts are screened (see lib/quotes/guard.ts); everything else passes.
 */
export async function proxy(request: NextRequest) {
  if (!PAGE_METHODS.includes(request.method)) {
    return new NextResponse(plainPage(plainErrors.methodTitle, plainErrors.method(request.method)), {
      status: 405,
      headers: { ...html, allow: PAGE_METHODS.join(', ') },
    });
  }
  if (request.method !== 'POST' || request.nextUrl.pathname !== '/devis') return NextResponse.next();
  const refusal = await screenQuotePost(request.clone());
  if (!refusal) return NextResponse.next();
  return new NextResponse(refusalPage(refusal.message), { status: refusal.status, headers: html });
}

// Pages only: the API routes answer their own methods, and Next's files are read-only anyway.
export const config = { matcher: '/((?!api/|_next/static/|_next/image).*)' };
