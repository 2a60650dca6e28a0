import { useId } from 'react';
import type { Photo } from '@/lib/view/blocks';
import type { GalleryWords } from '@/lib/view/listing-words';
import { GalleryViewer } from './GalleryViewer';
import { typographyOf } from '@/lib/english/typography';
import type { Locale } from '@/lib/i18n';
import { Typeset } from '@/components/ui/Typeset';

/** `id`: the section's, for the hero's « 12 photos » link (components/listing/ListingPage.tsx). */
type Props = { photos: Photo[]; words: GalleryWords; locale?: Locale; title?: string | undefined; id?: string | undefined };

/**
 * The most photos shown as thumbnails: each costs a page about 1 KB of HTML and its blur in the
 * inline data (#36). The others are folded as links, to the photo itself without JavaScript.
 */
const THUMBNAILS = 12;

/** Numbered photos; each opens an enlarged view. */
export function Gallery({ photos, words, locale = 'fr', title = words.title, id: sectionId }: Props) {
  const headingId = useId();
  const typeset = typographyOf(locale);
  if (photos.length === 0) return null;
  return (
    <section id={sectionId} aria-labelledby={headingId} className="mt-12 scroll-mt-24">
      <h2 id={headingId} className="section-title">
        <Typeset text={title} locale={locale} />
      </h2>
      <GalleryViewer
        photos={photos.slice(0, THUMBNAILS).map((photo) => ({ ...photo, alt: typeset(photo.alt) }))}
        more={photos.slice(THUMBNAILS).map((photo): [string, string] => [photo.src, typeset(photo.alt)])}
        words={words}
      />
    </section>
  );
}
