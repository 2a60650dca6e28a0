// The words of the legal notice page (app/(fr)/mentions-legales, app/en/legal-notice) in French;
// ./legal-words.en.ts has the same in English. Its paragraphs are content (content/site.yaml,
// content/en/site.yaml); these are its headings and the sentences written around its figures.
// A text the markup splits around a no-break space is a list of parts (./listing-words.ts).
const NBSP = '\u00a0';

export const legalWords = {
  title: 'Mentions légales',
  publisher: 'Éditeur du site',
  venues: ['Lieux exploités', NBSP, ':'],
  venue: (name: string, address: string) => `${name} : ${address}`,
  director: 'Directeur de la publication',
  host: 'Hébergement',
  phone: ['Téléphone', NBSP, ': '],
  property: 'Propriété intellectuelle',
  data: 'Données personnelles et cookies',
  /** Before and after the link to the privacy page. */
  privacy: {
    before: ['Ce que nous collectons, pourquoi, combien de temps et vos droits', NBSP, ': voir notre', ' '],
    link: 'politique de confidentialité',
    after: '.',
  },
};

export type LegalWords = typeof legalWords;
