import { serializeJsonLd } from '@/lib/seo/jsonld';

/** Structured data for search engines, as a non-executed script block. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
