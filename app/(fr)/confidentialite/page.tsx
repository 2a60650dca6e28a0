import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { ConsentSettingsButton } from '@/components/consent/ConsentSettingsButton';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { WithValues } from '@/components/ui/WithValues';
import { site } from '@/lib/content';
import { CONSENT_COOKIE, CONSENT_MONTHS } from '@/lib/consent';
import { consentMessages, purposeMessages } from '@/lib/consent/messages';
import type { PrivacyValue } from '@/lib/content-model/placeholders';
import { retentionText, VISITOR_KEYS_MAX_HOURS } from '@/lib/quotes';
import { pageMetadata } from '@/lib/seo/metadata';
import { Typeset } from '@/components/ui/Typeset';

export const metadata: Metadata = pageMetadata({
  title: 'Politique de confidentialité et cookies',
  description:
    'Les données de la demande de devis et les traceurs du site : ce qui est collecté, pourquoi, combien de temps, et vos droits.',
  path: '/confidentialite',
});

export default function ConfidentialitePage() {
  const { legal, confidentialite: words } = site;
  const values: Record<PrivacyValue, ReactNode> = {
    raison_sociale: legal.raison_sociale,
    email: <a href={`mailto:${site.email}`}>{site.email}</a>,
    telephone: site.phone,
    duree_conservation: retentionText(legal.conservation_demandes_mois),
    duree_empreintes: `${VISITOR_KEYS_MAX_HOURS} heures`,
    duree_consentement: `${CONSENT_MONTHS} mois`,
    cookie_consentement: CONSENT_COOKIE,
    finalite_mesure: `${purposeMessages.mesure.label} : ${purposeMessages.mesure.description}`,
    finalite_contenus_externes: `${purposeMessages.externes.label} : ${purposeMessages.externes.description}`,
  };
  const text = (words: string) => <WithValues text={words} values={values} />;
  return (
    <PageShell trail={[{ name: 'Confidentialité', href: '/confidentialite' }]}>
      <PageHeader title="Politique de confidentialité">
        Ce que nous collectons, pourquoi, combien de temps, et comment exercer vos droits.
      </PageHeader>
      <div className="prose-content mt-6">
        <h2>Responsable du traitement</h2>
        <p>{text(words.responsable)}</p>

        <h2>Votre demande de devis</h2>
        <p>
          Quand vous remplissez le formulaire de <Link href="/devis">demande de devis</Link>, nous recevons{'\u00a0'}:
        </p>
        <ul>
          {words.donnees_devis.map((field) => (
            <li key={field}>
              <Typeset text={`${field}.`} />
            </li>
          ))}
        </ul>
        <p>
          <strong>Pourquoi{'\u00a0'}:</strong>
          {text(` ${words.finalite}`)}
        </p>
        <p>
          <strong>Qui les reçoit{'\u00a0'}:</strong>
          {text(` ${words.destinataires}`)}
        </p>
        <p>
          <strong>Combien de temps{'\u00a0'}:</strong>
          {text(` ${words.conservation}`)}
        </p>
        <p>
          <strong>Contre les envois abusifs{'\u00a0'}:</strong>
          {text(` ${words.envois_abusifs}`)}
        </p>

        <h2 id="cookies">Cookies et traceurs</h2>
        <p>{text(words.cookies)}</p>
      </div>
      <ul className="mt-4 grid max-w-5xl gap-4 md:grid-cols-3">
        {words.traceurs.map((tracker) => (
          <li key={tracker.nom} className="rounded-xl border border-brand-100 p-4">
            <h3 className="text-base font-semibold">{text(tracker.nom)}</h3>
            <dl className="mt-2 space-y-2 text-sm">
              {(
                [
                  ['Finalité', tracker.finalite],
                  ['Durée', tracker.duree],
                  ['Consentement', tracker.consentement],
                ] as const
              ).map(([term, value]) => (
                <div key={term}>
                  <dt className="font-semibold text-muted">{term}</dt>
                  <dd>{text(value)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="prose-content mt-6">
        <p>{text(words.transferts)}</p>
        <p>
          <ConsentSettingsButton className="btn btn-secondary no-underline" label={consentMessages.settingsLink} />
        </p>

        <h2>Vos droits</h2>
        <p>{text(words.droits)}</p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (Commission nationale de
          l’informatique et des libertés), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur{' '}
          <a href="https://www.cnil.fr/fr/plaintes">cnil.fr</a>.
        </p>
      </div>
    </PageShell>
  );
}
