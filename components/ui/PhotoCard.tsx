import Link from 'next/link';
import type { ReactNode } from 'react';
import { ContentImage } from './ContentImage';

type Photo = { imageSrc: string; imageAlt: string; blurDataURL: string | undefined };

/**
 * A card of a list: its photo above, its text below, the whole card one link (the title's link
 * stretched over it, `CardLink`), so that the list reads as one link per card to a screen reader.
 * `large` for the few big cards of a page (the venues), the regular size otherwise.
 */
export function PhotoCard({
  photo,
  sizes,
  priority,
  large = false,
  children,
}: {
  photo: Photo;
  sizes: string;
  priority: boolean;
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={`relative overflow-hidden ${large ? 'rounded-2xl' : 'rounded-xl'} border border-brand-100 bg-white shadow-sm`}>
      <ContentImage src={photo.imageSrc} alt={photo.imageAlt} blurDataURL={photo.blurDataURL} sizes={sizes} priority={priority} />
      <div className={large ? 'p-5' : 'p-4'}>{children}</div>
    </li>
  );
}

/** The title's link of a card, stretched over the whole card (the card is `relative`). */
export function CardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="after:absolute after:inset-0">
      {children}
    </Link>
  );
}
