// The desk's e-mails, composed when queued (the queue sends them as they are, lib/quotes
// outbox): plain text only, the client's in the request's language, the provider's in French.
// None repeats a word the visitor typed except their own name back to the provider.
import 'server-only';
import type { Sender } from '../desk/server';
import type { ComposedMessage } from '../quotes/server';
import type { Locale } from '../i18n';
import { formatLongDate } from '../french/format';
import { formatLongDate as formatLongDateEn } from '../english/format';
import { devisFormat } from './dictionary';
import type { DevisBody, DevisTotals } from './types';

const euros = (cents: number, locale: Locale) => devisFormat(locale).cents(cents);

const when = (body: DevisBody) => {
  const dates = body.rental.dates.map((date) => (body.language === 'en' ? formatLongDateEn(date) : formatLongDate(date)));
  return body.language === 'en'
    ? `${dates.join(', ')}, ${body.rental.start}–${body.rental.end}`
    : `${dates.join(', ')}, de ${body.rental.start} à ${body.rental.end}`;
};

const WORDS = {
  fr: {
    devisSubject: (brand: string, number: string) => `Votre devis ${number} — ${brand}`,
    devisText: (b: DevisBody, number: string, total: string, link: string, validUntil: string, brand: string) =>
      [
        'Bonjour,',
        '',
        `Voici notre devis ${number} pour votre demande ${b.reference} : ${b.rental.formulaName}, ${b.rental.places.join(' et ')}, le ${when(b)}.`,
        `Montant : ${total} ${b.basis}. Le devis, en pièce jointe (PDF), est valable jusqu’au ${validUntil}.`,
        '',
        'Pour l’accepter en ligne, avec les conditions de location :',
        link,
        '',
        `L’équipe ${brand}`,
      ].join('\n'),
    acceptedSubject: (number: string) => `Devis ${number} accepté`,
    acceptedText: (b: DevisBody, number: string, deposit: string, iban: string, brand: string) =>
      [
        'Bonjour,',
        '',
        `Vous avez accepté le devis ${number} (${b.rental.formulaName}, le ${when(b)}). Il est joint, avec le bloc d’acceptation.`,
        b.firmOn === 'acompte'
          ? `La réservation devient ferme à la réception de l’acompte de ${deposit}, sous ${b.depositDays} jours, par virement (${iban}), avec la référence ${number}. Sans acompte dans ce délai, la date est libérée.`
          : `La réservation est ferme. L’acompte de ${deposit} est à régler sous ${b.depositDays} jours par virement (${iban}), avec la référence ${number}.`,
        '',
        `L’équipe ${brand}`,
      ].join('\n'),
    releasedSubject: (number: string) => `Devis ${number} : la date est libérée`,
    releasedText: (b: DevisBody, number: string, brand: string) =>
      [
        'Bonjour,',
        '',
        `L’acompte du devis ${number} (${b.rental.formulaName}, le ${when(b)}) n’est pas arrivé dans le délai prévu : la date est libérée.`,
        'Si vous souhaitez toujours réserver, répondez à cet e-mail : nous vérifierons la disponibilité.',
        '',
        `L’équipe ${brand}`,
      ].join('\n'),
  },
  en: {
    devisSubject: (brand: string, number: string) => `Your quote ${number} — ${brand}`,
    devisText: (b: DevisBody, number: string, total: string, link: string, validUntil: string, brand: string) =>
      [
        'Hello,',
        '',
        `Please find our quote ${number} for your request ${b.reference}: ${b.rental.formulaName}, ${b.rental.places.join(' and ')}, ${when(b)} (Paris time).`,
        `Amount: ${total} ${b.basis === 'HT' ? 'excl. VAT' : 'incl. VAT'}. The quote, attached as a PDF, is valid until ${validUntil}.`,
        '',
        'To accept it online, with the rental terms:',
        link,
        '',
        `The ${brand} team`,
      ].join('\n'),
    acceptedSubject: (number: string) => `Quote ${number} accepted`,
    acceptedText: (b: DevisBody, number: string, deposit: string, iban: string, brand: string) =>
      [
        'Hello,',
        '',
        `You have accepted quote ${number} (${b.rental.formulaName}, ${when(b)}). It is attached, with the acceptance record.`,
        b.firmOn === 'acompte'
          ? `The booking becomes firm when the deposit of ${deposit} arrives, within ${b.depositDays} days, by bank transfer (${iban}), quoting ${number}. Without the deposit in time, the date is released.`
          : `The booking is firm. The deposit of ${deposit} is due within ${b.depositDays} days by bank transfer (${iban}), quoting ${number}.`,
        '',
        `The ${brand} team`,
      ].join('\n'),
    releasedSubject: (number: string) => `Quote ${number}: the date has been released`,
    releasedText: (b: DevisBody, number: string, brand: string) =>
      [
        'Hello,',
        '',
        `The deposit for quote ${number} (${b.rental.formulaName}, ${when(b)}) did not arrive in time: the date has been released.`,
        'If you still wish to book, reply to this e-mail and we will check availability.',
        '',
        `The ${brand} team`,
      ].join('\n'),
  },
} as const;

