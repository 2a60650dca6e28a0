import { CardLink, PhotoCard } from '@/components/ui/PhotoCard';
import type { VenueCard } from '@/lib/view/cards';
import type { ListingWords } from '@/lib/view/listing-words';
import { Typeset } from '@/components/ui/Typeset';
import { StartingPrices } from '@/components/listing/StartingPrices';

/** `preloadFirst` when the cards are the first screen's main image (the page's largest paint). */
export function VenueCards({
  cards,
  words,
  headingLevel = 2,
  preloadFirst = false,
}: {
  cards: readonly VenueCard[];
  words: ListingWords;
  headingLevel?: 2 | 3;
  preloadFirst?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="mt-4 grid gap-6 md:grid-cols-2">
      {cards.map((card, index) => (
        <PhotoCard key={card.code} photo={card} sizes="(min-width: 768px) 50vw, 100vw" priority={preloadFirst && index === 0} large>
          <p className="card-kicker">{card.sector}</p>
          <Heading className="mt-1 text-xl font-semibold">
            <CardLink href={card.href}>
              <Typeset text={card.title} />
            </CardLink>
          </Heading>
          <p className="mt-1 text-sm text-muted">
            <Typeset text={card.description} />
          </p>
          <p className="mt-3 text-sm">{words.venue.card(card.address, card.superficie, card.capacite)}</p>
          <StartingPrices prices={card.prices} layout="inline" words={words} />
        </PhotoCard>
      ))}
    </ul>
  );
}
