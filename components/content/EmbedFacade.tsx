'use client';

import { useState } from 'react';
import { useConsent } from '@/components/consent/consent-store';
import { FramedImage } from '@/components/ui/FramedImage';
import { frenchTypography } from '@/lib/french/typography';

type Props = {
  /** The iframe's title, also the button's subject. */
  title: string;
  embedUrl: string;
  buttonLabel: string;
  still: { src: string; alt: string; blurDataURL?: string | undefined };
  notice: string;
  /** Start playing when loaded by the visitor's click (not when loaded by consent). */
  autoplayOnClick?: boolean;
};

/**
 * A still image and a button standing in for a third-party embed: nothing is requested
 * from the third party until the visitor asks for it, or has accepted external content.
 */
export function EmbedFacade({ title, embedUrl, buttonLabel, still, notice, autoplayOnClick = false }: Props) {
  const [clicked, setClicked] = useState(false);
  const consented = useConsent()?.externes === true;
  if (clicked || consented) {
    const src = clicked && autoplayOnClick ? `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1` : embedUrl;
    return (
      <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-brand-100">
        <iframe
          src={src}
          title={title}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          loading={clicked ? 'eager' : 'lazy'}
        />
      </div>
    );
  }
  // The notice sits under the still, never over it: a still's own words (a placeholder's) stay readable.
  return (
    <div>
      <div className="relative overflow-hidden rounded-xl">
        <FramedImage
          src={still.src}
          alt={frenchTypography(still.alt)}
          sizes="(min-width: 768px) 50vw, 100vw"
          priority={false}
          blurDataURL={still.blurDataURL}
          className="brightness-75"
        />
        <div className="absolute inset-0 grid place-items-center bg-ink/40 p-4">
          <button type="button" onClick={() => setClicked(true)} data-ripple="light" className="btn btn-accent">
            {buttonLabel}
          </button>
        </div>
      </div>
      <p className="mt-2 text-xs text-muted">{notice}</p>
    </div>
  );
}
