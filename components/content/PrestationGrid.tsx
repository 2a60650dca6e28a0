import { CardLink, PhotoCard } from '@/components/ui/PhotoCard';
import type { PrestationCard } from '@/lib/view/cards';
import type { ListingWords } from '@/lib/view/listing-words';
import { Typeset } from '@/components/ui/Typeset';

/** `preloadFirst` when the grid opens the page: its first photo is then the largest paint on a phone. */
export function PrestationGrid({
  cards,
  words,
  preloadFirst = false,
}: {
  cards: readonly PrestationCard[];
  words: ListingWords;
  preloadFirst?: boolean;
}) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <PhotoCard
          key={card.slug}
          photo={card}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={preloadFirst && index === 0}
        >
          <h3 className="text-lg font-semibold">
            <CardLink href={card.href}>
              <Typeset text={card.name} />
            </CardLink>
          </h3>
          <p className="mt-1 text-sm text-muted">
            <Typeset text={card.description} />
          </p>
          {card.price && (
            <p className="mt-2 text-sm">
              {words.from}{' '}
              <strong className="text-ink" data-chiffre="prix">
                {card.price}
              </strong>
            </p>
          )}
        </PhotoCard>
      ))}
    </ul>
  );
}
