import { NextResponse, type NextRequest } from 'next/server';
import { refusalPage, screenQuotePost } from '@/lib/quotes/guard';

/** Screens the quote form's posts (see lib/quotes/guard.ts); every other request passes. */
export async function proxy(request: NextRequest) {
  if (request.method !== 'POST') return NextResponse.next();
  const refusal = await screenQuotePost(request.clone());
  if (!refusal) return NextResponse.next();
  return new NextResponse(refusalPage(refusal.message), {
    status: refusal.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export const config = { matcher: '/devis' };
