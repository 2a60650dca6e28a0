import type { Layout, Venue } from '@/lib/content';
import type { Shown } from '@/lib/view/blocks';
import type { ListingWords } from '@/lib/view/listing-words';
import { ContentImage } from '@/components/ui/ContentImage';
import { Typeset } from '@/components/ui/Typeset';

type Room = NonNullable<Venue['salles']>[number];

const capacity = (layout: Layout, words: ListingWords) =>
  layout.capacite_detail ??
  (layout.capacite_min ? words.peopleBetween(layout.capacite_min, layout.capacite) : layout.capacite ? words.upTo(layout.capacite) : '—');

export const LAYOUT_PHOTOS_ID = 'dispositions-photos';

type TableProps = {
  layouts: readonly Layout[];
  /** A venue of several rooms: each room's own capacity, and the limit per room for private events. */
  rooms?: readonly Room[] | undefined;
  roomLimit?: number | undefined;
  /** Where the layouts' photos are: on the venue page, or the venue page's address from a product page. */
  photosHref: string;
  words: ListingWords;
};

/**
 * The one table of capacities (#27): a row per layout, from the venue's content only, on the
 * venue page and on each product page (the layouts suited to its event), then the rooms.
 */
export function CapacityTable({ layouts, rooms = [], roomLimit, photosHref, words }: TableProps) {
  const w = words.layouts;
  if (layouts.length === 0) return null;
  return (
    <section id="dispositions" aria-labelledby="dispositions-titre" className="mt-12 scroll-mt-24">
      <h2 id="dispositions-titre" className="section-title">
        {w.title}
      </h2>
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b-2 border-brand-100">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {w.layout}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {w.capacity}
            </th>
          </tr>
        </thead>
        <tbody>
          {layouts.map((layout) => (
            <tr key={layout.name} className="border-b border-brand-100 align-top">
              <th scope="row" className="py-2 pr-3 font-semibold">
                <Typeset text={layout.name} />
                <span className="block font-normal text-muted">
                  <Typeset text={layout.description} />
                </span>
              </th>
              <td className="py-2 font-medium text-brand-700" data-chiffre="capacite-disposition">
                <Typeset text={capacity(layout, words)} />
              </td>
            </tr>
          ))}
          {rooms.map((room) => (
            <tr key={room.code} className="border-b border-brand-100 align-top">
              <th scope="row" className="py-2 pr-3 font-semibold">
                {room.nom}
                <span className="block font-normal text-muted">{room.superficie} m²</span>
              </th>
              <td className="py-2 font-medium text-brand-700">{words.upTo(room.capacite)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {roomLimit && <p className="mt-2 text-sm text-muted">{w.roomLimit(roomLimit)}</p>}
      <p className="mt-3">
        <a href={photosHref} className="font-semibold text-brand-700 underline underline-offset-2">
          {photosHref.startsWith('#') ? w.photos : w.photosOnVenue}
        </a>
      </p>
    </section>
  );
}

/** The layouts' photos, on the venue page (folded under the essentials: their capacities are in the table). */
export function LayoutPhotos({ layouts, words }: { layouts: Shown<Layout>[]; words: ListingWords }) {
  if (layouts.length === 0) return null;
  return (
    <section id={LAYOUT_PHOTOS_ID} aria-labelledby={`${LAYOUT_PHOTOS_ID}-titre`} className="mt-12 scroll-mt-24">
      <h2 id={`${LAYOUT_PHOTOS_ID}-titre`} className="section-title">
        {words.layouts.photos}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {layouts.map((layout) => (
          <li key={layout.name} className="overflow-hidden rounded-xl border border-brand-100">
            <ContentImage
              src={layout.imageSrc}
              alt={layout.imageAlt}
              blurDataURL={layout.blurDataURL}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            />
            <p className="p-4 font-semibold">
              <Typeset text={layout.name} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
