// What the header, the mobile menu and the footer link to (SPEC §3 "Menu item"), read once
// by the root layouts (app/(fr)/layout.tsx, app/en/layout.tsx) and handed to the layout components as plain props.
import type { Audience, VenueCode } from '../content-model/vocabulary';
import { isPublishedHref } from './drafts';
import { englishPhoneNote, englishPrestationHref, englishPrestations, englishSite, englishVenue, englishVenueHref } from './english';
import { prestations } from './products';
import { phoneHours, replyPromise, site, sitePhone } from './site';
import { prestationHref, venueHref } from './urls';
import { accessOf, venues } from './venues';

export type NavLink = { name: string; href: string };

/** A photo link of the mobile menu: only what it shows, as it is serialised into every page. */
export type MenuItem = { label: string; href: string; imageSrc: string; sector?: string };

/** The mobile menu's tabs and links: plain data, served as JSON by /menu.json to the mobile menu. */
export type Menu = { prestations: MenuItem[]; venues: MenuItem[]; extraLinks: NavLink[] };

/** The links site.yaml adds to the main navigation, without those to a draft page. */
const extraLinks = (): NavLink[] => site.extra_links.filter((link) => isPublishedHref(link.href));

export const menu = (): Menu => ({
  prestations: prestations().map((p) => ({
    label: p.short_name ? `salles pour ${p.short_name}` : p.name,
    href: prestationHref(p),
    imageSrc: p.imageSrc,
  })),
  venues: venues().map((v) => ({ label: v.title, href: venueHref(v.code), imageSrc: v.imageSrc, sector: v.sector })),
  extraLinks: extraLinks(),
});

export type FooterData = {
  brand: string;
  tagline: string;
  phone: string;
  email: string;
  /** « Téléphone : du lundi au vendredi… ». */
  phoneHours: string;
  /** « Nous vous répondons sous… ». */
  replyPromise: string;
  venues: (NavLink & { code: VenueCode; address: string })[];
  prestations: Record<Audience, (NavLink & { slug: string })[]>;
};

const links = (audience: Audience) => prestations(audience).map((p) => ({ slug: p.slug, name: p.name, href: prestationHref(p) }));

export const footerData = (): FooterData => ({
  brand: site.brand,
  tagline: site.tagline,
  phone: site.phone,
  email: site.email,
  phoneHours: phoneHours(),
  replyPromise: replyPromise(),
  venues: venues().map((venue) => ({ code: venue.code, name: venue.title, href: venueHref(venue.code), address: accessOf(venue).address })),
  prestations: { particuliers: links('particuliers'), pro: links('pro') },
});

// The English frame (#37): the professional side only. The individuals' side stays French, and
// the English menu and footer lead to it as such.

/** Where an English page sends a visitor looking for private events: the French site. */
const FRENCH_SITE: NavLink = { name: 'Private events (in French)', href: '/' };

export const englishMenu = (): Menu => ({
  prestations: englishPrestations().map((p) => ({ label: p.name, href: englishPrestationHref(p), imageSrc: p.french.imageSrc })),
  venues: venues().flatMap((v) => {
    const english = englishVenue(v.code);
    return english ? [{ label: english.title, href: englishVenueHref(v.code), imageSrc: v.imageSrc, sector: v.sector }] : [];
  }),
  extraLinks: [FRENCH_SITE],
});

export const englishFooterData = (): FooterData => ({
  brand: site.brand,
  tagline: englishSite.tagline,
  phone: sitePhone('en'),
  email: site.email,
  // The footer ends the line with its own full stop.
  phoneHours: [`Phone: ${englishSite.telephone_horaires}`, englishPhoneNote()?.replace(/\.$/, '')].filter(Boolean).join('. '),
  replyPromise: `We reply within ${englishSite.delai_reponse}`,
  venues: venues().flatMap((venue) => {
    const english = englishVenue(venue.code);
    return english ? [{ code: venue.code, name: english.title, href: englishVenueHref(venue.code), address: accessOf(venue).address }] : [];
  }),
  prestations: {
    particuliers: [{ name: 'Birthdays, weddings and family events (in French)', href: '/prestations', slug: 'particuliers' }],
    pro: englishPrestations().map((p) => ({ slug: p.slug, name: p.name, href: englishPrestationHref(p) })),
  },
});
