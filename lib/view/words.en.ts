// The frame's words in English (the French and their shape: ./words.ts). English covers the
// professional side: the header says so and leads to the French site for private events.
import type { FrameWords } from './words';

export const frameWordsEn: FrameWords = {
  lang: 'en',
  skipLink: 'Skip to content',
  homeSuffix: ', home',
  mainNavigation: 'Main navigation',
  footerNavigation: 'Footer links',
  trail: 'Breadcrumb',
  nav: {
    home: { name: 'Home', href: '/en' },
    prestations: { name: 'Our services', href: '/en#offers' },
    venues: { name: 'Our venues', href: '/en#venues' },
    calculator: { name: 'Price calculator', href: '/en/calculator' },
    quote: { name: 'Request a quote', href: '/en/quote' },
    conditions: { name: 'Rental terms', href: '/en/rental-terms' },
    legal: { name: 'Legal notice', href: '/en/legal-notice' },
    privacy: { name: 'Privacy notice', href: '/en/privacy' },
  },
  menu: {
    open: 'Open the ',
    button: 'menu',
    title: 'Menu',
    close: 'Close the menu',
    browse: 'Browse',
    tabs: { prestations: 'Our services', salles: 'Our venues' },
    source: '/en/menu.json',
  },
  footer: {
    venues: 'Our venues',
    audiences: { particuliers: 'Private events', pro: 'Business' },
    quoteReply: (promise: string) => `Quote requests: ${promise.charAt(0).toLowerCase()}${promise.slice(1)}.`,
  },
  notFound: {
    eyebrow: 'Error 404',
    home: 'Back to the home page',
    title: 'Page not found',
    text: 'The page you asked for does not exist or has moved.',
  },
  switchTo: { label: 'Français', short: 'FR', hreflang: 'fr', home: '/' },
  frenchOnly: ' (in French)',
  schema: {
    accessible: 'Wheelchair accessible',
    units: { personne: 'person', jour: 'day', soiree: 'evening', heure: 'hour' },
  },
  otherAudience: {
    text: 'Birthdays, weddings and family events are offered in French only.',
    link: { name: 'Site en français', href: '/' },
  },
};
