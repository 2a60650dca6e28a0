// The mentions of a French devis, in the language of the request: who provides, for whom, what is
// rented where and when, how long the offer holds, the deposit (an « acompte », never « arrhes ») and
// the balance, the cancellation scale of the rental terms, and for individuals the consumer's rights.
// Pure: the content's part comes in as `DevisTerms` (./terms.ts), so the desk and the PDF share it.
import { addDays, parisToday, wallClock } from '../dates/paris';
import { devisFormat, devisWordsFor } from './dictionary';
import type { DevisTerms } from './terms';
import type { DevisBody, DevisDocument } from './types';

/** The late-payment recovery fee: the law's figure (D441-5 of the Code de commerce), not the provider's. */
export const RECOVERY_FEE_EUROS = 40;

/** The days an individual booking at a distance has to withdraw (L221-18 of the Code de la consommation). */
export const WITHDRAWAL_DAYS = 14;

/**
 * Whether accepting this devis on `today` (Paris) needs the client's express request that the hire
 * begin within the withdrawal period (L221-25): an individual's event that is not leisure, within 14 days.
 */
export const needsExpressRequest = (body: Pick<DevisBody, 'audience' | 'leisure' | 'rental'>, today: string) =>
  body.audience === 'particuliers' && body.leisure === false && (body.rental.dates[0] ?? today) <= addDays(today, WITHDRAWAL_DAYS);

export type MentionBlock = { heading: string; paragraphs: string[] };

export type DevisMentions = {
  /** The provider's identity, a line each: name and address, registration, contact. */
  provider: string[];
  client: string[];
  rental: string[];
  /** Validity, deposit and payment, cancellation, consumer's rights, rental terms, the provider's note. */
  blocks: MentionBlock[];
};

/** When a devis was accepted, in its language: « le samedi 12 juin 2026 à 14 h 30 (heure de Paris) », « on Friday 12 June 2026 at 14:30, Paris time ». */
export function acceptedWhen(at: Date, locale: DevisBody['language']): string {
  const format = devisFormat(locale);
  const { hour, minute } = wallClock(at.getTime());
  return devisWordsFor(locale).mentions.acceptedAt(
    format.date(parisToday(at)),
    format.clock(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`),
  );
}

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
  const { contract } = terms;
  const providerLines = [
    words.identity(provider.name, provider.legalForm, format.euros(provider.capital), provider.address),
    registration,
    words.contact(provider.email, provider.phone[locale]),
  ];

  const { client, rental } = body;
  const clientLines = [
    client.name,
    ...(client.company ? [words.company(client.company)] : []),
    ...(client.address ?? []),
    ...(client.siren ? [words.clientSiren(client.siren)] : []),
    ...(client.vatNumber ? [words.clientVatNumber(client.vatNumber)] : []),
    client.email,
    client.phone,
  ];

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
  payment.push(words.balance(format.cents(balanceOf(doc)), body.audience, contract.balanceDaysBefore, contract.proPaymentDays));
  if (body.audience === 'pro') payment.push(words.latePayment(format.euros(RECOVERY_FEE_EUROS)));
  payment.push(words.securityDeposit(format.euros(contract.securityDepositEuros)));
  payment.push(words.transfer(terms.bank.iban, terms.bank.bic, terms.bank.holder, doc.number));

  const { refundDays, feeEuros, partialDays, sharePercent, fullDays } = contract.cancellation;
  const share = format.percent(sharePercent);
  const consumer = body.audience === 'particuliers';
  const blocks: MentionBlock[] = [
    { heading: words.validity, paragraphs: [words.validUntil(day(doc.validUntil), body.validityDays)] },
    { heading: words.payment, paragraphs: payment },
    {
      heading: words.cancellation,
      paragraphs: [
        ...(consumer
          ? words.consumerScale(refundDays, format.euros(feeEuros), partialDays, fullDays, share)
          : words.proScale(partialDays, fullDays, share)),
        words.relet,
        words.providerCancels,
      ],
    },
  ];
  if (consumer) {
    const { mediator } = terms;
    // A devis drafted before `leisure` was kept was printed as a leisure event.
    const withdrawal = body.leisure === false ? words.withdrawalRight(WITHDRAWAL_DAYS, terms.termsUrl[locale]) : [words.noWithdrawal];
    blocks.push({
      heading: words.consumer,
      paragraphs: [...withdrawal, words.mediator(mediator.name, mediator.address, mediator.website)],
    });
  }
  blocks.push({
    heading: words.law,
    paragraphs: [words.governingLaw(body.audience, contract.proCourt), words.onlineSteps, words.frenchPrevails],
  });
  blocks.push({ heading: words.terms, paragraphs: [words.termsText(doc.termsVersion, terms.termsUrl[locale])] });
  if (body.note?.trim()) blocks.push({ heading: words.note, paragraphs: [body.note.trim()] });
  const { acceptance } = doc;
  if (acceptance) {
    const when = acceptedWhen(acceptance.at, locale);
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
