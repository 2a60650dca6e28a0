// The lines this layer writes to the log, and the e-mail queue's alert, in French like every line the provider reads.
import 'server-only';

export const log = {
  locked: (dir: string, pid: number) =>
    `la base ${dir} est déjà ouverte par le processus ${pid}. PGlite n'accepte qu'un processus : arrêtez l'autre, ou configurez DATABASE_URL (PostgreSQL) pour lancer plusieurs processus.`,
  sent: (reference: string, kind: string) => `[devis] E-mail ${kind} envoyé pour ${reference}`,
  sendFailed: (reference: string, kind: string, attempt: number, reason: string, retryAt: string) =>
    `[devis] Échec de l'e-mail ${kind} pour ${reference} (tentative ${attempt}) : ${reason}. Nouvel essai à ${retryAt}.`,
  abandoned: (reference: string, reason: string) =>
    `[devis] Confirmation pour ${reference} abandonnée : l'adresse du demandeur est refusée (${reason}).`,
  expired: (reference: string, kind: string, reason: string) =>
    `[devis] E-mail ${kind} pour ${reference} abandonné : toujours pas envoyé à l'âge maximal (${reason}). Le prestataire sera prévenu par le prochain e-mail qui partira.`,
  alertSent: (references: string[]) => `[devis] Alerte envoyée au prestataire : e-mails abandonnés pour ${references.join(', ')}`,
  alertFailed: (reason: string) => `[devis] L'alerte des e-mails abandonnés n'a pas pu partir : ${reason}`,
} as const;

/** The provider's alert of abandoned e-mails. */
export const mail = {
  alertSubject: (n: number) => `Alerte : ${n} e-mail${n > 1 ? 's' : ''} de demande de devis non envoyé${n > 1 ? 's' : ''}`,
  alertIntro:
    "Ces e-mails n'ont pas pu être envoyés et ont été abandonnés (serveur d'envoi en panne ou refus trop longtemps, ou adresse du demandeur refusée) :",
  alertNext:
    'Les demandes sont en base : « npm run devis -- show <référence> » en donne le détail, « npm run devis -- outbox » l’état des envois. Contactez ces demandeurs par téléphone.',
} as const;
