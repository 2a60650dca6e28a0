import Link from 'next/link';
import type { Booking } from '@/lib/view/booking';
import type { ListingWords } from '@/lib/view/listing-words';
import { showExamples } from '@/lib/examples';
import { Typeset } from '@/components/ui/Typeset';
import { StartingPrices } from './StartingPrices';

const BOOKING_BOX_ID = 'reserver';

/**
 * The booking box of a listing: starting price, capacity and the two hand-offs. On phones it
 * follows the title; on desktop it is the sticky side column (ListingPage). Its view timeline
 * (`.booking-box` in globals.css) tells the pinned bar when the visitor has scrolled past it.
 */
export function BookingBox({ booking, words }: { booking: Booking; words: ListingWords }) {
  return (
    <section
      id={BOOKING_BOX_ID}
      aria-labelledby={`${BOOKING_BOX_ID}-titre`}
      className="booking-box rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h2 id={`${BOOKING_BOX_ID}-titre`} className="sr-only">
        {words.booking.title}
      </h2>
      <StartingPrices prices={booking.prices} layout="stacked" words={words} />
      {booking.people && (
        <dl className="mt-3 text-sm">
          <dt className="inline text-muted">{words.booking.capacity}</dt>
          <dd className="inline font-semibold" data-chiffre="personnes">
            <Typeset text={booking.people} />
          </dd>
        </dl>
      )}
      {showExamples && booking.missing.length > 0 && (
        <ul role="note" className="mt-3 list-disc rounded-lg bg-amber-50 py-2 pr-3 pl-7 text-sm text-amber-900">
          {booking.missing.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {/* Side by side on a phone (one row less before the essentials), stacked in the side column. */}
      <div className="mt-4 grid grid-cols-2 gap-2 lg:grid-cols-1">
        <Link
          href={booking.quote}
          data-ripple="light"
          className="btn btn-primary min-h-12 px-1 text-[0.8125rem] whitespace-nowrap sm:text-sm lg:text-base"
        >
          {words.booking.quote}
        </Link>
        <Link
          href={booking.calculate}
          data-ripple="dark"
          className="btn btn-secondary min-h-12 px-1 text-[0.8125rem] whitespace-nowrap sm:text-sm lg:text-base"
        >
          {words.booking.calculate}
        </Link>
      </div>
    </section>
  );
}

/**
 * The box's short form pinned at the bottom of a phone's screen once the box is scrolled
 * past: CSS only (globals.css, `.booking-bar`), a plain link, above the safe area; hidden
 * while the mobile menu or the consent banner is open.
 */
export function BookingBar({ booking, words }: { booking: Booking; words: ListingWords }) {
  return (
    <div className="booking-bar lg:hidden" data-testid="barre-reservation">
      <p className="min-w-0 text-sm leading-tight">
        {booking.short && (
          <>
            <span className="text-muted">{words.booking.barFrom}</span>
            <strong className="text-ink" data-chiffre="prix-barre">
              {booking.short}
            </strong>
          </>
        )}
      </p>
      <Link href={booking.quote} data-ripple="light" className="btn btn-primary shrink-0">
        {words.booking.quote}
      </Link>
    </div>
  );
}
