// The mentions of a French devis, in the language of the request: who provides, for whom, what is
// rented where and when, how long the offer holds, the deposit (an « acompte », never « arrhes ») and
// the balance, the cancellation scale of the rental terms, and for individuals the consumer's rights.
// Pure: the content's part comes in as `DevisTerms` (./terms.ts), so the desk and the PDF share it.
import { parisToday, wallClock } from '../dates/paris';
import { devisFormat, devisWordsFor } from './dictionary';
import type { DevisTerms } from './terms';
import type { DevisDocument } from './types';

/**
 * The figures of the rental terms that a devis repeats. They are the terms' own
 * (content/pages/conditions-de-location.mdx), held equal by tests/unit/devis-mentions.test.ts;
 * the recovery fee is the law's (D441-5 of the Code de commerce).
 */
export const RENTAL_TERMS = {
  cancellation: { farDays: 60, nearDays: 15, midSharePercent: 50 },
  balanceDaysBefore: 15,
  proPaymentDays: 30,
  recoveryFeeEuros: 40,
} as const;

export type MentionBlock = { heading: string; paragraphs: string[] };

export type DevisMentions = {
  /** The provider's identity, a line each: name and address, registration, contact. */
  provider: string[];
  client: string[];
  rental: string[];
  /** Validity, deposit and payment, cancellation, consumer's rights, rental terms, the provider's note. */
  blocks: MentionBlock[];
};

/** The balance left once the deposit is paid. */
export const balanceOf = (doc: Pick<DevisDocument, 'body' | 'totals'>) => doc.totals.ttcCents - doc.body.depositCents;

/** Every mention of the devis, typeset for its language. */
export function devisMentions(doc: DevisDocument, terms: DevisTerms): DevisMentions {
  const { body } = doc;
  const locale = body.language;
  const { mentions: words } = devisWordsFor(locale);
  const format = devisFormat(locale);
  const day = (instant: Date) => format.date(parisToday(instant));
  const { provider } = terms;

  const registration = [
    words.registration(provider.siren, provider.rcsCity),
    ...(provider.siret ? [words.siret(provider.siret)] : []),
    words.vatNumber(provider.vatNumber),
  ].join(' ; ');
  const providerLines = [
    words.identity(provider.name, provider.legalForm, format.euros(provider.capital), provider.address),
    registration,
    words.contact(provider.email, provider.phone[locale]),
  ];

  const { client, rental } = body;
  const clientLines = [client.name, ...(client.company ? [words.company(client.company)] : []), client.email, client.phone];

  const venue = terms.venues[rental.venue];
  const rooms = rental.places.filter((place) => place !== venue.name);
  const rentalLines = [
    words.formula(rental.formulaName),
    words.place([...rooms, venue.name].join(', '), venue.address),
    words.dates(rental.dates.map(format.date)),
    words.hours(format.clock(rental.start), format.clock(rental.end), rental.end <= rental.start),
    ...(rental.persons ? [words.persons(rental.persons)] : []),
  ];

  const { ttcCents } = doc.totals;
  const deposit = body.depositCents;
  const payment =
    deposit > 0
      ? [
          words.deposit(format.cents(deposit), format.percent(Math.round((deposit * 1000) / ttcCents) / 10), body.depositDays),
          words.depositNature,
          body.firmOn === 'acceptation' ? words.firmOnAcceptance(body.depositDays) : words.firmOnDeposit(body.depositDays),
        ]
      : [words.noDeposit];
  payment.push(words.balance(format.cents(balanceOf(doc)), body.audience, RENTAL_TERMS.balanceDaysBefore, RENTAL_TERMS.proPaymentDays));
  if (body.audience === 'pro') payment.push(words.latePayment(format.euros(RENTAL_TERMS.recoveryFeeEuros)));
  payment.push(words.transfer(terms.bank.iban, terms.bank.bic, terms.bank.holder, doc.number));

  const { farDays, nearDays, midSharePercent } = RENTAL_TERMS.cancellation;
  const blocks: MentionBlock[] = [
    { heading: words.validity, paragraphs: [words.validUntil(day(doc.validUntil), body.validityDays)] },
    { heading: words.payment, paragraphs: payment },
    { heading: words.cancellation, paragraphs: [...words.cancellationScale(farDays, nearDays, format.percent(midSharePercent))] },
  ];
  if (body.audience === 'particuliers') {
    const { mediator } = terms;
    blocks.push({
      heading: words.consumer,
      paragraphs: [words.withdrawal, words.mediator(mediator.name, mediator.address, mediator.website)],
    });
  }
  blocks.push({ heading: words.terms, paragraphs: [words.termsText(doc.termsVersion, terms.termsUrl[locale])] });
  if (body.note?.trim()) blocks.push({ heading: words.note, paragraphs: [body.note.trim()] });
  const { acceptance } = doc;
  if (acceptance) {
    const { hour, minute } = wallClock(acceptance.at.getTime());
    const when = `${day(acceptance.at)}, ${format.clock(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`)}`;
    blocks.push({
      heading: words.acceptance,
      paragraphs: [...words.acceptanceText(when, acceptance.name, acceptance.box, acceptance.address, acceptance.pdfSha256)],
    });
  }

  const typeset = (lines: readonly string[]) => lines.map(format.text);
  return {
    provider: typeset(providerLines),
    client: typeset(clientLines),
    rental: typeset(rentalLines),
    blocks: blocks.map((block) => ({ heading: format.text(block.heading), paragraphs: typeset(block.paragraphs) })),
  };
}
