import { ContentImage } from '@/components/ui/ContentImage';
import { CardLink } from '@/components/ui/PhotoCard';
import type { EventCard } from '@/lib/view/cards';
import { Typeset } from '@/components/ui/Typeset';

const TYPE_LABEL: Record<string, string> = { JOURNEE: 'En journée', SOIREE: 'En soirée' };

// On a phone the photo is a thumbnail in its own column: it fills that column's cell
// (no 3:2 frame, whose width would follow the text's height and spill over the text).
export function EventCards({ cards, headingLevel = 3 }: { cards: EventCard[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.href + card.name}
          className="relative grid grid-cols-[6rem_minmax(0,1fr)] overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm transition-shadow hover:shadow-md min-[400px]:grid-cols-[7.5rem_minmax(0,1fr)] sm:flex sm:flex-col"
        >
          <ContentImage
            src={card.imageSrc}
            alt={card.imageAlt}
            blurDataURL={card.blurDataURL}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 120px"
            className="h-full min-h-28 max-sm:aspect-auto sm:h-auto"
          />
          <div className="flex min-w-0 flex-1 flex-col p-3 break-words sm:p-4">
            {card.type && <p className="text-xs font-semibold uppercase tracking-wide text-accent-600">{TYPE_LABEL[card.type]}</p>}
            <Heading className="mt-1 text-base font-semibold leading-snug sm:text-lg">
              <CardLink href={card.href}>
                <Typeset text={card.name} />
              </CardLink>
            </Heading>
            <p className="mt-1 hidden text-sm text-muted sm:block">
              <Typeset text={card.details} />
            </p>
            <p className="mt-auto pt-3 text-sm">
              À partir de{' '}
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
