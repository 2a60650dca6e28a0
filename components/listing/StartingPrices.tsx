import type { Booking } from '@/lib/view/booking';
import type { ListingWords } from '@/lib/view/listing-words';

const LAYOUTS = {
  /** A card: one line per audience, the label inline before the price. */
  inline: { list: 'mt-3 space-y-1 text-sm', term: 'inline text-muted', price: 'inline font-semibold text-ink', space: ' ' },
  /** The booking box: the label above a large price. */
  stacked: { list: 'space-y-2', term: 'text-sm text-muted', price: 'text-lg font-bold leading-snug text-ink', space: '' },
};

/** « <public>, à partir de 1 200 € TTC »: the starting prices of a venue card and of a booking box. */
export function StartingPrices({
  prices,
  layout,
  words,
}: {
  prices: Booking['prices'];
  layout: keyof typeof LAYOUTS;
  words: ListingWords;
}) {
  if (prices.length === 0) return null;
  const style = LAYOUTS[layout];
  return (
    <dl className={style.list}>
      {prices.map((price) => (
        <div key={price.text}>
          <dt className={style.term}>{`${price.audience ? words.audienceFrom(price.audience) : words.from}${style.space}`}</dt>
          <dd className={style.price} data-chiffre="prix">
            {price.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
