// The pages that list offers as cards, and the consent choice already made (the banner, sticky
// at the bottom, would otherwise cover part of the page): shared by the figures and layout tests.
import { prestationHref, prestations } from '../../lib/content';

export const LISTINGS = [
  '/',
  '/prestations',
  '/locations',
  '/locations/salles-rive-gauche-vaugirard',
  '/locations/salles-rive-gauche-montparnasse',
  ...prestations().map(prestationHref),
];

/** The consent cookie of a visitor who chose today: everything refused, or everything accepted. */
export const choiceMade = (baseURL: string | undefined, accepted = false) => ({
  name: 'consentement',
  value: `v1.m${+accepted}.e${+accepted}.${Math.floor(Date.now() / 1000)}`,
  domain: new URL(baseURL ?? 'http://127.0.0.1').hostname,
  path: '/',
});
