// Every French word of a devis: the states, the refusals of the editor, the mentions and the
// PDF's labels. Plain spaces: lib/french/typography sets them (devisText). Its English twin is
// ./messages.en.ts, typed by this one.
import type { Audience } from '../content-model/vocabulary';
import type { Dictionary } from '../i18n/dictionary';
import { STATE_LABELS } from '../quotes';
import type { DevisBody, DevisStatus, RequestState } from './types';

// The provider's words for a request's state are the inbox's, the export's and `npm run devis`'s.
const states: Record<RequestState, string> = STATE_LABELS;

const statuses: Record<DevisStatus, string> = {
  brouillon: 'Brouillon',
  envoye: 'Envoyé',
  remplace: 'Remplacé par une nouvelle version',
  accepte: 'Accepté',
  refuse: 'Refusé',
  expire: 'Expiré',
  annule: 'Annulé',
};

const line = (index: number) => `Ligne ${index + 1} :`;

const problems = {
  noLines: 'Ajoutez au moins une ligne au devis.',
  label: (index: number) => `${line(index)} indiquez le libellé.`,
  quantity: (index: number) => `${line(index)} la quantité doit être un nombre entier supérieur à zéro.`,
  unit: (index: number) => `${line(index)} indiquez le prix unitaire.`,
  vatMissing: (index: number) => `${line(index)} indiquez le taux de TVA.`,
  vatRate: (index: number, rates: string) => `${line(index)} le taux de TVA doit être ${rates}.`,
  discountPositive: (index: number) => `${line(index)} une remise s'écrit en montant négatif, par exemple -50.`,
  negativeLine: (index: number) => `${line(index)} un montant négatif est une remise : choisissez « Remise ».`,
  negativeTotal: (total: string) => `Le total du devis ne peut pas être négatif (${total}).`,
  depositAmount: "Indiquez le montant de l'acompte, en euros.",
  depositNegative: "L'acompte ne peut pas être négatif.",
  depositAboveTotal: (deposit: string, total: string) => `L'acompte (${deposit}) dépasse le total TTC du devis (${total}).`,
  depositMissing: "La réservation devient ferme à la réception de l'acompte : indiquez son montant.",
  validityDays: (min: number, max: number) => `La durée de validité du devis est un nombre entier de jours, de ${min} à ${max}.`,
  depositDays: (min: number, max: number) => `Le délai de versement de l'acompte est un nombre entier de jours, de ${min} à ${max}.`,
  clientName: 'Indiquez le nom du client.',
  clientEmail: 'Indiquez une adresse e-mail valide pour le client.',
  dates: 'Indiquez la date de la location.',
  or: 'ou',
};

const amount = {
  // What groups thousands, besides the spaces of any kind every language allows; the other mark is the decimal one.
  thousands: ' ',
  empty: 'Indiquez un montant.',
  unreadable: (text: string) => `« ${text} » n'est pas un montant : écrivez par exemple 1 234,50.`,
  cents: (text: string) => `« ${text} » : un montant a au plus deux chiffres après la virgule.`,
};

const hours = (start: string, end: string, overnight: boolean) => `de ${start} à ${end}${overnight ? ' (le lendemain)' : ''}`;

