import Link from 'next/link';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Crumb } from '@/lib/seo/jsonld';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { Typeset } from '@/components/ui/Typeset';

/** `label`: the trail's name in the page's language (« Fil d’Ariane »). */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        {items.map((item, index) => (
          <li key={item.href} className="flex gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {index === items.length - 1 ? (
              <span aria-current="page">
                <Typeset text={item.name} />
              </span>
            ) : (
              <Link href={item.href} className="underline-offset-2 hover:underline">
                <Typeset text={item.name} />
              </Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(items)} />
    </nav>
  );
}
