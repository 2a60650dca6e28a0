import type { Metadata } from 'next';
import { FreshLinkForm } from '@/components/desk/FreshLinkForm';
import { PasskeyAdd } from '@/components/desk/PasskeyAdd';
import { BUTTON, BUTTON_SECONDARY, DeskFrame, Notice } from '@/components/desk/ui';
import { deskPaths } from '@/lib/desk';
import { deskPasskeys, isFreshSignIn, RELINK_MESSAGE, requireDesk } from '@/lib/desk/server';
import { parisDateTime } from '@/lib/dates/paris';
import { addPasskey, askFreshLink, leave, passkeyAddChallenge, removePasskey } from '../actions';

export const metadata: Metadata = { title: 'Clés d’accès' };

export default async function PasskeysPage({ searchParams }: PageProps<'/espace-prestataire/cles'>) {
  const session = await requireDesk();
  const { email } = session;
  const [keys, { retiree, reconnexion }] = await Promise.all([deskPasskeys(), searchParams]);
  // Adding or removing a key asks for a sign-in less than 10 minutes old; the server checks it again.
  const fresh = isFreshSignIn(session, new Date());
  return (
    <DeskFrame email={email} title="Clés d’accès" back={{ href: deskPaths.inbox, label: 'Demandes' }} signOut={leave}>
      <div className="max-w-2xl space-y-6">
        {retiree === '1' && <Notice tone="info">La clé d’accès est retirée : elle n’ouvre plus l’espace prestataire.</Notice>}
        {(!fresh || reconnexion === '1') && (
          <section aria-labelledby="reconnexion-titre" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
            <h2 id="reconnexion-titre" className="text-lg font-semibold">
              Confirmer que c’est bien vous
            </h2>
            <p>{RELINK_MESSAGE}</p>
            <FreshLinkForm action={askFreshLink} />
          </section>
        )}
        <section aria-labelledby="cles-titre" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
          <h2 id="cles-titre" className="text-lg font-semibold">
            Vos clés d’accès
          </h2>
          <p>
            Une clé d’accès ouvre l’espace sans e-mail, avec le déverrouillage de votre téléphone ou de votre ordinateur (empreinte, visage
            ou code). Elle ne sert que sur ce site ; le lien par e-mail reste toujours possible.
          </p>
          {keys.length === 0 ? (
            <p className="text-muted">Aucune clé d’accès pour {email}.</p>
          ) : (
            <ul className="divide-y divide-stone-200">
              {keys.map((key) => (
                <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <span>
                    <strong>{key.name}</strong>
                    <br />
                    <span className="text-sm text-muted">
                      Ajoutée le {parisDateTime(key.createdAt)}
                      {key.lastUsedAt ? ` · dernière connexion le ${parisDateTime(key.lastUsedAt)}` : ' · jamais utilisée'}
                    </span>
                  </span>
                  {fresh && (
                    <form action={removePasskey}>
                      <input type="hidden" name="cle" value={key.id} />
                      <button type="submit" className={BUTTON_SECONDARY} aria-label={`Retirer la clé « ${key.name} »`}>
                        Retirer
                      </button>
                    </form>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="ajout-titre" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
          <h2 id="ajout-titre" className="text-lg font-semibold">
            Ajouter une clé d’accès sur cet appareil
          </h2>
          {fresh ? (
            <PasskeyAdd challenge={passkeyAddChallenge} add={addPasskey} />
          ) : (
            <p className="text-muted">Recevez d’abord un nouveau lien de connexion, ci-dessus.</p>
          )}
        </section>
        <section id="partout" aria-labelledby="partout-titre" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
          <h2 id="partout-titre" className="text-lg font-semibold">
            Se déconnecter partout
          </h2>
          <p>
            Ferme toutes les sessions ouvertes, sur tous les appareils, et rend inutilisables les liens de connexion pas encore suivis. Un
            appareil perdu ou volé, ou une clé que vous ne reconnaissez pas : retirez aussi les clés d’accès, chaque adresse concernée en
            est avertie par e-mail et pourra se reconnecter par un lien.
          </p>
          <form action={leave} className="space-y-3">
            <input type="hidden" name="partout" value="oui" />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="cles" value="oui" className="size-5" />
              Retirer aussi toutes les clés d’accès
            </label>
            <button type="submit" className={BUTTON}>
              Se déconnecter partout
            </button>
          </form>
        </section>
      </div>
    </DeskFrame>
  );
}
