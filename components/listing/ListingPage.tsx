import type { ReactNode } from 'react';
import { ContentImage } from '@/components/ui/ContentImage';
import { PageShell } from '@/components/ui/PageShell';
import type { Booking } from '@/lib/view/booking';
import type { ListingWords } from '@/lib/view/listing-words';
import type { Crumb } from '@/lib/seo/jsonld';
import { BookingBar, BookingBox } from './BookingBox';
import { Typeset } from '@/components/ui/Typeset';

export const GALLERY_ID = 'photos';

type Props = {
  trail: Crumb[];
  top?: ReactNode;
  /** The venue and its arrondissement, or the audience: above the title. */
  eyebrow: string;
  title: string;
  subtitle: string;
  hero: { src: string; alt: string; blurDataURL: string | undefined };
  /** How many photos the page's gallery (`#photos`) shows: the hero links to it. */
  photoCount: number;
  booking: Booking;
  words: ListingWords;
  /** The essentials in their fixed order: included, capacity by layout, access, availability, reviews. */
  children: ReactNode;
  /** The long texts, each in a disclosure (Disclosure). */
  details?: ReactNode;
};

/**
 * The one anatomy of the venue, product and prestation pages, phone first: the photo with
 * its gallery link in the first screen, the title, the booking box, the essentials, then
 * the long texts folded. From the large breakpoint the box is a sticky side column.
 */
export function ListingPage({ trail, top, eyebrow, title, subtitle, hero, photoCount, booking, words, children, details }: Props) {
  return (
    <PageShell trail={trail} top={top} locale={words.locale}>
      <div className="listing grid gap-x-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <header className="lg:col-start-1">
          <div className="relative">
            <ContentImage
              src={hero.src}
              alt={hero.alt}
              blurDataURL={hero.blurDataURL}
              sizes="(min-width: 1024px) 60vw, 100vw"
              priority
              className="rounded-2xl max-sm:aspect-[16/9] lg:aspect-[2/1]"
            />
            {photoCount > 1 && (
              <a
                href={`#${GALLERY_ID}`}
                className="absolute right-3 bottom-3 z-10 rounded-lg bg-white/95 px-3 py-2 text-sm font-semibold text-brand-800 shadow"
              >
                {words.listing.photos(photoCount)}
              </a>
            )}
          </div>
          <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-accent-600">
            <Typeset text={eyebrow} />
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-brand-800 sm:text-4xl">
            <Typeset text={title} />
          </h1>
          <p className="mt-2 text-muted sm:text-lg">
            <Typeset text={subtitle} />
          </p>
        </header>
        <aside aria-label={words.booking.region} className="mt-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0">
          <div className="lg:sticky lg:top-24">
            <BookingBox booking={booking} words={words} />
          </div>
        </aside>
        <div className="min-w-0 lg:col-start-1">
          {children}
          {details && <div className="mt-10 space-y-3">{details}</div>}
        </div>
        <BookingBar booking={booking} words={words} />
      </div>
    </PageShell>
  );
}

/** A long text folded: native disclosure, readable without JavaScript; its own heading stays for the outline. */
export function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="disclosure group rounded-xl border border-brand-100 px-4 sm:px-5">
      <summary className="disclosure-summary text-lg">
        <Typeset text={title} />
        <span aria-hidden="true" className="disclosure-sign">
          +
        </span>
      </summary>
      <div className="pb-5 [&>section:first-child]:mt-0 [&>section:first-child>h2:first-of-type]:sr-only">{children}</div>
    </details>
  );
}

/** The page's own text, folded: its MDX, then what it lists beside it (its features). */
export function MoreAbout({ name, text, words, children }: { name: string; text: ReactNode; words: ListingWords; children: ReactNode }) {
  return (
    <Disclosure title={words.listing.moreAbout(name)}>
      {text}
      {children}
    </Disclosure>
  );
}
