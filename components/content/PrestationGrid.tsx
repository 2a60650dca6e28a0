import Link from 'next/link';
import { ContentImage } from '@/components/ui/ContentImage';
import type { PrestationCard } from '@/lib/view/cards';
import { frenchTypography } from '@/lib/format';

/** `preloadFirst` when the grid opens the page: its first photo is then the largest paint on a phone. */
export function PrestationGrid({ cards, preloadFirst = false }: { cards: readonly PrestationCard[]; preloadFirst?: boolean }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.slug} className="relative overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm">
          <ContentImage src={card.imageSrc} alt={card.imageAlt} blurDataURL={card.blurDataURL} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" priority={preloadFirst && index === 0} />
          <div className="p-4">
            <h3 className="text-lg font-semibold">
              <Link href={card.href} className="after:absolute after:inset-0">{card.name}</Link>
            </h3>
            <p className="mt-1 text-sm text-muted">{frenchTypography(card.description)}</p>
            {card.price && (
              <p className="mt-2 text-sm">
                À partir de <strong className="text-ink" data-chiffre="prix">{card.price}</strong>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
