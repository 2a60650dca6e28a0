import Link from 'next/link';
import { ContentImage } from '@/components/ui/ContentImage';
import type { Venue } from '@/lib/content';
import { accessOf, blurFor, venueHref } from '@/lib/content';

/** `preloadFirst` when the cards are the first screen's main image (the page's largest paint). */
export function VenueCards({ venues, headingLevel = 2, preloadFirst = false }: { venues: readonly Venue[]; headingLevel?: 2 | 3; preloadFirst?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="mt-4 grid gap-6 md:grid-cols-2">
      {venues.map((venue, index) => (
        <li key={venue.code} className="relative overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
          <ContentImage src={venue.imageSrc} alt={venue.imageAlt} blurDataURL={blurFor(venue.imageSrc)} sizes="(min-width: 768px) 50vw, 100vw" priority={preloadFirst && index === 0} />
          <div className="p-5">
            <p className="text-xs font-semibold uppercase tracking-wide text-accent-600">{venue.sector}</p>
            <Heading className="mt-1 text-xl font-semibold">
              <Link href={venueHref(venue.code)} className="after:absolute after:inset-0">{venue.title}</Link>
            </Heading>
            <p className="mt-1 text-sm text-muted">{venue.description}</p>
            <p className="mt-3 text-sm">
              {accessOf(venue).address} · environ {venue.superficie} m² · jusqu&apos;à {venue.capacite} personnes
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
