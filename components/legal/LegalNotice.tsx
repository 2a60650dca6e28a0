import { Fragment, type ReactNode } from 'react';
import Link from 'next/link';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { Typeset } from '@/components/ui/Typeset';
import { WithValues } from '@/components/ui/WithValues';
import { site, sitePhone } from '@/lib/content';
import type { LegalNoticeValue } from '@/lib/content-model/placeholders';
import { isExample } from '@/lib/examples';
import { internationalPhone } from '@/lib/seo/jsonld';
import type { LegalNoticeView } from '@/lib/view/legal';

/** The legal notice in the page's language, drawn from its view (lib/view/legal.ts). */
export function LegalNotice({ view }: { view: LegalNoticeView }) {
  const { words, text, legal } = view;
  const values: Record<LegalNoticeValue, ReactNode> = {
    ...view.values,
    telephone: (
      <>
        <a href={`tel:${internationalPhone(site.phone)}`}>{sitePhone(view.locale)}</a> <ExampleBadge example={isExample(site, 'phone')} />
      </>
    ),
    email: (
      <>
        <a href={`mailto:${site.email}`}>{site.email}</a> <ExampleBadge example={isExample(site, 'email')} />
      </>
    ),
  };
  return (
    <PageShell trail={view.trail} locale={view.locale}>
      <PageHeader title={words.title} />
      <div className="prose-content mt-6">
        {text.prevails && (
          <p>
            <em>{text.prevails}</em>
          </p>
        )}
        <ExampleBadge example={isExample(legal)} />
        <h2>{words.publisher}</h2>
        <p>
          {text.editeur.map((line, index) => (
            <Fragment key={line}>
              {index > 0 && <br />}
              <WithValues text={line} values={values} />
            </Fragment>
          ))}
        </p>
        <p>{words.venues}</p>
        <ul>
          {view.venues.map((venue) => (
            <li key={venue.code}>
              <Typeset text={venue.line} />
            </li>
          ))}
        </ul>

        <h2>{words.director}</h2>
        <p>
          <WithValues text={view.director} values={values} />
        </p>

        <h2>{words.host}</h2>
        <p>
          {legal.hebergeur.nom}
          <br />
          {view.hostAddress}
          <br />
          {words.phone}
          {legal.hebergeur.telephone}
        </p>

        <h2>{words.property}</h2>
        <p>
          <WithValues text={text.propriete_intellectuelle} values={values} />
        </p>

        <h2>{words.data}</h2>
        <p>
          {words.privacy.before}
          <Link href={view.privacy.href} {...(view.privacy.hrefLang && { hrefLang: view.privacy.hrefLang })}>
            {words.privacy.link}
            {view.privacy.frenchOnly}
          </Link>
          {words.privacy.after}
        </p>
      </div>
    </PageShell>
  );
}
