import { ContentImage } from '@/components/ui/ContentImage';
import type { MdxProps } from './props';

/**
 * A photo in the copy. Blur placeholders are generated for frontmatter images only, so a
 * body photo gets one when the same file is also named in frontmatter, and none otherwise.
 */
export function Photo({ src, alt, legende, blurDataURL }: MdxProps<'Photo'> & { blurDataURL: string | undefined }) {
  const image = (
    <ContentImage src={src} alt={alt} sizes="(min-width: 768px) 65ch, 100vw" blurDataURL={blurDataURL} className="rounded-xl" />
  );
  if (!legende) return <div className="my-6">{image}</div>;
  return (
    <figure className="my-6">
      {image}
      <figcaption className="mt-2 text-sm text-muted">{legende}</figcaption>
    </figure>
  );
}
