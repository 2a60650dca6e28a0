// The words of the frame every page shares (header, mobile menu, footer, trail, 404), in
// French; lib/view/words.en.ts has the same in English. Pages pick by language through
// dictionary() (./dictionary.ts); the links' paths are those of lib/view/routes.ts.
import type { Locale } from '../i18n';
import { plainErrors } from './error-messages';

export type NavLink = { name: string; href: string };

export const frameWords = {
  lang: 'fr' as Locale,
  skipLink: 'Aller au contenu',
  /** After the brand in the logo's link, for screen readers. */
  homeSuffix: ', accueil',
  mainNavigation: 'Navigation principale',
  footerNavigation: 'Liens du pied de page',
  trail: 'Fil d’Ariane',
  nav: {
    home: { name: 'Accueil', href: '/' },
    prestations: { name: 'Nos prestations', href: '/prestations' },
    venues: { name: 'Nos salles', href: '/locations' },
    calculator: { name: 'Calcul de tarif', href: '/calcul' },
    quote: { name: 'Demande de devis', href: '/devis' },
    conditions: { name: 'Conditions de location', href: '/conditions-de-location' },
    legal: { name: 'Mentions légales', href: '/mentions-legales' },
    privacy: { name: 'Confidentialité', href: '/confidentialite' },
  },
  menu: {
    /** The button reads « Ouvrir le menu » to a screen reader and shows « Menu ». */
    open: 'Ouvrir le ',
    button: 'menu',
    title: 'Menu',
    close: 'Fermer le menu',
    browse: 'Parcourir',
    tabs: { prestations: 'Nos Prestations', salles: 'Nos salles à louer' },
    /** Where the menu's data is served (app/menu.json). */
    source: '/menu.json',
  },
  footer: {
    venues: 'Nos salles',
    audiences: { particuliers: 'Particuliers', pro: 'Professionnels' },
    /** « Demande de devis : nous vous répondons… ». */
    quoteReply: (promise: string) => `Demande de devis : ${promise.charAt(0).toLowerCase()}${promise.slice(1)}.`,
  },
  notFound: {
    eyebrow: 'Erreur 404',
    home: 'Retour à l’accueil',
    title: plainErrors.notFoundTitle as string,
    text: plainErrors.notFound as string,
  },
  /** The link to the same page in the other language. */
  switchTo: { label: 'English', short: 'EN', hreflang: 'en', home: '/en' },
  /** After a link to a page that exists only in French (none here: this is the French site). */
  frenchOnly: '',
  /** The words of the structured data for search engines (lib/seo/jsonld.ts). */
  schema: {
    accessible: 'Accessible aux personnes à mobilité réduite',
    units: { personne: 'personne', jour: 'jour', soiree: 'soirée', heure: 'heure' },
  },
  /** What the English header says of the pages it does not translate (nothing in French). */
  otherAudience: null as null | { text: string; link: NavLink },
};

export type FrameWords = typeof frameWords;

type Nav = FrameWords['nav'];

/** The header's wide navigation, before the menu's extra links. */
export const mainLinks = (nav: Nav): NavLink[] => [nav.prestations, nav.venues];

/** The footer's line of links, before the consent settings button. */
export const footerLinks = (nav: Nav): NavLink[] => [
  nav.home,
  nav.prestations,
  nav.venues,
  nav.calculator,
  nav.quote,
  nav.conditions,
  nav.legal,
  nav.privacy,
];

/** Where a visitor lost on a missing page is sent. */
export const notFoundLinks = (words: FrameWords): NavLink[] => [
  { ...words.nav.home, name: words.notFound.home },
  words.nav.prestations,
  words.nav.venues,
];
