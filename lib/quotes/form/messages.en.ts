// Every word of the quote request an English-speaking visitor reads (issue #37): the form, its
// errors, the answers and the confirmation e-mail. Typed by the French module: a word missing
// here fails tsc. The provider's e-mail, the export and `npm run devis` stay French (./messages.ts).
import type { CategoryCode } from '../../content-model/vocabulary';
import { formatLongDate, formatSchedule, joinEnglish } from '../../english/format';
import type { QuoteMessages, QuoteServerWords } from './messages';

/** The professional event types an English page leads to; the others keep the content's French name. */
const CATEGORY_NAMES: Partial<Record<CategoryCode, string>> = {
  reunion: 'Meeting',
  formation: 'Training',
  soiree_entreprise: 'Corporate event or evening reception',
};

const FIELD_LABELS: QuoteMessages['FIELD_LABELS'] = {
  public: 'You are',
  nom: 'Full name',
  societe: 'Company or organisation',
  email: 'Email address',
  telephone: 'Phone',
  evenement: 'Type of event',
  lieu: 'Venue',
  offre: 'Package',
  date: 'Date of the event',
  dateFirst: 'Date of the first day',
  creneau: 'Time slot',
  personnes: 'Number of people',
  quantite: 'Number of days',
  salle: 'Room',
  heures: 'Extra hours',
  visite: 'I would like to visit the room before booking',
  visiteDate: 'Visit date',
  visiteDe: 'From',
  visiteA: 'To',
  message: 'Your message',
};

const VISIT_LABELS: QuoteMessages['VISIT_LABELS'] = { 1: 'Visit, first choice', 2: 'Visit, second choice' };

export const quoteMessagesEn: QuoteMessages = {
  FIELD_LABELS,
  VISIT_LABELS,
  AUDIENCE_LABELS: { particuliers: 'Private individual', pro: 'Business' },
  AUDIENCE_GROUPS: { particuliers: 'Private individuals', pro: 'Businesses' },
  form: {
    title: 'Quote request',
    intro: 'Tell us about your event and we will reply with a detailed quote. Fields marked with an asterisk are required.',
    optional: 'optional',
    sections: { event: 'Your event', contact: 'Your contact details', message: 'Further details' },
    choose: 'Choose…',
    societeHint: 'For businesses.',
    emailHint: 'We will send the quote to this address.',
    telephoneHint: 'For example +44 20 7946 0000 or +33 6 12 34 56 78.',
    creneauFree: 'Preferred times',
    creneauFreeHint: 'For example 09:30–17:30.',
    messageHint: 'Schedule, room layout, catering, questions…',
    visiteHint: 'Give us two times that suit you and we will confirm one of them. The second is optional.',
    honeypot: 'Do not fill in this field',
    submit: 'Send my request',
    submitting: 'Sending…',
    summaryTitle: (n) => (n > 1 ? `${n} fields need correcting:` : 'One field needs correcting:'),
  },
  errors: {
    public: 'Tell us whether you are a private individual or a business.',
    nomEmpty: 'Enter your name.',
    nomShort: 'Your name must be at least 2 characters long.',
    nomLetters: 'Your name must contain letters.',
    tooLong: (label, max) => `${label}: ${max} characters at most.`,
    emailEmpty: 'Enter your email address.',
    email: 'Enter a valid email address, for example name@example.com.',
    telephoneEmpty: 'Enter a phone number.',
    telephone: 'Enter an international number starting with +, for example +44 20 7946 0000, or a French number of 10 digits.',
    evenement: 'Choose the type of event.',
    lieu: 'Choose the venue.',
    offreEmpty: 'Choose a package.',
    offreUnknown: 'This package does not exist or is no longer offered: please choose one from the list.',
    offreAudience: (audience) => `This package is for ${audience} only: choose another package or change “You are”.`,
    offreVenue: (venue) => `This package is not offered at ${venue}: choose a package at this venue or change the venue.`,
    evenementStale: (event) => `This package is not intended for “${event}”: choose another package or another type of event.`,
    dateEmpty: 'Enter the date of the event.',
    date: 'Enter a valid date, in the format dd/mm/yyyy.',
    datePast: 'Choose a date from tomorrow onwards: this form cannot arrange an event in the past or on the same day.',
    dateFar: (years) => `Choose a date within the next ${years} years.`,
    creneau: (slots) => `Choose one of this package’s time slots: ${joinEnglish(slots.map(formatSchedule), 'or')}.`,
    personnes: 'Enter a whole number of people, for example 20.',
    quantiteEmpty: 'Enter the number of days or evenings.',
    wholeNumber: 'Enter a whole number in figures, for example 3.',
    visiteDateEmpty: (choice) => `${choice}: enter the date of the visit.`,
    visiteDate: (choice) => `${choice}: enter a valid visit date, in the format dd/mm/yyyy.`,
    visiteDatePast: (choice) => `${choice}: choose a visit date from tomorrow onwards.`,
    visiteDateAfter: (choice) => `${choice}: choose a visit date before the date of the event.`,
    visiteHeureEmpty: (choice, bound) => `${choice}: enter the ${bound === 'début' ? 'start' : 'end'} time of the visit.`,
    visiteHeure: (choice) => `${choice}: enter a time in the format hh:mm, for example 14:30.`,
    visiteOrder: (choice) => `${choice}: the end time must be after the start time.`,
    langue: 'The language of the form is unknown: please reload the quote request page.',
  },
  answers: {
    honeypot: (phone, email) => `Your request could not be sent. Call us on ${phone} or write to ${email}.`,
    rateLimited: (minutes, phone) =>
      `You have already sent several requests: please wait ${minutes} minute${minutes > 1 ? 's' : ''} before sending another one, or call us on ${phone}.`,
    busy: (phone, email) =>
      `We are receiving an unusually high number of requests at the moment and yours could not be recorded. Your answers are kept below: try again in an hour, or call us on ${phone} or write to ${email}.`,
    unavailable: (phone, email) =>
      `Your request could not be recorded because of a problem on our side. Try again in a few minutes, or call us on ${phone} or write to ${email}.`,
    successTitle: 'Your request has been received',
    reference: 'Your reference',
    keepReference: 'Keep this reference: it lets us find your request.',
    duplicate: 'This request had already been received: here is its reference.',
    nextTitle: 'What happens next?',
    nextMailed: (email) => `A confirmation email is on its way to ${email}.`,
    nextStudy: 'We check that the room is available on the date requested and prepare your quote.',
    nextAnswer: 'We reply by email or by phone with a detailed quote. Nothing is booked or charged before your written agreement.',
    nextContact: (phone) => `Any questions in the meantime? Call us on ${phone} and give your reference.`,
    another: 'Make another request',
  },
  categoryName: (code, name) => CATEGORY_NAMES[code] ?? name,
  slot: formatSchedule,
};

