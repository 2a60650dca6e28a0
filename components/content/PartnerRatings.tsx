import { useId } from 'react';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import type { PartnerRating } from '@/lib/content';
import { isExample } from '@/lib/examples';
import type { ListingWords } from '@/lib/view/listing-words';
import { Typeset } from '@/components/ui/Typeset';

/** The ratings on partner platforms, each linked to its page there; nothing when there is none to show. */
export function PartnerRatings({
  ratings,
  words,
  title = words.ratings.title,
}: {
  ratings: PartnerRating[];
  words: ListingWords;
  title?: string | undefined;
}) {
  const id = useId();
  if (ratings.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="section-title">
        <Typeset text={title} />
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {ratings.map((rating) => {
          const body = (
            <>
              <span className="block text-sm text-muted">{rating.nom}</span>
              <span className="text-xl font-bold text-brand-800">{words.format.rating(rating.note)}</span>
            </>
          );
          return (
            <li key={rating.nom} className="rounded-lg bg-brand-50 px-4 py-3">
              <ExampleBadge example={isExample(rating)} className="mb-1" />
              {rating.url ? (
                <a href={rating.url} rel="nofollow noopener" target="_blank" className="block hover:underline">
                  {body}
                  <span className="sr-only">{words.ratings.newWindow}</span>
                </a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
