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
    link: 'privacy policy',
    after: '.',
  },
};
