// The venues (content/lieux/*.mdx) and what each one offers: address, layouts, features, video.
import { allVenues } from 'contentlayer/generated';
import type { Audience, CategoryCode, VenueCode } from '../content-model/vocabulary';
import { VENUE_CODES } from '../content-model/vocabulary';
import { byOrder, once } from './once';
import { site } from './site';
import type { AccessInfo, Feature, Layout, Venue } from './types';
import { venueSlug } from './urls';

const sortedVenues = once(() => byOrder(allVenues as Venue[], (v) => VENUE_CODES.indexOf(v.code)));
const venuesByCode = once(() => new Map(sortedVenues().map((v) => [v.code, v])));

export const venues = (): readonly Venue[] => sortedVenues();

export function getVenue(code: VenueCode): Venue {
  const venue = venuesByCode().get(code);
  if (!venue) throw new Error(`Lieu introuvable : ${code}`);
  return venue;
}

export const venueBySlug = (slug: string): Venue | undefined => venues().find((v) => venueSlug(v.code) === slug);

export function accessOf(venue: Venue): AccessInfo {
  const address = site.lieux.find((l) => l.code === venue.code);
  if (!address) throw new Error(`Adresse absente de content/site.yaml pour le lieu ${venue.code}`);
  // « Rue de Vaugirard » alone starts with a capital; after its number it does not.
  const street = `${address.numero} ${address.street.charAt(0).toLowerCase()}${address.street.slice(1)}`;
  const full = `${street}, ${address.postal} ${address.city}`;
  const { latitude, longitude } = venue.acces.geo;
  const q = encodeURIComponent(full);
  return {
    ...venue.acces,
    street,
    postal: address.postal,
    city: address.city,
    address: full,
    maps: {
      osm: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`,
      apple: `https://maps.apple.com/?address=${q}&ll=${latitude},${longitude}&q=${q}`,
      geo: `geo:${latitude},${longitude}?q=${q}`,
    },
  };
}

export const layoutsOf = (venue: Venue, code?: CategoryCode): Layout[] =>
  venue.dispositions.filter((layout) => !code || !layout.categories || layout.categories.includes(code));

export const featuresOf = (venue: Venue, audience: Audience): Feature[] =>
  audience === 'pro' ? venue.features_pro : venue.features_particuliers;

/** The field of the venue's video for an audience: its own for individuals when there is one. */
export const videoFieldOf = (venue: Venue, audience: Audience) =>
  audience === 'particuliers' && venue.video_id_particuliers ? 'video_id_particuliers' : 'video_id';

export const videoIdOf = (venue: Venue, audience: Audience) =>
  (audience === 'particuliers' && venue.video_id_particuliers) || venue.video_id;
