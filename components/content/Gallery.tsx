import type { Photo } from '@/lib/content';
import { ContentImage } from '@/components/ui/ContentImage';

export function Gallery({ photos, title = 'Photos' }: { photos: Pick<Photo, 'name' | 'url'>[]; title?: string }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="galerie" className="mt-12">
      <h2 id="galerie" className="text-2xl font-semibold text-brand-800">{title}</h2>
      <ol className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <figure>
              <ContentImage src={photo.url} alt={photo.name} sizes="(min-width: 768px) 33vw, 50vw" className="rounded-lg" />
              <figcaption className="mt-1 text-xs text-muted">
                Photo {index + 1} sur {photos.length}
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
    </section>
  );
}
