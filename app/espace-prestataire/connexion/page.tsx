import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PasskeySignIn } from '@/components/desk/PasskeySignIn';
import { SignInForm } from '@/components/desk/SignInForm';
import { Notice } from '@/components/desk/ui';
import { deskPaths } from '@/lib/desk';
import { currentDesk } from '@/lib/desk/server';
import { askLink, openWithPasskey, passkeyChallenge } from '../actions';

export const metadata: Metadata = { title: 'Connexion' };

export default async function SignInPage({ searchParams }: PageProps<'/espace-prestataire/connexion'>) {
  if (await currentDesk()) redirect(deskPaths.inbox);
  const { lien, sortie } = await searchParams;
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-2 text-2xl font-semibold text-brand-800">Espace prestataire</h1>
      <p className="mb-6 text-muted">
        Saisissez l’adresse qui reçoit les demandes de devis : vous y recevrez un lien de connexion, valable une fois pendant 15 minutes.
      </p>
      <div className="space-y-4">
        {lien === 'invalide' && (
          <Notice tone="erreur">Ce lien de connexion n’est plus valable : il a déjà servi ou a expiré. Demandez-en un nouveau.</Notice>
        )}
        {sortie === '1' && <Notice tone="info">Vous êtes déconnecté.</Notice>}
        <SignInForm action={askLink} />
        <PasskeySignIn challenge={passkeyChallenge} signIn={openWithPasskey} />
      </div>
    </main>
  );
}
