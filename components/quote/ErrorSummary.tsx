import type { MouseEvent, Ref } from 'react';
import { quoteMessagesFor, type QuoteField } from '@/lib/quotes';
import type { Locale } from '@/lib/i18n';
import { Typeset } from '@/components/ui/Typeset';

type Props = {
  /** The server's refusal (limits, outage), in the form's language with the provider's phone. */
  refusal: string | undefined;
  /** The fields to correct, in the form's order, each with its message. */
  errors: readonly (readonly [QuoteField, string])[];
  fieldId: (field: QuoteField) => string;
  /** Focused after each refused try. */
  focusRef: Ref<HTMLDivElement>;
  locale: Locale;
};

/** What stopped the request, at the top of the form: each error links to its field. */
export function ErrorSummary({ refusal, errors, fieldId, focusRef, locale }: Props) {
  const text = quoteMessagesFor(locale).form;
  // Browsers scroll to a fragment without always moving the focus: move it, as the summary promises.
  const focusField = (field: QuoteField) => (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(fieldId(field));
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'center' });
  };
  return (
    <>
      {refusal && (
        <div
          ref={focusRef}
          tabIndex={-1}
          role="alert"
          className="scroll-mt-24 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800"
        >
          <Typeset text={refusal} locale={locale} />
        </div>
      )}
      {errors.length > 0 && (
        <div
          ref={focusRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby="devis-erreurs"
          className="scroll-mt-24 rounded-lg border-2 border-red-700 bg-red-50 p-4"
        >
          <h2 id="devis-erreurs" className="font-semibold text-red-800">
            <Typeset text={text.summaryTitle(errors.length)} locale={locale} />
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
            {errors.map(([field, message]) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} onClick={focusField(field)} className="inline-block py-0.5 underline underline-offset-2">
                  <Typeset text={message} locale={locale} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
