// The desk's own e-mail: the sign-in link, in French (the provider reads the desk in French).
import 'server-only';
import type { ComposedMessage } from '../quotes/server';
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
