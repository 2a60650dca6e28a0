import Link from 'next/link';
import { privacyNotice as notice, retentionText, VISITOR_KEYS_MAX_HOURS } from '@/lib/quotes';
import { Typeset } from '@/components/ui/Typeset';

/** The GDPR information notice under the quote form's send button: two lines, the full notice folded. */
export function PrivacyNotice({ company, email, retentionMonths }: { company: string; email: string; retentionMonths: number }) {
  return (
    <section aria-labelledby="devis-donnees" className="rounded-lg bg-brand-50 p-4 text-sm leading-6 text-muted">
      <h2 id="devis-donnees" className="font-semibold text-ink">
        <Typeset text={notice.title} />
      </h2>
      <p>
        <Typeset text={notice.summary(retentionText(retentionMonths))} />
      </p>
      <details className="mt-1">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700">
          <Typeset text={notice.details} />
        </summary>
        <ul className="space-y-1">
          <li>
            <Typeset text={notice.controller(company, email)} />
          </li>
          <li>
            <Typeset text={notice.purpose} />
          </li>
          <li>
            <Typeset text={notice.recipients} />
          </li>
          <li>
            <Typeset text={notice.retention(retentionText(retentionMonths), VISITOR_KEYS_MAX_HOURS)} />
          </li>
          <li>
            <Typeset text={notice.rights(email)} />
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
