import type { Metadata } from 'next';
import { PasskeyAdd } from '@/components/desk/PasskeyAdd';
import { BUTTON_SECONDARY, DeskFrame, Notice } from '@/components/desk/ui';
import { deskPaths } from '@/lib/desk';
import { deskPasskeys, requireDesk } from '@/lib/desk/server';
import { parisDateTime } from '@/lib/dates/paris';
import { addPasskey, leave, passkeyAddChallenge, removePasskey } from '../actions';

export const metadata: Metadata = { title: 'Clés d’accès' };

export default async function PasskeysPage({ searchParams }: PageProps<'/espace-prestataire/cles'>) {
  const { email } = await requireDesk();
  const [keys, { retiree }] = await Promise.all([deskPasskeys(), searchParams]);
  return (
    <DeskFrame email={email} title="Clés d’accès" back={{ href: deskPaths.inbox, label: 'Demandes' }} signOut={leave}>
      <div className="max-w-2xl space-y-6">
        {retiree === '1' && <Notice tone="info">La clé d’accès est retirée : elle n’ouvre plus l’espace prestataire.</Notice>}
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
                  <form action={removePasskey}>
                    <input type="hidden" name="cle" value={key.id} />
                    <button type="submit" className={BUTTON_SECONDARY} aria-label={`Retirer la clé « ${key.name} »`}>
                      Retirer
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="ajout-titre" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
          <h2 id="ajout-titre" className="text-lg font-semibold">
            Ajouter une clé d’accès sur cet appareil
          </h2>
          <PasskeyAdd challenge={passkeyAddChallenge} add={addPasskey} />
        </section>
      </div>
    </DeskFrame>
  );
}
