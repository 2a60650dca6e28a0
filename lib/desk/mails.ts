// The desk's own e-mails, in French (the provider reads the desk in French): the sign-in link, and a passkey added or removed.
import 'server-only';
import type { ComposedMessage } from '../server/mail';
import type { Sender } from './sender';

export const signInMail = (to: string, link: string, sender: Sender): ComposedMessage => ({
  to,
  toVisitor: false,
  subject: `Votre lien de connexion à l’espace prestataire — ${sender.brand}`,
  text: [
    'Bonjour,',
    '',
    'Pour ouvrir l’espace prestataire, suivez ce lien. Il ne sert qu’une fois et expire dans 15 minutes :',
    link,
    '',
    'Si vous n’avez rien demandé, ignorez cet e-mail : personne ne peut se connecter sans ce lien.',
  ].join('\n'),
});

/** What opens the desk changed (a passkey added or removed): the address hears it, whoever did it. */
export const passkeyChangeMail = (to: string, change: string, at: string, sender: Sender): ComposedMessage => ({
  to,
  toVisitor: false,
  subject: `Clés d’accès de l’espace prestataire modifiées — ${sender.brand}`,
  text: [
    'Bonjour,',
    '',
    `${change}, le ${at} (heure de Paris).`,
    '',
    'Si ce n’est pas vous : ouvrez l’espace prestataire par un lien reçu par e-mail, puis cliquez sur « Se déconnecter partout » en cochant « Retirer aussi toutes les clés d’accès ».',
  ].join('\n'),
});