const mentions = {
  provider: 'Prestataire',
  identity: (name: string, form: string, capital: string, address: string) =>
    `${name}, ${form} au capital de ${capital}, siège social : ${address}.`,
  registration: (siren: string, city: string) => `SIREN ${siren}, RCS ${city}`,
  siret: (siret: string) => `SIRET ${siret}`,
  vatNumber: (number: string) => `TVA intracommunautaire ${number}`,
  contact: (email: string, phone: string) => `${email}, ${phone}`,
  client: 'Client',
  company: (company: string) => `Société : ${company}`,
  clientSiren: (siren: string) => `SIREN : ${siren}`,
  clientVatNumber: (number: string) => `TVA intracommunautaire : ${number}`,
  rental: 'Location',
  formula: (name: string) => `Formule : ${name}`,
  place: (place: string, address: string) => `Lieu : ${place}, ${address}`,
  dates: (dates: string[]) => (dates.length > 1 ? `Dates : ${dates.join(', ')}` : `Date : ${dates.join('')}`),
  hours: (start: string, end: string, overnight: boolean) => `Horaires : ${hours(start, end, overnight)}`,
  persons: (n: number) => `Nombre de personnes : ${n}`,
  validity: 'Validité',
  validUntil: (date: string, days: number) =>
    `Ce devis est valable jusqu'au ${date} (${days} jours). Il s'accepte en ligne, par le lien reçu avec lui.`,
  payment: 'Acompte et paiement',
  deposit: (deposit: string, share: string, days: number) =>
    `Acompte : ${deposit} (${share} du total TTC), à verser par virement dans les ${days} jours qui suivent l'acceptation du devis.`,
  depositNature:
    "Cette somme est un acompte, non des arrhes : le devis accepté engage fermement les deux parties. Le client doit le prix total et ne peut se dédire en abandonnant l'acompte ; le prestataire doit mettre la salle à disposition. Un acompte conservé plus de trois mois porte intérêt au taux légal (article L214-2 du Code de la consommation).",
  firmOnAcceptance: (days: number) =>
    `La réservation est ferme dès l'acceptation du devis ; l'acompte est dû dans les ${days} jours qui suivent.`,
  firmOnDeposit: (days: number) =>
    `La date est retenue en option dès l'acceptation du devis, et la réservation devient ferme à la réception de l'acompte. Sans acompte reçu dans les ${days} jours, l'option est levée et la date libérée.`,
  noDeposit: "Aucun acompte n'est demandé : la réservation est ferme dès l'acceptation du devis.",
  balance: (balance: string, audience: Audience, daysBefore: number, proDays: number) =>
    audience === 'particuliers'
      ? `Solde : ${balance}, à régler par virement au plus tard ${daysBefore} jours avant l'événement.`
      : `Solde : ${balance}, à régler à réception de la facture, à ${proDays} jours au plus.`,
  latePayment: (fee: string) =>
    `Tout retard de paiement entraîne, sans rappel, des pénalités au taux de refinancement de la Banque centrale européenne majoré de 10 points, jamais inférieures à trois fois le taux d'intérêt légal, et une indemnité forfaitaire de ${fee} pour frais de recouvrement (articles L441-10 et D441-5 du Code de commerce).`,
  securityDeposit: (amount: string) =>
    `Dépôt de garantie : ${amount}, demandé à la remise des clés (empreinte de carte bancaire ou chèque) et rendu sous 7 jours après l'état des lieux de sortie ; ce n'est pas un paiement.`,
  transfer: (iban: string, bic: string, holder: string, reference: string) =>
    `Virement : IBAN ${iban}, BIC ${bic}, au nom de ${holder}, avec la référence ${reference}.`,
  cancellation: 'Annulation',
  consumerScale: (refund: number, fee: string, partial: number, full: number, share: string) => [
    `Plus de ${refund} jours avant l'événement : l'acompte est remboursé, moins ${fee} de frais de dossier.`,
    `Entre ${refund} et ${partial} jours avant : l'acompte reste acquis au prestataire.`,
    `Entre ${partial} et ${full} jours avant : ${share} du prix total est dû.`,
    `Moins de ${full} jours avant : le prix total est dû.`,
  ],
  proScale: (partial: number, full: number, share: string) => [
    `Plus de ${partial} jours avant l'événement : l'acompte reste acquis au prestataire.`,
    `Entre ${partial} et ${full} jours avant : ${share} du prix total est dû.`,
    `Moins de ${full} jours avant : le prix total est dû.`,
  ],
  relet: 'Si la salle est relouée pour le même créneau, les sommes dues sont réduites du prix de cette nouvelle location.',
  providerCancels:
    'Si le prestataire annule la location, hors force majeure, il rembourse tout ce que le client a versé et lui verse en plus une indemnité d’un montant égal.',
  consumer: 'Droits du consommateur',
  noWithdrawal:
    "Événement de loisirs à date déterminée : la location n'ouvre pas de droit de rétractation (articles L221-5 et L221-28 12° du Code de la consommation).",
  withdrawalRight: (days: number, url: string) => [
    `Droit de rétractation : le client peut se rétracter sans motif pendant ${days} jours à compter de l'acceptation du devis, par le formulaire type des conditions de location (${url}) ou toute déclaration sans ambiguïté ; tout ce qu'il a versé lui est remboursé sous ${days} jours (articles L221-18 et L221-5 du Code de la consommation).`,
    `Si l'événement a lieu avant la fin de ce délai, la location ne commence qu'à la demande expresse du client ; s'il se rétracte ensuite, il doit le prix de ce qui a été fourni (article L221-25).`,
  ],
  mediator: (name: string, address: string, website: string) =>
    `En cas de litige, après une réclamation écrite au prestataire, le client peut recourir gratuitement au médiateur de la consommation (articles L612-1 et L211-3 du Code de la consommation) : ${name}, ${address}, ${website}.`,
  law: 'Loi applicable et langue',
  governingLaw: (audience: Audience, court: string) =>
    audience === 'particuliers'
      ? 'Le contrat est soumis au droit français. Un litige est porté devant le tribunal compétent selon le Code de procédure civile, qui peut être celui du domicile du client.'
      : `Le contrat est soumis au droit français. Tout litige est porté devant le ${court}.`,
  onlineSteps:
    "Le contrat se conclut en ligne (article 1127-1 du Code civil) : le client relit le devis et les conditions, fait corriger toute erreur par une nouvelle version avant d'accepter, puis reçoit le devis accepté par e-mail ; le prestataire l'archive 10 ans et en remet copie sur demande.",
  frenchPrevails: 'Le contrat peut être conclu en français ou en anglais ; le français prévaut.',
  terms: 'Conditions de location',
  termsText: (version: string, url: string) =>
    `Les conditions de location (version ${version}) font partie de ce devis : ${url}. En acceptant le devis, le client déclare les avoir lues et acceptées.`,
  note: 'Note',
  acceptance: 'Bon pour accord : acceptation en ligne',
  acceptedAt: (day: string, clock: string) => `le ${day} à ${clock} (heure de Paris)`,
  acceptanceText: (when: string, name: string, box: string, address: string, hash: string) => [
    `Devis accepté en ligne ${when} par « ${name} », avec la mention « Accepter le devis avec obligation de paiement ».`,
    `Case cochée : « ${box} ».`,
    `Adresse IP : ${address}. Empreinte SHA-256 du devis envoyé : ${hash}.`,
  ],
};

