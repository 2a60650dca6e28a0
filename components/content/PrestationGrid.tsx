import Link from 'next/link';
import { ContentImage } from '@/components/ui/ContentImage';
import type { Prestation } from '@/lib/content';
import { blurFor, prestationHref } from '@/lib/content';

/** `preloadFirst` when the grid opens the page: its first photo is then the largest paint on a phone. */
export function PrestationGrid({ items, preloadFirst = false }: { items: Prestation[]; preloadFirst?: boolean }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((p, index) => (
        <li key={p.slug} className="relative overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm">
          <ContentImage src={p.imageSrc} alt={p.imageAlt} blurDataURL={blurFor(p.imageSrc)} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" priority={preloadFirst && index === 0} />
          <div className="p-4">
            <h3 className="text-lg font-semibold">
              <Link href={prestationHref(p)} className="after:absolute after:inset-0">{p.name}</Link>
            </h3>
            <p className="mt-1 text-sm text-muted">{p.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
