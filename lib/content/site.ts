// content/site.yaml: the brand, its contact details and its partners' ratings.
import { site as generatedSite } from 'contentlayer/generated';
import type { Audience } from '../content-model/vocabulary';
import { phoneFor } from '../english/format';
import type { Locale } from '../i18n';
import { publishable } from '../examples';
import type { PartnerRating, Site } from './types';

export const site: Site = generatedSite;

/** « Nous vous répondons sous 24 h ouvrées », the promise made to every quote request. */
export const replyPromise = () => `Nous vous répondons sous ${site.delai_reponse}`;
/** « Téléphone : du lundi au vendredi de 9 h à 19 h… ». */
export const phoneHours = () => `Téléphone : ${site.telephone_horaires}`;

/** The provider's number as a visitor of that language dials it: from abroad on English pages and mails. */
export const sitePhone = (locale: Locale) => phoneFor(locale, site.phone);

export const platformName = (code: string) => site.plateformes.find((p) => p.code === code)?.nom ?? code;

/** The partner ratings shown to an audience; a production build leaves out the example ones. */
export const partnerRatings = (audience: Audience): PartnerRating[] =>
  publishable(audience === 'pro' ? site.notes_pro : site.notes_particuliers);
