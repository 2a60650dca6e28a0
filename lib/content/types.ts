// The content's types, as the generated ones with the closed vocabularies the model checks.
import type * as Generated from 'contentlayer/generated';
import type { Tax, VenueCode } from '../content-model/vocabulary';

export type Venue = Generated.Venue & { code: VenueCode };
export type Product = Generated.Product & { venue: VenueCode };
export type Formula = Generated.Formula & { venue: VenueCode; taxe: Tax };
export type Prestation = Generated.Prestation;
export type Review = Generated.Review;
export type Layout = Generated.Layout;
export type Feature = Generated.Feature;
export type PartnerRating = Generated.PartnerRating;
export type Site = Generated.Site;
export type Page = Generated.Page;
export type PracticalInfo = Generated.PracticalInfo;
export type GalleryPhoto = Generated.GalleryPhoto;
export type AccessInfo = Generated.AccessInfo & {
  /** Number and street, as written on an envelope: « 350 rue de Vaugirard ». */
  street: string;
  postal: string;
  city: string;
  address: string;
  /** Links that open the address in the visitor's maps app; nothing loads before a click. */
  maps: { osm: string; apple: string; geo: string };
};