const pdf = {
  title: 'Devis',
  number: (number: string) => `Devis ${number}`,
  version: (version: number) => `Version ${version}`,
  replaces: (number: string) => `Remplace le devis ${number}`,
  issued: (date: string) => `Émis le ${date}`,
  reference: (reference: string) => `Demande ${reference}`,
  table: { label: 'Désignation', quantity: 'Qté', unit: 'Prix unitaire', vat: 'TVA', amount: 'Montant' },
  basis: { TTC: 'TTC', HT: 'HT' },
  totalHt: 'Total HT',
  vatAt: (rate: string) => `TVA ${rate}`,
  totalTtc: 'Total TTC',
  deposit: 'Acompte',
  balance: 'Solde',
  page: (page: number, pages: number) => `Page ${page} sur ${pages}`,
};

// The page behind the acceptance link, with its address and that of the rental terms.
const acceptance = {
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
  accepted: (when: string) =>
    `Vous avez accepté ce devis ${when}. Un e-mail de confirmation vous a été envoyé, avec le devis accepté en PDF.`,
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
  securityDeposit: (amount: string) =>
    `Dépôt de garantie : ${amount}, demandé à la remise des clés et rendu après l’état des lieux de sortie ; ce n’est pas un paiement.`,
  law: 'Le contrat est soumis au droit français ; il peut être conclu en français ou en anglais, et le français prévaut.',
  pdf: 'Télécharger le devis (PDF)',
  invoices: 'Vos factures (PDF au format Factur-X)',
  terms: 'Conditions de location',
  readTerms: 'Lire les conditions de location',
  termsLink: 'Les conditions de location sur une page à part',
  agree: "J'ai lu et j'accepte les conditions de location",
  name: 'Vos prénom et nom (valent signature)',
  submit: 'Accepter le devis avec obligation de paiement',
  taken:
    'Cette date a été réservée entre-temps par un autre client : votre devis ne peut plus être accepté. Nous avons été prévenus et vous proposerons une autre date.',
  expiredNow: 'Ce devis vient d’expirer : il ne peut plus être accepté.',
  tooMany: 'Trop d’envois depuis cette connexion : rien n’a été accepté. Réessayez dans quelques minutes.',
  termsChanged:
    'Nos conditions de location ont changé depuis l’envoi de ce devis : il ne peut plus être accepté tel quel. Nous vous enverrons une nouvelle version du devis, avec les conditions en vigueur.',
  errorsTitle: 'Le devis n’est pas encore accepté :',
  nameMissing: 'Tapez vos prénom et nom pour signer.',
  express:
    'Je demande que la location commence avant la fin de mon délai de rétractation de 14 jours ; si je me rétracte ensuite, je devrai le prix de ce qui aura été fourni.',
  expressMissing:
    'Votre événement a lieu dans moins de 14 jours : cochez la demande que la location commence avant la fin du délai de rétractation.',
  agreeMissing: 'Cochez la case pour accepter les conditions de location.',
  path: (token: string) => `/devis/accepter/${token}`,
  invoicePath: (token: string, number: string) => `/devis/accepter/${token}/facture/${number}`,
  termsHref: '/conditions-de-location',
};

