'use client';

import Image from 'next/image';
import { useState } from 'react';

type Props = { src: string; alt: string; sizes: string; priority: boolean; blurDataURL?: string | undefined; className: string };

/**
 * next/image in a 3:2 frame, with the blur placeholder, and the alt text shown if the file fails to load.
 * Spans, not divs: the frame may sit in a button (the gallery's thumbnails), which holds phrasing content only.
 */
export function FramedImage({ src, alt, sizes, priority, blurDataURL, className }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={`relative block aspect-[3/2] overflow-hidden bg-brand-100 ${className}`}>
      {failed ? (
        <span role="img" aria-label={alt} className="absolute inset-0 grid place-items-center p-3 text-center text-sm text-muted">
          {alt}
        </span>
      ) : (
        <Image
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          preload={priority}
          fetchPriority={priority ? 'high' : undefined}
          placeholder={blurDataURL ? 'blur' : 'empty'}
          {...(blurDataURL !== undefined && { blurDataURL })}
          onError={() => setFailed(true)}
          className="object-cover"
        />
      )}
    </span>
  );
}
