import type { ReactNode } from 'react';
import type { Layout } from '@/lib/content';
import type { Shown } from '@/lib/blocks';
import { ContentImage } from '@/components/ui/ContentImage';

const capacity = (layout: Layout) =>
  layout.capacite_detail ??
  (layout.capacite_min ? `de ${layout.capacite_min} à ${layout.capacite} personnes` : layout.capacite ? `jusqu'à ${layout.capacite} personnes` : undefined);

function LayoutText({ layout }: { layout: Layout }) {
  return (
    <>
      <h3 className="font-semibold">{layout.name}</h3>
      {capacity(layout) && <p className="text-sm font-medium text-brand-700">{capacity(layout)}</p>}
      <p className="mt-1 text-sm text-muted">{layout.description}</p>
    </>
  );
}

/** The section both lists share: its heading, one card per layout, and what follows the list. */
function LayoutSection({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <section aria-labelledby="dispositions" className="mt-12">
      <h2 id="dispositions" className="text-2xl font-semibold text-brand-800">Dispositions de la salle</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
      {after}
    </section>
  );
}

/** The venue's layouts with their photos: on the venue page, the one place that shows them. */
export function Layouts({ layouts }: { layouts: Shown<Layout>[] }) {
  if (layouts.length === 0) return null;
  return (
    <LayoutSection>
      {layouts.map((layout) => (
        <li key={layout.name} className="overflow-hidden rounded-xl border border-brand-100">
          <ContentImage src={layout.imageSrc} alt={layout.imageAlt} blurDataURL={layout.blurDataURL} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
          <div className="p-4">
            <LayoutText layout={layout} />
          </div>
        </li>
      ))}
    </LayoutSection>
  );
}

/**
 * The layouts suited to one event, on its product page: their names, capacities and descriptions,
 * and a link to their photos on the venue page. The photos are the venue's, the same on each of its
 * product pages; shown once, they kept about 1 KB gzip off every product page (docs/performance.md).
 */
export function LayoutSummary({ layouts, venueHref }: { layouts: Layout[]; venueHref: string }) {
  if (layouts.length === 0) return null;
  return (
    <LayoutSection
      after={
        <p className="mt-3">
          <a href={`${venueHref}#dispositions`} className="font-semibold text-brand-700 underline underline-offset-2">
            Les dispositions en photos, sur la page du lieu
          </a>
        </p>
      }
    >
      {layouts.map((layout) => (
        <li key={layout.name} className="rounded-xl border border-brand-100 p-4">
          <LayoutText layout={layout} />
        </li>
      ))}
    </LayoutSection>
  );
}
