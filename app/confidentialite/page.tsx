import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsentSettingsButton } from '@/components/consent/ConsentSettingsButton';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PageHeader } from '@/components/ui/PageHeader';
import { site } from '@/lib/content';
import { CONSENT_COOKIE, CONSENT_MONTHS } from '@/lib/consent';
import { purposeMessages } from '@/lib/consent/messages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Politique de confidentialité et cookies',
  description: 'Les données de la demande de devis et les traceurs du site : ce qui est collecté, pourquoi, combien de temps, et vos droits.',
  path: '/confidentialite',
});

const QUOTE_FIELDS = [
  'vous êtes un particulier ou un professionnel, et le nom de votre société le cas échéant',
  'vos nom, adresse e-mail et numéro de téléphone',
  'votre événement : type, lieu, formule, date, créneau, nombre de personnes, heures supplémentaires',
  'le message que vous choisissez de nous écrire',
];

export default function ConfidentialitePage() {
  const { legal } = site;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs items={[{ name: 'Accueil', href: '/' }, { name: 'Confidentialité', href: '/confidentialite' }]} />
      <PageHeader title="Politique de confidentialité">
        Ce que nous collectons, pourquoi, combien de temps, et comment exercer vos droits.
      </PageHeader>
      <div className="prose-content mt-6">
        <h2>Responsable du traitement</h2>
        <p>
          {legal.raison_sociale}, joignable à <a href={`mailto:${site.email}`}>{site.email}</a> ou au {site.phone}.
        </p>

        <h2>Votre demande de devis</h2>
        <p>Quand vous remplissez le formulaire de <Link href="/devis">demande de devis</Link>, nous recevons :</p>
        <ul>
          {QUOTE_FIELDS.map((field) => <li key={field}>{field}.</li>)}
        </ul>
        <p>
          <strong>Pourquoi :</strong> pour vous répondre, établir votre devis et préparer votre réservation. Ces
          traitements sont des mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).
        </p>
        <p>
          <strong>Qui les reçoit :</strong> uniquement notre équipe. Notre hébergeur et notre service d’envoi
          d’e-mails les traitent pour notre compte, sans pouvoir les utiliser à d’autres fins. Nous ne les vendons ni ne
          les prêtons.
        </p>
        {legal.conservation_demandes && (
          <p>
            <strong>Combien de temps :</strong> {legal.conservation_demandes}, puis elles sont supprimées. Les
            documents comptables d’une réservation sont conservés pendant la durée légale (10 ans).
          </p>
        )}

        <h2 id="cookies">Cookies et traceurs</h2>
        <p>
          Aucun traceur soumis à consentement n’est déposé ni chargé avant votre choix. « Tout refuser » est aussi
          simple que « Tout accepter », et vous pouvez choisir finalité par finalité. Votre choix est conservé{' '}
          {CONSENT_MONTHS} mois, puis nous vous le redemandons.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Traceur</th>
              <th scope="col">Finalité</th>
              <th scope="col">Durée</th>
              <th scope="col">Consentement</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Cookie « {CONSENT_COOKIE} » (ce site)</td>
              <td>Mémoriser vos choix sur les cookies</td>
              <td>{CONSENT_MONTHS} mois</td>
              <td>Non requis : indispensable pour respecter votre choix</td>
            </tr>
            <tr>
              <td>Google Tag Manager et les outils de statistiques qu’il charge (cookies « _ga »)</td>
              <td>{purposeMessages.mesure.label} : {purposeMessages.mesure.description}</td>
              <td>13 mois au plus</td>
              <td>Requis</td>
            </tr>
            <tr>
              <td>YouTube (youtube-nocookie.com) et Google Maps</td>
              <td>{purposeMessages.externes.label} : {purposeMessages.externes.description}</td>
              <td>Fixée par Google</td>
              <td>Requis, ou votre clic sur « Lire la vidéo » ou « Afficher le plan »</td>
            </tr>
          </tbody>
        </table>
        <p>
          Ces services sont fournis par Google, qui peut transférer des données aux États-Unis dans le cadre du
          Data Privacy Framework UE – États-Unis.
        </p>
        <p>
          <ConsentSettingsButton className="btn btn-secondary no-underline" />
        </p>

        <h2>Vos droits</h2>
        <p>
          Vous pouvez accéder à vos données, les faire rectifier ou effacer, en limiter le traitement, vous y opposer,
          les recevoir dans un format lisible (portabilité) et retirer votre consentement à tout moment. Écrivez-nous
          à <a href={`mailto:${site.email}`}>{site.email}</a> : nous répondons sous un mois.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL
          (Commission nationale de l’informatique et des libertés), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07,
          ou en ligne sur <a href="https://www.cnil.fr/fr/plaintes">cnil.fr</a>.
        </p>
      </div>
    </div>
  );
}
