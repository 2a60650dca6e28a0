// The site's own links as the menus, the footer and the error pages name them: one list, so that a
// renamed page is renamed everywhere. Paths are those of lib/view/routes.ts.
export type NavLink = { name: string; href: string };

export const NAV = {
  home: { name: 'Accueil', href: '/' },
  prestations: { name: 'Nos prestations', href: '/prestations' },
  venues: { name: 'Nos salles', href: '/locations' },
  calculator: { name: 'Calcul de tarif', href: '/calcul' },
  quote: { name: 'Demande de devis', href: '/devis' },
  conditions: { name: 'Conditions de location', href: '/conditions-de-location' },
  legal: { name: 'Mentions légales', href: '/mentions-legales' },
  privacy: { name: 'Confidentialité', href: '/confidentialite' },
} satisfies Record<string, NavLink>;

/** The header's wide navigation, before the menu's extra links. */
export const MAIN_LINKS: NavLink[] = [NAV.prestations, NAV.venues];

/** The footer's line of links, before the consent settings button. */
export const FOOTER_LINKS: NavLink[] = [
  NAV.home,
  NAV.prestations,
  NAV.venues,
  NAV.calculator,
  NAV.quote,
  NAV.conditions,
  NAV.legal,
  NAV.privacy,
];

/** Where a visitor lost on a missing page is sent. */
export const NOT_FOUND_LINKS: NavLink[] = [{ ...NAV.home, name: 'Retour à l’accueil' }, NAV.prestations, NAV.venues];
