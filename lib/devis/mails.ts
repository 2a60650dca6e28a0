// The desk's e-mails, composed when queued (the queue sends them as they are, lib/quotes
// outbox): plain text only, the client's in the request's language, the provider's in French.
// None repeats a word the visitor typed except their own name back to the provider.
import 'server-only';
import type { Sender } from '../desk/server';
import type { ComposedMessage } from '../server/mail';
import type { Locale } from '../i18n';
import { devisFormat, devisWordsFor } from './dictionary';
import { devisTerms } from './terms';
import type { DevisBody, DevisTotals } from './types';

const euros = (cents: number, locale: Locale) => devisFormat(locale).cents(cents);

/** The rental's days and hours, in `locale`'s words. */
const when = (body: DevisBody, locale: Locale) =>
  devisWordsFor(locale).mails.span(body.rental.dates.map(devisFormat(locale).date).join(', '), body.rental.start, body.rental.end);

/** The client's e-mail signed with the provider's legal identity, as the devis prints it (name, form, capital, siège social, registration). */
function signed(text: string, locale: Locale): string {
  const { provider } = devisTerms();
  const words = devisWordsFor(locale).mentions;
  const format = devisFormat(locale);
  const identity = [
    words.identity(provider.name, provider.legalForm, format.euros(provider.capital), provider.address),
    `${words.registration(provider.siren, provider.rcsCity)}, ${words.vatNumber(provider.vatNumber)}.`,
  ];
  return [text, '', '--', ...identity.map(format.text)].join('\n');
}

const pdfFile = (number: string, pdf: Uint8Array, suffix = '') => ({
  filename: `${number}${suffix}.pdf`,
  contentType: 'application/pdf',
  base64: Buffer.from(pdf).toString('base64'),
});

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
  const words = devisWordsFor(body.language).mails;
  const french = devisWordsFor('fr').mails;
  // In the devis's basis: HT for professionals, TTC for individuals, as the site shows prices.
  const amount = (locale: Locale) => euros(body.basis === 'HT' ? totals.htCents : totals.ttcCents, locale);
  const total = amount(body.language);
  const client: ComposedMessage = {
    to: body.client.email,
    toVisitor: true,
    replyTo: sender.providerEmail,
    subject: words.devisSubject(sender.brand, number),
    text: signed(words.devisText(body, number, total, link, validUntil, sender.brand, when(body, body.language)), body.language),
    attachments: [pdfFile(number, pdf)],
  };
  const copy: ComposedMessage = {
    to: sender.providerEmail,
    toVisitor: false,
    subject: `Copie : devis ${number} envoyé à ${body.client.name} (${body.reference})`,
    text: french.devisText(body, number, amount('fr'), link, validUntil, sender.brand, when(body, 'fr')),
    attachments: [pdfFile(number, pdf)],
  };
  return { client, copy };
}

/** The accepted devis, with its acceptance block, to both sides. */
export function acceptedMails(body: DevisBody, number: string, pdf: Uint8Array, depositCents: number, iban: string, sender: Sender) {
  const words = devisWordsFor(body.language).mails;
  const french = devisWordsFor('fr').mails;
  const attachment = pdfFile(number, pdf, words.acceptedFile);
  return {
    client: {
      to: body.client.email,
      toVisitor: true,
      replyTo: sender.providerEmail,
      subject: words.acceptedSubject(number),
      text: signed(
        words.acceptedText(body, number, euros(depositCents, body.language), iban, sender.brand, when(body, body.language)),
        body.language,
      ),
      attachments: [attachment],
    } satisfies ComposedMessage,
    provider: {
      to: sender.providerEmail,
      toVisitor: false,
      subject: `Devis ${number} accepté par ${body.client.name} (${body.reference})`,
      text: french.acceptedText(body, number, euros(depositCents, 'fr'), iban, sender.brand, when(body, 'fr')),
      attachments: [attachment],
    } satisfies ComposedMessage,
  };
}

/** An unpaid option released by the site, to both sides. */
export function releasedMails(body: DevisBody, number: string, sender: Sender) {
  const words = devisWordsFor(body.language).mails;
  const french = devisWordsFor('fr').mails;
  return {
    client: {
      to: body.client.email,
      toVisitor: true,
      replyTo: sender.providerEmail,
      subject: words.releasedSubject(number),
      text: signed(words.releasedText(body, number, sender.brand, when(body, body.language)), body.language),
    } satisfies ComposedMessage,
    provider: {
      to: sender.providerEmail,
      toVisitor: false,
      subject: french.releasedSubject(number),
      text: french.releasedText(body, number, sender.brand, when(body, 'fr')),
    } satisfies ComposedMessage,
  };
}

/** The provider is told when a visitor accepted a devis whose date was taken meanwhile. */
export const conflictMail = (body: DevisBody, number: string, sender: Sender): ComposedMessage => ({
  to: sender.providerEmail,
  toVisitor: false,
  subject: `Acceptation refusée : la date du devis ${number} est déjà réservée`,
  text: [
    `${body.client.name} a voulu accepter le devis ${number} (${body.reference}, ${body.rental.formulaName}, le ${when(body, 'fr')}),`,
    'mais un autre devis accepté occupe déjà cette salle à ces heures. Le visiteur a lu que la date a été prise entre-temps.',
    'Proposez-lui une autre date depuis l’espace prestataire.',
  ].join('\n'),
});