const pdfFile = (number: string, pdf: Uint8Array, suffix = '') => ({
  filename: `${number}${suffix}.pdf`,
  contentType: 'application/pdf',
  base64: Buffer.from(pdf).toString('base64'),
});

/** The sign-in link, to a known address only (the page says the same words either way). */
/** The devis to the client, with its PDF and the acceptance link; `copy` is the provider's. */
export function devisMails(
  body: DevisBody,
  number: string,
  pdf: Uint8Array,
  link: string,
  validUntil: string,
  totals: DevisTotals,
  sender: Sender,
) {
  const words = WORDS[body.language];
  // In the devis's basis: HT for professionals, TTC for individuals, as the site shows prices.
  const amount = (locale: Locale) => euros(body.basis === 'HT' ? totals.htCents : totals.ttcCents, locale);
  const total = amount(body.language);
  const client: ComposedMessage = {
    to: body.client.email,
    toVisitor: true,
    replyTo: sender.providerEmail,
    subject: words.devisSubject(sender.brand, number),
    text: words.devisText(body, number, total, link, validUntil, sender.brand),
    attachments: [pdfFile(number, pdf)],
  };
  const copy: ComposedMessage = {
    to: sender.providerEmail,
    toVisitor: false,
    subject: `Copie : devis ${number} envoyé à ${body.client.name} (${body.reference})`,
    text: WORDS.fr.devisText(body, number, amount('fr'), link, validUntil, sender.brand),
    attachments: [pdfFile(number, pdf)],
  };
  return { client, copy };
}

/** The accepted devis, with its acceptance block, to both sides. */
export function acceptedMails(body: DevisBody, number: string, pdf: Uint8Array, depositCents: number, iban: string, sender: Sender) {
  const words = WORDS[body.language];
  const attachment = pdfFile(number, pdf, body.language === 'en' ? '-accepted' : '-accepte');
  return {
    client: {
      to: body.client.email,
      toVisitor: true,
      replyTo: sender.providerEmail,
      subject: words.acceptedSubject(number),
      text: words.acceptedText(body, number, euros(depositCents, body.language), iban, sender.brand),
      attachments: [attachment],
    } satisfies ComposedMessage,
    provider: {
      to: sender.providerEmail,
      toVisitor: false,
      subject: `Devis ${number} accepté par ${body.client.name} (${body.reference})`,
      text: WORDS.fr.acceptedText(body, number, euros(depositCents, 'fr'), iban, sender.brand),
      attachments: [attachment],
    } satisfies ComposedMessage,
  };
}

/** An unpaid option released by the site, to both sides. */
export function releasedMails(body: DevisBody, number: string, sender: Sender) {
  const words = WORDS[body.language];
  return {
    client: {
      to: body.client.email,
      toVisitor: true,
      replyTo: sender.providerEmail,
      subject: words.releasedSubject(number),
      text: words.releasedText(body, number, sender.brand),
    } satisfies ComposedMessage,
    provider: {
      to: sender.providerEmail,
      toVisitor: false,
      subject: WORDS.fr.releasedSubject(number),
      text: WORDS.fr.releasedText(body, number, sender.brand),
    } satisfies ComposedMessage,
  };
}

/** The provider is told when a visitor accepted a devis whose date was taken meanwhile. */
export const conflictMail = (body: DevisBody, number: string, sender: Sender): ComposedMessage => ({
  to: sender.providerEmail,
  toVisitor: false,
  subject: `Acceptation refusée : la date du devis ${number} est déjà réservée`,
  text: [
    `${body.client.name} a voulu accepter le devis ${number} (${body.reference}, ${body.rental.formulaName}, le ${when({ ...body, language: 'fr' })}),`,
    'mais un autre devis accepté occupe déjà cette salle à ces heures. Le visiteur a lu que la date a été prise entre-temps.',
    'Proposez-lui une autre date depuis l’espace prestataire.',
  ].join('\n'),
});
