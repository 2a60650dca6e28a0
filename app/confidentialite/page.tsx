import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsentSettingsButton } from '@/components/consent/ConsentSettingsButton';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { site } from '@/lib/content';
import { CONSENT_COOKIE, CONSENT_MONTHS } from '@/lib/consent';
import { purposeMessages } from '@/lib/consent/messages';
import { retentionText } from '@/lib/quotes/retention';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Politique de confidentialité et cookies',
  description: 'Les données de la demande de devis et les traceurs du site : ce qui est collecté, pourquoi, combien de temps, et vos droits.',
  path: '/confidentialite',
});

const trackers = () => [
  {
    name: `Cookie « ${CONSENT_COOKIE} » (ce site)`,
    purpose: 'Mémoriser vos choix sur les cookies.',
    duration: `${CONSENT_MONTHS} mois`,
    consent: 'Non requis : il sert à respecter votre choix.',
  },
  {
    name: 'Google Tag Manager et les statistiques qu’il charge (cookies « _ga »)',
    purpose: `${purposeMessages.mesure.label} : ${purposeMessages.mesure.description}`,
    duration: '13 mois au plus',
    consent: 'Requis.',
  },
  {
    name: 'YouTube (youtube-nocookie.com) et Google Maps',
    purpose: `${purposeMessages.externes.label} : ${purposeMessages.externes.description}`,
    duration: 'Fixée par Google',
    consent: 'Requis, ou votre clic sur « Lire la vidéo » ou « Afficher le plan ».',
  },
];

export default function ConfidentialitePage() {
  const { legal, confidentialite: words } = site;
  return (
    <PageShell trail={[{ name: 'Confidentialité', href: '/confidentialite' }]}>
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
          {words.donnees_devis.map((field) => <li key={field}>{field}.</li>)}
        </ul>
        <p>
          <strong>Pourquoi :</strong>{` ${words.finalite}`}
        </p>
        <p>
          <strong>Qui les reçoit :</strong>{` ${words.destinataires}`}
        </p>
        <p>
          <strong>Combien de temps :</strong> {retentionText(legal.conservation_demandes_mois)} à compter de la réception de
          votre demande ; le site supprime alors automatiquement la demande, chaque jour, et efface ses traces de la base. Les
          documents comptables d’une réservation sont conservés pendant la durée légale (10 ans).
        </p>
        <p>
          <strong>Contre les envois abusifs :</strong>{` ${words.envois_abusifs}`}
        </p>

        <h2 id="cookies">Cookies et traceurs</h2>
        <p>
          Aucun traceur soumis à consentement n’est déposé ni chargé avant votre choix. « Tout refuser » est aussi
          simple que « Tout accepter », et vous pouvez choisir finalité par finalité. Votre choix est conservé{' '}
          {CONSENT_MONTHS} mois, puis nous vous le redemandons.
        </p>
      </div>
      <ul className="mt-4 grid max-w-5xl gap-4 md:grid-cols-3">
        {trackers().map((tracker) => (
          <li key={tracker.name} className="rounded-xl border border-brand-100 p-4">
            <h3 className="text-base font-semibold">{tracker.name}</h3>
            <dl className="mt-2 space-y-2 text-sm">
              {([['Finalité', tracker.purpose], ['Durée', tracker.duration], ['Consentement', tracker.consent]] as const).map(([term, value]) => (
                <div key={term}>
                  <dt className="font-semibold text-muted">{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="prose-content mt-6">
        <p>{words.transferts}</p>
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
    </PageShell>
  );
}
