import type { Review } from '@/lib/content';
import { platformName } from '@/lib/content';

export function ReviewList({ reviews, title = 'Avis de nos clients' }: { reviews: Review[]; title?: string }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="avis" className="mt-12">
      <h2 id="avis" className="text-2xl font-semibold text-brand-800">{title}</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={`${review.author}-${review.date}-${review.title}`} className="rounded-xl border border-brand-100 p-5">
            <figure>
              <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted">
                Avis {platformName(review.type)}
              </figcaption>
              <p className="mt-1 font-semibold">{review.title}</p>
              <blockquote className="mt-2 text-sm leading-6">
                <p>{review.text}</p>
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
    </section>
  );
}
