import { useId } from 'react';
import type { Photo } from '@/lib/blocks';
import { GalleryViewer } from './GalleryViewer';

type Props = { photos: Photo[]; title?: string | undefined };

/** Numbered photos; each opens an enlarged view. */
export function Gallery({ photos, title = 'Photos' }: Props) {
  const id = useId();
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold text-brand-800">{title}</h2>
      <GalleryViewer photos={photos} />
    </section>
  );
}
