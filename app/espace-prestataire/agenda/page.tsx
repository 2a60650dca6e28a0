import type { Metadata } from 'next';
import { FeedForm } from '@/components/desk/FeedForm';
import { DeskFrame } from '@/components/desk/ui';
import { deskPaths } from '@/lib/desk';
import { requireDesk } from '@/lib/desk/server';
import { leave, renewFeed } from '../actions';

export const metadata: Metadata = { title: 'Agenda' };

export default async function AgendaPage() {
  const { email } = await requireDesk();
  return (
    <DeskFrame email={email} title="Votre agenda" back={{ href: deskPaths.inbox, label: 'Demandes' }} signOut={leave}>
      <div className="max-w-2xl space-y-4 rounded-xl border border-stone-200 bg-white p-4">
        <p>
          Les réservations (devis acceptés) et les options (devis envoyés, en attente de réponse) apparaissent dans votre agenda Google,
          Outlook ou Apple, avec la référence, la formule et la salle, sans les coordonnées des clients.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Google Agenda : « Autres agendas » → « + » → « À partir de l’URL ».</li>
          <li>Outlook : « Ajouter un calendrier » → « S’abonner à partir du web ».</li>
          <li>Apple Calendrier : « Fichier » → « Nouvel abonnement à un calendrier ».</li>
        </ul>
        <p>
          L’adresse est secrète : quiconque la connaît voit vos réservations. Si elle a circulé, créez-en une nouvelle : l’ancienne cesse
          aussitôt de fonctionner.
        </p>
        <FeedForm action={renewFeed} />
      </div>
    </DeskFrame>
  );
}
