import { englishMenu } from '@/lib/content';

// The English mobile menu's data, as app/menu.json serves the French one.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(englishMenu());
}
