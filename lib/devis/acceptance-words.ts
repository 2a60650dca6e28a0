// The acceptance page's words, French and English: the visitor reads their devis in the
// language of their request. Safe in the browser (the form's leaf reads its part).
import type { Locale } from '../i18n';

const fr = {
  title: (number: string) => `Devis ${number}`,
  unknown: {
    title: 'Lien de devis non valable',
    text: 'Ce lien ne correspond à aucun devis ouvert. Vérifiez l’adresse reçue par e-mail, ou écrivez-nous.',
  },
  replaced: (number: string, newer?: string) =>
    `Le devis ${number} a été remplacé par une nouvelle version${newer ? ` (${newer})` : ''}, envoyée par e-mail : c’est elle qu’il faut accepter.`,
  expired: (date: string) =>
    `Ce devis n’est plus valable depuis le ${date}. Écrivez-nous : nous vous en enverrons un nouveau si la date est toujours libre.`,
  ended: 'Ce devis n’est plus ouvert à l’acceptation. Écrivez-nous pour toute question.',
  accepted: (date: string) =>
    `Vous avez accepté ce devis le ${date}. Un e-mail de confirmation vous a été envoyé, avec le devis accepté en PDF.`,
  summary: 'Votre devis',
  columns: { label: 'Désignation', quantity: 'Qté', unit: 'Prix unitaire', vat: 'TVA', amount: 'Montant' },
  totalHt: 'Total HT',
  vat: 'TVA',
  totalTtc: 'Total TTC',
  when: 'Date et heures',
  where: 'Lieu',
  validUntil: (date: string) => `Valable jusqu’au ${date}.`,
  deposit: (amount: string, days: number, firmOnAcceptance: boolean) =>
    firmOnAcceptance
      ? `Acompte de ${amount}, à verser par virement sous ${days} jours. La réservation est ferme dès votre acceptation.`
      : `Acompte de ${amount}, à verser par virement sous ${days} jours. La réservation devient ferme à sa réception ; sans acompte dans ce délai, la date est libérée.`,
  pdf: 'Télécharger le devis (PDF)',
  terms: 'Conditions de location',
  readTerms: 'Lire les conditions de location',
  termsLink: 'Les conditions de location sur une page à part',
  agree: "J'ai lu et j'accepte les conditions de location",
  name: 'Vos prénom et nom (valent signature)',
  submit: 'Accepter le devis avec obligation de paiement',
  taken:
    'Cette date a été réservée entre-temps par un autre client : votre devis ne peut plus être accepté. Nous avons été prévenus et vous proposerons une autre date.',
  expiredNow: 'Ce devis vient d’expirer : il ne peut plus être accepté.',
  errorsTitle: 'Le devis n’est pas encore accepté :',
};

export type AcceptanceWords = typeof fr;

const en: AcceptanceWords = {
  title: (number) => `Quote ${number}`,
  unknown: {
    title: 'Quote link not valid',
    text: 'This link matches no open quote. Check the address in your e-mail, or write to us.',
  },
  replaced: (number, newer) =>
    `Quote ${number} has been replaced by a new version${newer ? ` (${newer})` : ''}, sent by e-mail: please accept that one.`,
  expired: (date) => `This quote expired on ${date}. Write to us and we will send a new one if the date is still free.`,
  ended: 'This quote can no longer be accepted. Write to us with any question.',
  accepted: (date) => `You accepted this quote on ${date}. A confirmation e-mail has been sent to you, with the accepted quote as a PDF.`,
  summary: 'Your quote',
  columns: { label: 'Description', quantity: 'Qty', unit: 'Unit price', vat: 'VAT', amount: 'Amount' },
  totalHt: 'Total excl. VAT',
  vat: 'VAT',
  totalTtc: 'Total incl. VAT',
  when: 'Date and times (Paris time)',
  where: 'Venue',
  validUntil: (date) => `Valid until ${date}.`,
  deposit: (amount, days, firmOnAcceptance) =>
    firmOnAcceptance
      ? `Deposit of ${amount}, payable by bank transfer within ${days} days. The booking is firm as soon as you accept.`
      : `Deposit of ${amount}, payable by bank transfer within ${days} days. The booking becomes firm when it arrives; without the deposit in time, the date is released.`,
  pdf: 'Download the quote (PDF)',
  terms: 'Rental terms',
  readTerms: 'Read the rental terms',
  termsLink: 'The rental terms on their own page',
  agree: 'I have read and accept the rental terms',
  name: 'Your full name (as your signature)',
  submit: 'Accept the quote with obligation to pay',
  taken:
    'This date was booked by another client in the meantime: your quote can no longer be accepted. We have been told and will offer you another date.',
  expiredNow: 'This quote has just expired: it can no longer be accepted.',
  errorsTitle: 'The quote is not accepted yet:',
};

export const acceptanceWords = (locale: Locale): AcceptanceWords => (locale === 'en' ? en : fr);
