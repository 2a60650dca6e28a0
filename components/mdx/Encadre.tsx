import { useId } from 'react';
import type { MdxProps } from './props';

/**
 * A highlighted aside within the copy. Body sections start at `##` (h2), so its title
 * is an h3; a named section rather than an <aside>, which inside <main> would be a
 * complementary landmark that screen readers list apart from the text it belongs to.
 */
export function Encadre({ titre, children }: MdxProps<'Encadre'>) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="my-6 rounded-xl border-l-4 border-accent-600 bg-brand-50 px-5 py-4">
      <h3 id={id} className="mt-0! mb-2! text-lg font-semibold text-brand-800">
        {titre}
      </h3>
      <div className="[&>:first-child]:mt-0! [&>:last-child]:mb-0!">{children}</div>
    </section>
  );
}
