import { blurFor } from '@/lib/content';
import { FramedImage } from './FramedImage';

type Props = {
  src: string;
  alt: string;
  /** The `sizes` attribute: which width the image takes at each breakpoint. */
  sizes: string;
  priority?: boolean;
  className?: string;
};

/**
 * A content photo in a fixed 3:2 frame: `fill` lets a real photo of any size replace
 * a placeholder file without code changes, and the frame keeps the layout from shifting.
 */
export function ContentImage({ src, alt, sizes, priority = false, className = '' }: Props) {
  return <FramedImage src={src} alt={alt} sizes={sizes} priority={priority} blurDataURL={blurFor(src)} className={className} />;
}
