import { menu } from '@/lib/content';

// Built with the pages: the same content, the same drafts left out.
export const dynamic = 'force-static';

/**
 * The mobile menu's tabs and links, fetched by the menu when the visitor first reaches for it
 * (components/layout/MobileMenu.tsx): about 2.3 KB that every page carried inline before (#36).
 */
export function GET() {
  return Response.json(menu());
}
