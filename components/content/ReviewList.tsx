import { useId } from 'react';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import type { Reviews } from '@/lib/view/blocks';
import { isExample } from '@/lib/examples';
import { Typeset } from '@/components/ui/Typeset';

const platformList = new Intl.ListFormat('fr', { type: 'conjunction' });

/** The reviews, each linked to its original on the platform; nothing when there is none to show. */
export function ReviewList({ reviews, older, collecte, title = 'Avis de nos clients' }: Reviews & { title?: string | undefined }) {
  const id = useId();
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="section-title">
        <Typeset text={title} />
      </h2>
      <p className="mt-2 text-sm text-muted">
        <ExampleBadge example={collecte.example} className="mr-2" />
        <Typeset text={collecte.text} />
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={`${review.author}-${review.date}-${review.title}`} className="rounded-xl border border-brand-100 p-5">
            <figure>
              <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted">
                <ExampleBadge example={isExample(review)} className="mr-2" />
                {review.url ? (
                  <a href={review.url} rel="nofollow noopener" target="_blank" className="underline underline-offset-2">
                    Avis {review.platform}
                    <span className="sr-only"> (nouvelle fenêtre)</span>
                  </a>
                ) : (
                  <>Avis {review.platform}</>
                )}
              </figcaption>
              <p className="mt-1 font-semibold">
                <Typeset text={review.title} />
              </p>
              <blockquote className="mt-2 text-sm leading-6">
                <p>
                  <Typeset text={review.text} />
                </p>
              </blockquote>
              <p className="mt-3 text-sm text-muted">
                {review.author}
                {review.societe && <>, {review.societe}</>} — {review.event}, le{' '}
                <time dateTime={review.date.split('/').reverse().join('-')}>{review.date}</time>
              </p>
            </figure>
          </li>
        ))}
      </ul>
      {older.length > 0 && (
        <p className="mt-3 text-sm text-muted">
          Et {older.length} {older.length > 1 ? 'avis plus anciens' : 'avis plus ancien'}, à lire sur{' '}
          {platformList.format([...new Set(older)])}.
        </p>
      )}
    </section>
  );
}
