import { useId } from 'react';
import type { Feature } from '@/lib/content';
import { Typeset } from '@/components/ui/Typeset';

/** `title`: « Les atouts » (the dictionary's `features`) or the page's own. */
export function FeatureList({ features, title }: { features: Feature[]; title: string }) {
  const id = useId();
  if (features.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="section-title">
        <Typeset text={title} />
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature.name} className="rounded-lg bg-brand-50 p-4">
            <p className="font-semibold">
              <Typeset text={feature.name} />
            </p>
            {feature.description && (
              <p className="mt-1 text-sm text-muted">
                <Typeset text={feature.description} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
