import { CardLink, PhotoCard } from '@/components/ui/PhotoCard';
import type { VenueCard } from '@/lib/view/cards';
import { Typeset } from '@/components/ui/Typeset';

/** `preloadFirst` when the cards are the first screen's main image (the page's largest paint). */
export function VenueCards({
  cards,
  headingLevel = 2,
  preloadFirst = false,
}: {
  cards: readonly VenueCard[];
  headingLevel?: 2 | 3;
  preloadFirst?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="mt-4 grid gap-6 md:grid-cols-2">
      {cards.map((card, index) => (
        <PhotoCard key={card.code} photo={card} sizes="(min-width: 768px) 50vw, 100vw" priority={preloadFirst && index === 0} large>
          <p className="text-xs font-semibold uppercase tracking-wide text-accent-600">{card.sector}</p>
          <Heading className="mt-1 text-xl font-semibold">
            <CardLink href={card.href}>
              <Typeset text={card.title} />
            </CardLink>
          </Heading>
          <p className="mt-1 text-sm text-muted">
            <Typeset text={card.description} />
          </p>
          <p className="mt-3 text-sm">
            {card.address} · environ {card.superficie} m² · jusqu’à {card.capacite} personnes
          </p>
          {card.prices.length > 0 && (
            <dl className="mt-3 space-y-1 text-sm">
              {card.prices.map((price) => (
                <div key={price.text}>
                  <dt className="inline text-muted">{price.audience ? `${price.audience}, à partir de ` : 'À partir de '}</dt>
                  <dd className="inline font-semibold text-ink" data-chiffre="prix">
                    {price.text}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </PhotoCard>
      ))}
    </ul>
  );
}
