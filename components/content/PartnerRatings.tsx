import type { PartnerRating } from '@/lib/content';
import { formatRating } from '@/lib/format';

export function PartnerRatings({ ratings }: { ratings: PartnerRating[] }) {
  return (
    <section aria-labelledby="notes" className="mt-12">
      <h2 id="notes" className="text-2xl font-semibold text-brand-800">Nos notes chez nos partenaires</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {ratings.map((rating) => (
          <li key={rating.nom} className="rounded-lg bg-brand-50 px-4 py-3">
            <span className="block text-sm text-muted">{rating.nom}</span>
            <span className="text-xl font-bold text-brand-800">{formatRating(rating.note)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
