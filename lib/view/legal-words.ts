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
  /** The privacy notice (/confidentialite, /en/privacy): its headings and the sentences around its paragraphs. */
  privacyNotice: {
    title: 'Politique de confidentialité',
    trail: 'Confidentialité',
    metaTitle: 'Politique de confidentialité et cookies',
    description:
      'Les données de la demande de devis et les traceurs du site : ce qui est collecté, pourquoi, combien de temps, et vos droits.',
    intro: 'Ce que nous collectons, pourquoi, combien de temps, et comment exercer vos droits.',
    controller: 'Responsable du traitement',
    request: 'Votre demande de devis',
    requestIntro: { before: 'Quand vous remplissez le formulaire de ', link: 'demande de devis', after: ', nous recevons :' },
    why: 'Pourquoi :',
    who: 'Qui les reçoit :',
    howLong: 'Combien de temps :',
    abuse: 'Contre les envois abusifs :',
    acceptance: 'Quand vous acceptez un devis en ligne',
    cookies: 'Cookies et traceurs',
    tracker: { finalite: 'Finalité', duree: 'Durée', consentement: 'Consentement' },
    rights: 'Vos droits',
    /** The CNIL's name is French on every page: the English one marks it so. */
    complaint: {
      before: 'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (',
      authority: 'Commission nationale de l’informatique et des libertés',
      after: '), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur ',
      link: { name: 'cnil.fr', href: 'https://www.cnil.fr/fr/plaintes' },
    },
    hours: (hours: number) => `${hours} heures`,
    months: (months: number) => `${months} mois`,
    years: (years: number) => `${years} ans`,
    /** A purpose of the consent banner, as the trackers' list says it. */
    purpose: (label: string, description: string) => `${label} : ${description}`,
  },
};

export type LegalWords = typeof legalWords;
