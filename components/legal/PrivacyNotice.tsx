import type { ReactNode } from 'react';
import Link from 'next/link';
import { ConsentSettingsButton } from '@/components/consent/ConsentSettingsButton';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { Typeset } from '@/components/ui/Typeset';
import { WithValues } from '@/components/ui/WithValues';
import { site } from '@/lib/content';
import type { PrivacyValue } from '@/lib/content-model/placeholders';
import type { PrivacyView } from '@/lib/view/privacy';
import { isTranslation } from '@/lib/i18n';

/** The privacy notice in the page's language, drawn from its view (lib/view/privacy.ts). */
export function PrivacyNotice({ view }: { view: PrivacyView }) {
  const { words, text, locale } = view;
  const values: Record<PrivacyValue, ReactNode> = { ...view.values, email: <a href={`mailto:${site.email}`}>{site.email}</a> };
  const said = (written: string) => <WithValues text={written} values={values} locale={locale} />;
  const { complaint } = words;
  return (
    <PageShell trail={view.trail} locale={locale}>
      <PageHeader title={words.title} locale={locale}>
        <Typeset text={words.intro} locale={locale} />
      </PageHeader>
      <div className="prose-content mt-6">
        {text.prevails && (
          <p>
            <em>{text.prevails}</em>
          </p>
        )}
        <h2>{words.controller}</h2>
        <p>{said(text.responsable)}</p>

        <h2>{words.request}</h2>
        <p>
          <Typeset text={words.requestIntro.before} locale={locale} />
          <Link href={view.quote.href}>{words.requestIntro.link}</Link>
          <Typeset text={words.requestIntro.after} locale={locale} />
        </p>
        <ul>
          {text.donnees_devis.map((field) => (
            <li key={field}>
              <Typeset text={`${field}.`} locale={locale} />
            </li>
          ))}
        </ul>
        {(
          [
            [words.why, text.finalite],
            [words.who, text.destinataires],
            [words.howLong, text.conservation],
            [words.abuse, text.envois_abusifs],
          ] as const
        ).map(([term, written]) => (
          <p key={term}>
            <strong>
              <Typeset text={term} locale={locale} />
            </strong>{' '}
            {said(written)}
          </p>
        ))}

        <h2 id="acceptation">{words.acceptance}</h2>
        <p>{said(text.acceptation_devis)}</p>

        <h2 id="cookies">{words.cookies}</h2>
        <p>{said(text.cookies)}</p>
      </div>
      <ul className="mt-4 grid max-w-5xl gap-4 md:grid-cols-3">
        {text.traceurs.map((tracker) => (
          <li key={tracker.nom} className="rounded-xl border border-brand-100 p-4">
            <h3 className="text-base font-semibold">{said(tracker.nom)}</h3>
            <dl className="mt-2 space-y-2 text-sm">
              {(['finalite', 'duree', 'consentement'] as const).map((term) => (
                <div key={term}>
                  <dt className="font-semibold text-muted">{words.tracker[term]}</dt>
                  <dd>{said(tracker[term])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="prose-content mt-6">
        <p>{said(text.transferts)}</p>
        <p>
          <ConsentSettingsButton className="btn btn-secondary no-underline" label={view.settingsLink} />
        </p>

        <h2>{words.rights}</h2>
        <p>{said(text.droits)}</p>
        <p>
          <Typeset text={complaint.before} locale={locale} />
          <span lang={!isTranslation(locale) ? undefined : 'fr'}>{complaint.authority}</span>
          <Typeset text={complaint.after} locale={locale} />
          <a href={complaint.link.href}>{complaint.link.name}</a>.
        </p>
      </div>
    </PageShell>
  );
}