// The e-mails to the client (the provider's copies are in French).
const mails = {
  devisSubject: (brand: string, number: string) => `Votre devis ${number} — ${brand}`,
  devisText: (b: DevisBody, number: string, total: string, link: string, validUntil: string, brand: string, when: string) =>
    [
      'Bonjour,',
      '',
      `Voici notre devis ${number} pour votre demande ${b.reference} : ${b.rental.formulaName}, ${b.rental.places.join(' et ')}, le ${when}.`,
      `Montant : ${total} ${b.basis}. Le devis, en pièce jointe (PDF), est valable jusqu’au ${validUntil}.`,
      '',
      'Pour l’accepter en ligne, avec les conditions de location :',
      link,
      '',
      `L’équipe ${brand}`,
    ].join('\n'),
  acceptedSubject: (number: string) => `Devis ${number} accepté`,
  acceptedText: (b: DevisBody, number: string, deposit: string, iban: string, brand: string, when: string) =>
    [
      'Bonjour,',
      '',
      `Vous avez accepté le devis ${number} (${b.rental.formulaName}, le ${when}). Il est joint, avec le bloc d’acceptation.`,
      b.firmOn === 'acompte'
        ? `La réservation devient ferme à la réception de l’acompte de ${deposit}, sous ${b.depositDays} jours, par virement (${iban}), avec la référence ${number}. Sans acompte dans ce délai, la date est libérée.`
        : `La réservation est ferme. L’acompte de ${deposit} est à régler sous ${b.depositDays} jours par virement (${iban}), avec la référence ${number}.`,
      '',
      `L’équipe ${brand}`,
    ].join('\n'),
  releasedSubject: (number: string) => `Devis ${number} : la date est libérée`,
  releasedText: (b: DevisBody, number: string, brand: string, when: string) =>
    [
      'Bonjour,',
      '',
      `L’acompte du devis ${number} (${b.rental.formulaName}, le ${when}) n’est pas arrivé dans le délai prévu : la date est libérée.`,
      'Si vous souhaitez toujours réserver, répondez à cet e-mail : nous vérifierons la disponibilité.',
      '',
      `L’équipe ${brand}`,
    ].join('\n'),
  span: (dates: string, start: string, end: string) => `${dates}, de ${start} à ${end}`,
  acceptedFile: '-accepte',
};

export const devisWordsFr = { states, statuses, problems, amount, mentions, pdf, acceptance, mails };

export type DevisWords = Dictionary<typeof devisWordsFr>;
