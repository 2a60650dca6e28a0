import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/JsonLd';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import { isExample } from '@/lib/examples';
import { typographyOf } from '@/lib/english/typography';
import type { Locale } from '@/lib/i18n';
import { faqJsonLd } from '@/lib/seo/jsonld';
import { Typeset } from '@/components/ui/Typeset';

/** `reponse` is the answer as text (FAQPage); `contenu`, when given, is how the page shows it (a `<Question>` of an MDX body, with its links). */
export type FaqEntry = { question: string; reponse: string; contenu?: ReactNode };

/**
 * Questions and answers as native disclosures (keyboard and screen readers for free, and
 * readable without JavaScript), with the same questions given to search engines as FAQPage.
 */
export function Faq({
  entries: written,
  id = 'questions',
  title,
  locale = 'fr',
}: {
  entries: readonly FaqEntry[];
  locale?: Locale;
  id?: string;
  /** « Questions fréquentes » or the page's own (the dictionary's `faq`). */
  title: string;
}) {
  if (written.length === 0) return null;
  // The same text on the page and in FAQPage.
  const entries = written.map((entry) => ({
    ...entry,
    question: typographyOf(locale)(entry.question),
    reponse: typographyOf(locale)(entry.reponse),
  }));
  return (
    <section aria-labelledby={id} className="mt-12 scroll-mt-24">
      <JsonLd data={faqJsonLd(entries)} />
      <h2 id={id} className="section-title">
        <Typeset text={title} locale={locale} />
      </h2>
      <div className="mt-4 divide-y divide-brand-100 rounded-xl border border-brand-100">
        {entries.map((entry) => (
          <details key={entry.question} className="group px-4 sm:px-5">
            <summary className="disclosure-summary">
              <span>
                <ExampleBadge example={isExample(entry)} className="mr-2" />
                <span data-faq-question>{entry.question}</span>
              </span>
              <span aria-hidden="true" className="disclosure-sign">
                +
              </span>
            </summary>
            {entry.contenu ? (
              <div className="pb-4 leading-7 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&>*]:mt-0 [&>*+*]:mt-3">
                {entry.contenu}
              </div>
            ) : (
              <p className="pb-4 leading-7">{entry.reponse}</p>
            )}
          </details>
        ))}
      </div>
    </section>
  );
}
