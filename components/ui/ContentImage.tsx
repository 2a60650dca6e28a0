import { isExamplePhoto, showExamples } from '@/lib/examples';
import { ExampleBadge } from './ExampleBadge';
import { FramedImage } from './FramedImage';
import { frenchTypography } from '@/lib/french/typography';

type Props = {
  src: string;
  alt: string;
  /** The `sizes` attribute: which width the image takes at each breakpoint. */
  sizes: string;
  /** The build-time blur placeholder (`blurFor(src)` in lib/content.ts), if the image has one. */
  blurDataURL: string | undefined;
  priority?: boolean;
  className?: string;
};

/**
 * A content photo in a fixed 3:2 frame: `fill` lets a real photo of any size replace
 * a placeholder file without code changes, and the frame keeps the layout from shifting.
 * In development and previews, a placeholder photo carries the « Exemple » badge.
 */
export function ContentImage({ src, alt, sizes, blurDataURL, priority = false, className = '' }: Props) {
  const image = (
    <FramedImage src={src} alt={frenchTypography(alt)} sizes={sizes} priority={priority} blurDataURL={blurDataURL} className={className} />
  );
  if (!showExamples || !isExamplePhoto(src)) return image;
  return (
    <div className="relative">
      {image}
      <ExampleBadge example className="absolute left-2 top-2 z-10" />
    </div>
  );
}
