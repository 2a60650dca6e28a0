// The English words of a devis, for a visitor who asked in English: the same keys as ./messages.ts.
import type { DevisWords } from './messages';

const line = (index: number) => `Line ${index + 1}:`;

const hours = (start: string, end: string, overnight: boolean) => `${start} to ${end}${overnight ? ' (the next day)' : ''}`;

export const devisWordsEn: DevisWords = {
  states: {
    nouvelle: 'New',
    devis_envoye: 'Quote sent',
    accepte: 'Accepted',
    refuse: 'Declined',
    expire: 'Expired',
    annule: 'Cancelled',
  },
  statuses: {
    brouillon: 'Draft',
    envoye: 'Sent',
    remplace: 'Replaced by a new version',
    accepte: 'Accepted',
    refuse: 'Declined',
    expire: 'Expired',
    annule: 'Cancelled',
  },
  problems: {
    noLines: 'Add at least one line to the quote.',
    label: (index) => `${line(index)} enter a description.`,
    quantity: (index) => `${line(index)} the quantity must be a whole number above zero.`,
    unit: (index) => `${line(index)} enter the unit price.`,
    vatMissing: (index) => `${line(index)} enter the VAT rate.`,
    vatRate: (index, rates) => `${line(index)} the VAT rate must be ${rates}.`,
    discountPositive: (index) => `${line(index)} a discount is a negative amount, for example -50.`,
    negativeLine: (index) => `${line(index)} a negative amount is a discount: choose “Discount”.`,
    negativeTotal: (total) => `The quote's total cannot be negative (${total}).`,
    depositAmount: 'Enter the amount of the advance payment, in euros.',
    depositNegative: 'The advance payment cannot be negative.',
    depositAboveTotal: (deposit, total) => `The advance payment (${deposit}) is above the quote's total including VAT (${total}).`,
    depositMissing: 'The booking becomes firm when the advance payment arrives: enter its amount.',
    validityDays: (min, max) => `The quote's validity is a whole number of days, from ${min} to ${max}.`,
    depositDays: (min, max) => `The time allowed for the advance payment is a whole number of days, from ${min} to ${max}.`,
    clientName: "Enter the client's name.",
    clientEmail: 'Enter a valid email address for the client.',
    dates: 'Enter the date of the hire.',
    or: 'or',
  },
  amount: {
    thousands: ',',
    empty: 'Enter an amount.',
    unreadable: (text) => `“${text}” is not an amount: write for example 1,234.50.`,
    cents: (text) => `“${text}”: an amount has at most two decimal places.`,
  },
  mentions: {
    provider: 'Provider',
    identity: (name, form, capital, address) => `${name}, ${form} with share capital of ${capital}, registered office: ${address}.`,
    registration: (siren, city) => `SIREN ${siren}, Trade and Companies Register of ${city}`,
    siret: (siret) => `SIRET ${siret}`,
    vatNumber: (number) => `EU VAT number ${number}`,
    contact: (email, phone) => `${email}, ${phone}`,
    client: 'Client',
    company: (company) => `Company: ${company}`,
    clientSiren: (siren) => `SIREN (French company number): ${siren}`,
    clientVatNumber: (number) => `VAT number: ${number}`,
    rental: 'Hire',
    formula: (name) => `Package: ${name}`,
    place: (place, address) => `Venue: ${place}, ${address}`,
    dates: (dates) => (dates.length > 1 ? `Dates: ${dates.join(', ')}` : `Date: ${dates.join('')}`),
    hours: (start, end, overnight) => `Hours: ${hours(start, end, overnight)}`,
    persons: (n) => `Number of people: ${n}`,
    validity: 'Validity',
    validUntil: (date, days) =>
      `This quotation is valid until ${date} (${days} days). It is accepted online, through the link sent with it.`,
    payment: 'Advance payment and payment',
    deposit: (deposit, share, days) =>
      `Advance payment (acompte): ${deposit} (${share} of the total including VAT), to be paid by bank transfer within ${days} days of accepting the quotation.`,
    depositNature:
      'This sum is an advance payment (acompte), not a forfeitable deposit (arrhes): the accepted quotation binds both parties. The client owes the total price and cannot withdraw by giving up the advance payment; the provider must make the room available. An advance payment held for more than three months bears interest at the statutory rate (article L214-2 of the French Consumer Code).',
    firmOnAcceptance: (days) =>
      `The booking is firm as soon as the quotation is accepted; the advance payment (acompte) is due within ${days} days.`,
    firmOnDeposit: (days) =>
      `The date is held as an option once the quotation is accepted, and the booking becomes firm when the advance payment (acompte) arrives. If it has not arrived within ${days} days, the option lapses and the date is released.`,
    noDeposit: 'No advance payment (acompte) is requested: the booking is firm as soon as the quotation is accepted.',
    balance: (balance, audience, daysBefore, proDays) =>
      audience === 'particuliers'
        ? `Balance: ${balance}, to be paid by bank transfer no later than ${daysBefore} days before the event.`
        : `Balance: ${balance}, to be paid on receipt of the invoice, within ${proDays} days at most.`,
    latePayment: (fee) =>
      `Any late payment incurs, without reminder, penalties at the European Central Bank’s refinancing rate plus 10 percentage points, never less than three times the statutory interest rate, and a fixed compensation of ${fee} for recovery costs (articles L441-10 and D441-5 of the French Commercial Code).`,
    securityDeposit: (amount) =>
      `Security deposit: ${amount}, requested when the keys are handed over (card pre-authorisation or cheque) and returned within 7 days of the check-out inspection; it is not a payment.`,
    transfer: (iban, bic, holder, reference) =>
      `Bank transfer: IBAN ${iban}, BIC ${bic}, account holder ${holder}, with the reference ${reference}.`,
    cancellation: 'Cancellation',
    consumerScale: (refund, fee, partial, full, share) => [
      `More than ${refund} days before the event: the advance payment (acompte) is refunded, less ${fee} of handling costs.`,
      `Between ${refund} and ${partial} days before: the advance payment (acompte) is kept by the provider.`,
      `Between ${partial} and ${full} days before: ${share} of the total price is due.`,
      `Less than ${full} days before: the total price is due.`,
    ],
    proScale: (partial, full, share) => [
      `More than ${partial} days before the event: the advance payment (acompte) is kept by the provider.`,
      `Between ${partial} and ${full} days before: ${share} of the total price is due.`,
      `Less than ${full} days before: the total price is due.`,
    ],
    relet: 'If the room is hired out again for the same time slot, the sums due are reduced by the price of that new hire.',
    providerCancels:
      'If the provider cancels the hire, except in a case of force majeure, it refunds everything the client has paid and pays, on top, compensation of an equal amount.',
    consumer: 'Consumer rights',
    noWithdrawal:
      'Leisure event on a specific date: the hire does not give rise to a right of withdrawal (articles L221-5 and L221-28 12° of the French Consumer Code).',
    withdrawalRight: (days, url) => [
      `Right of withdrawal: the client may withdraw without giving a reason within ${days} days of accepting the quotation, using the model form of the rental terms (${url}) or any unambiguous statement; everything paid is refunded within ${days} days (articles L221-18 and L221-5 of the French Consumer Code).`,
      `If the event takes place before the end of that period, the hire begins only at the client’s express request; if the client then withdraws, the price of what was provided is due (article L221-25).`,
    ],
    mediator: (name, address, website) =>
      `In the event of a dispute, after a written complaint to the provider, the client may refer the matter free of charge to the consumer mediator (articles L612-1 and L211-3 of the French Consumer Code): ${name}, ${address}, ${website}.`,
    law: 'Governing law and language',
    governingLaw: (audience, court) =>
      audience === 'particuliers'
        ? 'The contract is governed by French law. A dispute is brought before the court with jurisdiction under the French Code of Civil Procedure, which may be that of the client’s home.'
        : `The contract is governed by French law. Any dispute is brought before the ${court === 'Tribunal de commerce de Paris' ? 'Commercial Court of Paris (Tribunal de commerce de Paris)' : court}.`,
    onlineSteps:
      'The contract is formed online (article 1127-1 of the French Civil Code): the client reads the quotation and the terms, has any error corrected by a new version before accepting, then receives the accepted quotation by email; the provider archives it for 10 years and gives a copy on request.',
    frenchPrevails: 'The contract may be formed in French or in English; the French text prevails.',
    terms: 'Rental terms',
    termsText: (version, url) =>
      `The rental terms (version ${version}) form part of this quotation: ${url}. By accepting the quotation, the client declares having read and accepted them.`,
    note: 'Note',
    acceptance: 'Acceptance online',
    acceptedAt: (day, clock) => `on ${day} at ${clock}, Paris time`,
    acceptanceText: (when, name, box, address, hash) => [
      `Quotation accepted online ${when}, by “${name}”, with the words “Accept the quotation with obligation to pay”.`,
      `Box ticked: “${box}”.`,
      `IP address: ${address}. SHA-256 of the quotation as sent: ${hash}.`,
    ],
  },
  pdf: {
    title: 'Quotation',
    number: (number) => `Quotation ${number}`,
    version: (version) => `Version ${version}`,
    replaces: (number) => `Replaces quotation ${number}`,
    issued: (date) => `Issued on ${date}`,
    reference: (reference) => `Request ${reference}`,
    table: { label: 'Description', quantity: 'Qty', unit: 'Unit price', vat: 'VAT', amount: 'Amount' },
    basis: { TTC: 'incl. VAT', HT: 'excl. VAT' },
    totalHt: 'Total excl. VAT',
    vatAt: (rate) => `VAT ${rate}`,
    totalTtc: 'Total incl. VAT',
    deposit: 'Advance payment (acompte)',
    balance: 'Balance',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  acceptance: {
    title: (number) => `Quote ${number}`,
    unknown: {
      title: 'Quote link not valid',
      text: 'This link matches no open quote. Check the address in your e-mail, or write to us.',
    },
    replaced: (number, newer) =>
      `Quote ${number} has been replaced by a new version${newer ? ` (${newer})` : ''}, sent by e-mail: please accept that one.`,
    expired: (date) => `This quote expired on ${date}. Write to us and we will send a new one if the date is still free.`,
    ended: 'This quote can no longer be accepted. Write to us with any question.',
    accepted: (when) =>
      `You accepted this quotation ${when}. A confirmation e-mail has been sent to you, with the accepted quotation as a PDF.`,
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
        ? `Advance payment (acompte) of ${amount}, payable by bank transfer within ${days} days. The booking is firm as soon as you accept.`
        : `Advance payment (acompte) of ${amount}, payable by bank transfer within ${days} days. The booking becomes firm when it arrives; without the advance payment in time, the date is released.`,
    securityDeposit: (amount) =>
      `Security deposit: ${amount}, requested when the keys are handed over and returned after the check-out inspection; it is not a payment.`,
    law: 'The contract is governed by French law; it may be formed in French or in English, and the French text prevails.',
    pdf: 'Download the quotation (PDF)',
    invoices: 'Your invoices (PDF, Factur-X, in French as French law requires)',
    terms: 'Rental terms',
    readTerms: 'Read the rental terms',
    termsLink: 'The rental terms on their own page',
    agree: 'I have read and accept the rental terms',
    name: 'Your full name (as your signature)',
    submit: 'Accept the quotation with obligation to pay',
    taken:
      'This date was booked by another client in the meantime: your quote can no longer be accepted. We have been told and will offer you another date.',
    expiredNow: 'This quote has just expired: it can no longer be accepted.',
    tooMany: 'Too many submissions from this connection: nothing was accepted. Try again in a few minutes.',
    termsChanged:
      'Our rental terms have changed since this quotation was sent: it can no longer be accepted as it stands. We will send you a new version of the quotation, with the terms now in force.',
    errorsTitle: 'The quote is not accepted yet:',
    nameMissing: 'Type your full name to sign.',
    express:
      'I ask for the hire to begin before the end of my 14-day withdrawal period; if I then withdraw, I will owe the price of what has been provided.',
    expressMissing: 'Your event is less than 14 days away: tick the request for the hire to begin before the end of the withdrawal period.',
    agreeMissing: 'Tick the box to accept the rental terms.',
    path: (token) => `/en/quote/accept/${token}`,
    invoicePath: (token, number) => `/en/quote/accept/${token}/invoice/${number}`,
    termsHref: '/en/rental-terms',
  },
  mails: {
    devisSubject: (brand, number) => `Your quote ${number} — ${brand}`,
    devisText: (b, number, total, link, validUntil, brand, when) =>
      [
        'Hello,',
        '',
        `Please find our quote ${number} for your request ${b.reference}: ${b.rental.formulaName}, ${b.rental.places.join(' and ')}, ${when} (Paris time).`,
        `Amount: ${total} ${b.basis === 'HT' ? 'excl. VAT' : 'incl. VAT'}. The quote, attached as a PDF, is valid until ${validUntil}.`,
        '',
        'To accept it online, with the rental terms:',
        link,
        '',
        `The ${brand} team`,
      ].join('\n'),
    acceptedSubject: (number) => `Quote ${number} accepted`,
    acceptedText: (b, number, deposit, iban, brand, when) =>
      [
        'Hello,',
        '',
        `You have accepted quote ${number} (${b.rental.formulaName}, ${when}). It is attached, with the acceptance record.`,
        b.firmOn === 'acompte'
          ? `The booking becomes firm when the advance payment (acompte) of ${deposit} arrives, within ${b.depositDays} days, by bank transfer (${iban}), quoting ${number}. Without the advance payment in time, the date is released.`
          : `The booking is firm. The advance payment (acompte) of ${deposit} is due within ${b.depositDays} days by bank transfer (${iban}), quoting ${number}.`,
        '',
        `The ${brand} team`,
      ].join('\n'),
    releasedSubject: (number) => `Quote ${number}: the date has been released`,
    releasedText: (b, number, brand, when) =>
      [
        'Hello,',
        '',
        `The advance payment (acompte) for quote ${number} (${b.rental.formulaName}, ${when}) did not arrive in time: the date has been released.`,
        'If you still wish to book, reply to this e-mail and we will check availability.',
        '',
        `The ${brand} team`,
      ].join('\n'),
    span: (dates, start, end) => `${dates}, ${start}–${end}`,
    acceptedFile: '-accepted',
  },
};
