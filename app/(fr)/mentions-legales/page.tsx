import type { Metadata } from 'next';
import { Fragment, type ReactNode } from 'react';
import Link from 'next/link';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { WithValues } from '@/components/ui/WithValues';
import { accessOf, site, venues } from '@/lib/content';
import { fillIn, type LegalNoticeValue } from '@/lib/content-model/placeholders';
import { isExample } from '@/lib/examples';
import { formatEuros } from '@/lib/french/format';
import { internationalPhone } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { Typeset } from '@/components/ui/Typeset';

const { legal } = site;

/** The values the notice's texts may write in braces, as plain text; the page links the phone and the e-mail. */
const plainValues: Record<LegalNoticeValue, string> = {
  marque: site.brand,
  raison_sociale: legal.raison_sociale,
  forme_juridique: legal.forme_juridique,
  capital: formatEuros(legal.capital),
  rcs_ville: legal.rcs_ville,
  siren: legal.siren,
  tva: legal.tva,
  siege: `${legal.siege.rue}, ${legal.siege.code_postal} ${legal.siege.ville}`,
  telephone: site.phone,
  email: site.email,
};

export const metadata: Metadata = pageMetadata({
  title: 'Mentions légales',
  description: fillIn(site.mentions.description, plainValues),
  path: '/mentions-legales',
});

export default function MentionsLegalesPage() {
  const values: Record<LegalNoticeValue, ReactNode> = {
    ...plainValues,
    telephone: (
      <>
        <a href={`tel:${internationalPhone(site.phone)}`}>{site.phone}</a> <ExampleBadge example={isExample(site, 'phone')} />
      </>
    ),
    email: (
      <>
        <a href={`mailto:${site.email}`}>{site.email}</a> <ExampleBadge example={isExample(site, 'email')} />
      </>
    ),
  };
  return (
    <PageShell trail={[{ name: 'Mentions légales', href: '/mentions-legales' }]}>
      <PageHeader title="Mentions légales" />
      <div className="prose-content mt-6">
        <ExampleBadge example={isExample(legal)} />
        <h2>Éditeur du site</h2>
        <p>
          {site.mentions.editeur.map((line, index) => (
            <Fragment key={line}>
              {index > 0 && <br />}
              <WithValues text={line} values={values} />
            </Fragment>
          ))}
        </p>
        <p>Lieux exploités{'\u00a0'}:</p>
        <ul>
          {venues().map((venue) => (
            <li key={venue.code}>
              <Typeset text={`${venue.title} : ${accessOf(venue).address}`} />
            </li>
          ))}
        </ul>

        <h2>Directeur de la publication</h2>
        <p>{legal.directeur_publication}</p>

        <h2>Hébergement</h2>
        <p>
          {legal.hebergeur.nom}
          <br />
          {legal.hebergeur.adresse}
          <br />
          Téléphone{'\u00a0'}: {legal.hebergeur.telephone}
        </p>

        <h2>Propriété intellectuelle</h2>
        <p>
          <WithValues text={site.mentions.propriete_intellectuelle} values={values} />
        </p>

        <h2>Données personnelles et cookies</h2>
        <p>
          Ce que nous collectons, pourquoi, combien de temps et vos droits{'\u00a0'}: voir notre{' '}
          <Link href="/confidentialite">politique de confidentialité</Link>.
        </p>
      </div>
    </PageShell>
  );
}
