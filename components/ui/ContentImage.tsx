import Image from 'next/image';

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
  return (
    <div className={`relative aspect-[3/2] overflow-hidden bg-brand-100 ${className}`}>
      <Image src={src} alt={alt} fill sizes={sizes} priority={priority} className="object-cover" />
    </div>
  );
}