/** The words only the server writes, in English: the page around the form, the guard's refusals, the visitor's confirmation. */
export const quoteServerWordsEn: QuoteServerWords = {
  privacyNotice: {
    title: 'Your personal data',
    summary: (period) => `It is used only to answer your request and is deleted ${period} after we receive it.`,
    details: 'Controller, purpose, recipients, retention and your rights',
    controller: (company, email) => `Data controller: ${company}, who can be reached at ${email}.`,
    purpose:
      'Purpose: to answer your quote request and, if you book, to organise your event. Legal basis: steps taken at your request before entering into a contract (Article 6(1)(b) GDPR).',
    recipients: 'Recipients: our booking team only, and our technical providers for hosting and sending emails.',
    retention: (period, keysHours) =>
      `Retention: ${period} from the receipt of your request, then automatic deletion. To limit abuse, an encrypted (irreversible) fingerprint of your IP address and email is kept for ${keysHours} hours at most, never the addresses themselves.`,
    rights: (email) =>
      `Your rights: access, rectification, erasure, restriction, objection and portability, by writing to ${email}. You may also complain to the CNIL, the French data protection authority (cnil.fr).`,
    link: 'Read more about how we protect your data (in French)',
  },
  retention: (months) => (months % 12 === 0 ? `${months / 12} year${months / 12 > 1 ? 's' : ''}` : `${months} months`),
  page: {
    description: (area) => `Request a quote to hire a meeting room, a training room or a venue for a corporate event in ${area}.`,
    promise: (delay) => `We reply within ${delay}`,
    byPhone: (promise) => `${promise}. By phone on `,
    phoneHours: (hours) => `: ${hours}.`,
  },
  guard: {
    title: 'Request not sent',
    tooLarge: 'Your request is too long to be sent. Shorten your message, then send the form again.',
    foreign: 'This request does not come from our form: it has not been recorded. Please fill in the form on our website.',
    unreadable: 'The form received could not be read: it has not been recorded. Reload the page and try again.',
    back: 'Back to the quote request form',
  },
  visitorMail: {
    subject: (reference) => `Your quote request ${reference}`,
    greeting: 'Hello,',
    intro: (brand, reference) => `We have received your quote request to ${brand}. Its reference is ${reference}.`,
    summary: 'Your request:',
    next: 'We will check that the room is available and reply by email or by phone with a detailed quote. Nothing is booked or charged before your written agreement.',
    contact: (phone, email) => `For any question: ${phone} or ${email}, quoting your reference.`,
    notMe: 'Did you not make this request? Ignore this email or let us know and we will delete it.',
    signature: (brand) => `The ${brand} team`,
    toSpecify: 'to be confirmed',
    columns: { reference: 'Reference', venue: 'Venue', formula: 'Package', date: 'Date', slot: 'Time slot', persons: 'People' },
    date: formatLongDate,
    slot: formatSchedule,
    line: (label, value) => `${label}: ${value}`,
  },
};
