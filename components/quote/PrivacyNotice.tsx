import Link from 'next/link';
import { VISITOR_KEYS_MAX_HOURS } from '@/lib/quotes';
import { quoteServerWords } from '@/lib/quotes/server';
import type { Locale } from '@/lib/i18n';
import { Typeset } from '@/components/ui/Typeset';

/** The GDPR information notice under the quote form's send button: two lines, the full notice folded. */
export function PrivacyNotice({
  company,
  email,
  retentionMonths,
  locale,
}: {
  company: string;
  email: string;
  retentionMonths: number;
  locale: Locale;
}) {
  const { privacyNotice: notice, retention } = quoteServerWords(locale);
  const period = retention(retentionMonths);
  return (
    <section aria-labelledby="devis-donnees" className="rounded-lg bg-brand-50 p-4 text-sm leading-6 text-muted">
      <h2 id="devis-donnees" className="font-semibold text-ink">
        <Typeset text={notice.title} locale={locale} />
      </h2>
      <p>
        <Typeset text={notice.summary(period)} locale={locale} />
      </p>
      <details className="mt-1">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700">
          <Typeset text={notice.details} locale={locale} />
        </summary>
        <ul className="space-y-1">
          <li>
            <Typeset text={notice.controller(company, email)} locale={locale} />
          </li>
          <li>
            <Typeset text={notice.purpose} locale={locale} />
          </li>
          <li>
            <Typeset text={notice.recipients} locale={locale} />
          </li>
          <li>
            <Typeset text={notice.retention(period, VISITOR_KEYS_MAX_HOURS)} locale={locale} />
          </li>
          <li>
            <Typeset text={notice.rights(email)} locale={locale} />
          </li>
        </ul>
      </details>
      <p>
        <Link href="/confidentialite" className="inline-block py-1 font-medium text-brand-700 underline underline-offset-2">
          {notice.link}
        </Link>
      </p>
    </section>
  );
}
