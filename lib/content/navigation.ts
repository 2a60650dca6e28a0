// What the header, the mobile menu and the footer link to (SPEC §3 "Menu item"), read once
// by the root layouts (app/(fr)/layout.tsx, app/en/layout.tsx) and handed to the layout components as plain props.
import type { Audience, VenueCode } from '../content-model/vocabulary';
import { isPublishedHref } from './drafts';
import { prestations } from './products';
import { phoneHours, replyPromise, site } from './site';
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
