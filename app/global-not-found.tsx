import type { Metadata } from 'next';
import { site } from '@/lib/content';
import { plainErrors } from '@/lib/view/error-messages';
import FrenchLayout, { metadata as layoutMetadata, viewport } from './(fr)/layout';
import FrenchNotFound from './(fr)/not-found';

// An address that matches no route: the French 404 inside the French layout, as it was before
// each language had its root layout. English addresses get theirs from app/en/[...introuvable].
// Next does not merge a layout's metadata into this page: the head is written out as the layout's would be.
const title = `${plainErrors.notFoundTitle} | ${site.brand}`;
const description = String(layoutMetadata.description);

export const metadata: Metadata = {
  ...layoutMetadata,
  title: { absolute: title },
  openGraph: { ...layoutMetadata.openGraph, title, description },
  twitter: { card: 'summary', title, description },
};

export { viewport };

export default function GlobalNotFound() {
  return (
    <FrenchLayout>
      <FrenchNotFound />
    </FrenchLayout>
  );
}
