import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files';
import { PartnerRating } from './nested';
import { eachItem, expectOneOf } from './checks';
import { REVIEW_PLATFORMS, VENUE_CODES } from './vocabulary';

const Link = defineNestedType(() => ({
  name: 'Link',
  fields: { name: { type: 'string', required: true }, href: { type: 'string', required: true } },
}));

const VenueAddress = defineNestedType(() => ({
  name: 'VenueAddress',
  fields: {
    code: { type: 'enum', options: [...VENUE_CODES], required: true },
    street: { type: 'string', required: true },
    postal: { type: 'string', required: true },
    city: { type: 'string', required: true },
  },
}));

const Platform = defineNestedType(() => ({
  name: 'Platform',
  fields: {
    code: { type: 'enum', options: [...REVIEW_PLATFORMS], required: true },
    nom: { type: 'string', required: true },
  },
}));

const LegalInfo = defineNestedType(() => ({
  name: 'LegalInfo',
  fields: {
    raison_sociale: { type: 'string', required: true },
    directeur_publication: { type: 'string', required: true },
    hebergeur: { type: 'string', required: true },
    conservation_demandes: {
      type: 'string', required: false,
      description: 'Durée de conservation des demandes de devis, citée par la politique de confidentialité (ex. « 3 ans à compter de notre dernier échange »).',
    },
  },
}));

/** Site-wide data, in one file the provider can edit: content/site.yaml. */
export const Site = defineDocumentType(() => ({
  name: 'Site',
  filePathPattern: 'site.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    brand: { type: 'string', required: true },
    brand_slug: { type: 'string', required: true, description: 'Utilisé dans les adresses des lieux : /locations/<brand_slug>-vaugirard.' },
    tagline: { type: 'string', required: true },
    description: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    email: { type: 'string', required: true },
    lieux: { type: 'list', of: VenueAddress, required: true },
    extra_links: { type: 'list', of: Link, required: true, description: 'Liens supplémentaires de l’en-tête.' },
    notes_particuliers: { type: 'list', of: PartnerRating, required: true },
    notes_pro: { type: 'list', of: PartnerRating, required: true },
    plateformes: { type: 'list', of: Platform, required: true, description: 'Les quatre plateformes d’avis.' },
    legal: { type: 'nested', of: LegalInfo, required: true },
    taux_tva: {
      type: 'number', required: true,
      description: 'Taux de TVA en pour cent (ex. 20) : il donne la TVA et le total TTC des prix HT des professionnels.',
    },
  },
  computedFields: {
    checked: {
      type: 'boolean',
      resolve: (doc) => {
        eachItem<Record<string, unknown>>(doc, 'lieux', (v, path) => expectOneOf(doc, `${path}.code`, v.code, VENUE_CODES));
        eachItem<Record<string, unknown>>(doc, 'plateformes', (p, path) => expectOneOf(doc, `${path}.code`, p.code, REVIEW_PLATFORMS));
        return true;
      },
    },
  },
}));
