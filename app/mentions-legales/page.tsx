import type { Metadata } from 'next';
import Link from 'next/link';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { accessOf, site, venues } from '@/lib/content';
import { isExample } from '@/lib/examples';
import { formatEuros } from '@/lib/format';
import { internationalPhone } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Mentions légales',
  description: `Éditeur, immatriculation, directeur de la publication et hébergeur du site ${site.brand}.`,
  path: '/mentions-legales',
});

export default function MentionsLegalesPage() {
  const { legal } = site;
  return (
    <PageShell trail={[{ name: 'Mentions légales', href: '/mentions-legales' }]}>
      <PageHeader title="Mentions légales" />
      <div className="prose-content mt-6">
        <ExampleBadge example={isExample(legal)} />
        <h2>Éditeur du site</h2>
        <p>
          Le site {site.brand} est édité par {legal.raison_sociale}, {legal.forme_juridique} au capital de{' '}
          {formatEuros(legal.capital)}, immatriculée au registre du commerce et des sociétés de {legal.rcs_ville} sous le
          numéro {legal.siren}.<br />
          Numéro de TVA intracommunautaire : {legal.tva}<br />
          Siège social : {legal.siege.rue}, {legal.siege.code_postal} {legal.siege.ville}<br />
          Téléphone : <a href={`tel:${internationalPhone(site.phone)}`}>{site.phone}</a>{' '}
          <ExampleBadge example={isExample(site, 'phone')} /><br />
          Courriel : <a href={`mailto:${site.email}`}>{site.email}</a> <ExampleBadge example={isExample(site, 'email')} />
        </p>
        <p>Lieux exploités :</p>
        <ul>
          {venues().map((venue) => (
            <li key={venue.code}>{venue.title} : {accessOf(venue).address}</li>
          ))}
        </ul>

        <h2>Directeur de la publication</h2>
        <p>{legal.directeur_publication}</p>

        <h2>Hébergement</h2>
        <p>
          {legal.hebergeur.nom}<br />
          {legal.hebergeur.adresse}<br />
          Téléphone : {legal.hebergeur.telephone}
        </p>

        <h2>Propriété intellectuelle</h2>
        <p>{site.mentions.propriete_intellectuelle}</p>

        <h2>Données personnelles et cookies</h2>
        <p>
          Ce que nous collectons, pourquoi, combien de temps et vos droits : voir notre{' '}
          <Link href="/confidentialite">politique de confidentialité</Link>.
        </p>
      </div>
    </PageShell>
  );
}
