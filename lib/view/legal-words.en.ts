// The words of the legal notice page in English (the French and their shape: ./legal-words.ts).
import type { LegalWords } from './legal-words';

export const legalWordsEn: LegalWords = {
  title: 'Legal notice',
  publisher: 'Website publisher',
  venues: ['Venues operated:'],
  venue: (name, address) => `${name}: ${address}`,
  director: 'Director of publication',
  host: 'Hosting',
  phone: ['Phone: '],
  property: 'Intellectual property',
  data: 'Personal data and cookies',
  privacy: {
    before: ['What we collect, why, for how long and your rights: see our '],
    link: 'privacy notice',
    after: '.',
  },
  privacyNotice: {
    title: 'Privacy notice',
    trail: 'Privacy',
    metaTitle: 'Privacy and cookies notice',
    description: 'The data of a quote request and the site’s trackers: what is collected, why, for how long, and your rights.',
    intro: 'What we collect, why, for how long, and how to exercise your rights.',
    controller: 'Data controller',
    request: 'Your quote request',
    requestIntro: { before: 'When you fill in the ', link: 'quote request form', after: ', we receive:' },
    why: 'Why:',
    who: 'Who receives it:',
    howLong: 'How long:',
    abuse: 'Against abusive submissions:',
    acceptance: 'When you accept a quotation online',
    cookies: 'Cookies and trackers',
    tracker: { finalite: 'Purpose', duree: 'Duration', consentement: 'Consent' },
    rights: 'Your rights',
    complaint: {
      before:
        'If you believe your rights are not being respected, you can lodge a complaint with the French data protection authority, the CNIL (',
      authority: 'Commission nationale de l’informatique et des libertés',
      after: '), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France, or online at ',
      link: { name: 'cnil.fr', href: 'https://www.cnil.fr/en/home' },
    },
    hours: (hours) => `${hours} hours`,
    months: (months) => `${months} months`,
    years: (years) => `${years} years`,
    purpose: (label, description) => `${label}: ${description}`,
  },
};
