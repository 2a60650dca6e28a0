import { ContentImage } from '@/components/ui/ContentImage';
import { CardLink } from '@/components/ui/PhotoCard';
import type { EventCard } from '@/lib/view/cards';
import type { ListingWords } from '@/lib/view/listing-words';
import { Typeset } from '@/components/ui/Typeset';

// On a phone the photo is a thumbnail in its own column: it fills that column's cell
// (no 3:2 frame, whose width would follow the text's height and spill over the text).
export function EventCards({ cards, words, headingLevel = 3 }: { cards: EventCard[]; words: ListingWords; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.href + card.name} className="event-card">
          <ContentImage
            src={card.imageSrc}
            alt={card.imageAlt}
            blurDataURL={card.blurDataURL}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 120px"
            className="h-full min-h-28 max-sm:aspect-auto sm:h-auto"
          />
          <div className="event-card-body">
            {card.type && <p className="card-kicker">{words.eventTypes[card.type]}</p>}
            <Heading className="mt-1 text-base font-semibold leading-snug sm:text-lg">
              <CardLink href={card.href}>
                <Typeset text={card.name} />
              </CardLink>
            </Heading>
            <p className="mt-1 hidden text-sm text-muted sm:block">
              <Typeset text={card.details} />
            </p>
            <p className="mt-auto pt-3 text-sm">
              {words.from}{' '}
              <strong className="text-ink" data-chiffre="prix">
                {card.price}
              </strong>
              {' · '}
              <span data-chiffre="personnes">
                <Typeset text={card.people} />
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
