import { defineNestedType } from 'contentlayer2/source-files';
import { EVENT_TYPES, PRICE_UNITS, VENUE_CODES, CATEGORY_CODES, AUDIENCES, ROOM_CODES } from './vocabulary';

export const Feature = defineNestedType(() => ({
  name: 'Feature',
  description: 'Un atout ou une caractéristique : un titre et, si besoin, une précision.',
  fields: {
    name: { type: 'string', required: true, description: 'Titre court, ex. « Vidéoprojecteur ».' },
    description: { type: 'string', required: false, description: 'Précision facultative.' },
  },
}));

export const Photo = defineNestedType(() => ({
  name: 'Photo',
  description: 'Une photo : son fichier sous public/ et son texte alternatif.',
  fields: {
    name: { type: 'string', required: true, description: 'Texte alternatif décrivant la photo.' },
    url: { type: 'string', required: true, description: 'Chemin du fichier, ex. /images/vaugirard/particuliers/01.jpg' },
  },
}));

export const GalleryPhoto = defineNestedType(() => ({
  name: 'GalleryPhoto',
  description: "Une photo de la galerie d'une catégorie, prise dans un lieu donné.",
  fields: {
    lieu: { type: 'enum', options: [...VENUE_CODES], required: true },
    name: { type: 'string', required: true, description: 'Texte alternatif décrivant la photo.' },
    url: { type: 'string', required: true },
  },
}));

export const Layout = defineNestedType(() => ({
  name: 'Layout',
  description: 'Une disposition de la salle (en U, théâtre, cocktail…) avec sa capacité.',
  fields: {
    name: { type: 'string', required: true },
    imageSrc: { type: 'string', required: true },
    imageAlt: { type: 'string', required: true },
    description: { type: 'string', required: true },
    capacite_min: { type: 'number', required: false, description: 'Nombre minimal de personnes, si une fourchette est annoncée.' },
    capacite: { type: 'number', required: false, description: 'Nombre maximal de personnes dans cette disposition.' },
    capacite_detail: { type: 'string', required: false, description: 'Précision, ex. « 20 enfants et 10 adultes ».' },
    salle: { type: 'enum', options: [...ROOM_CODES], required: false, description: 'Salle concernée (Montparnasse).' },
    categories: { type: 'list', of: { type: 'enum', options: [...CATEGORY_CODES] }, required: false },
  },
}));

export const Event = defineNestedType(() => ({
  name: 'Event',
  description: "Carte de résumé d'un événement, avec un prix « à partir de ».",
  fields: {
    name: { type: 'string', required: true },
    type: { type: 'enum', options: [...EVENT_TYPES], required: false, description: 'JOURNEE ou SOIREE (offres particuliers).' },
    audience: { type: 'enum', options: [...AUDIENCES], required: true },
    details: { type: 'string', required: true },
    href: { type: 'string', required: true },
    imageSrc: { type: 'string', required: true },
    imageAlt: { type: 'string', required: true },
    price: { type: 'number', required: true, description: 'Prix « à partir de », en euros.' },
    unite: { type: 'enum', options: [...PRICE_UNITS], required: true },
    capacite: { type: 'number', required: false, description: "Nombre maximal d'invités annoncé sur la carte." },
  },
}));

export const Transit = defineNestedType(() => ({
  name: 'Transit',
  fields: {
    lignes: { type: 'list', of: { type: 'string' }, required: true },
    stations: { type: 'list', of: { type: 'string' }, required: false },
  },
}));

export const Journey = defineNestedType(() => ({
  name: 'Journey',
  description: 'Une gare ou un aéroport et le temps de trajet en minutes.',
  fields: {
    nom: { type: 'string', required: true },
    minutes_min: { type: 'number', required: true },
    minutes_max: { type: 'number', required: false },
  },
}));

export const Parking = defineNestedType(() => ({
  name: 'Parking',
  fields: {
    payant: { type: 'boolean', required: true },
    distance_m: { type: 'number', required: true },
  },
}));

export const Geo = defineNestedType(() => ({
  name: 'Geo',
  fields: {
    latitude: { type: 'number', required: true },
    longitude: { type: 'number', required: true },
  },
}));

export const AccessInfo = defineNestedType(() => ({
  name: 'AccessInfo',
  description: "Accès au lieu. La rue et le code postal sont dans content/site.yaml.",
  fields: {
    title: { type: 'string', required: true },
    metro: { type: 'nested', of: Transit, required: true },
    tramway: { type: 'nested', of: Transit, required: false },
    bus: { type: 'nested', of: Transit, required: true },
    gare: { type: 'nested', of: Journey, required: true },
    aeroport: { type: 'nested', of: Journey, required: true },
    parking: { type: 'nested', of: Parking, required: true },
    maps_embed_url: { type: 'string', required: true },
    geo: { type: 'nested', of: Geo, required: true },
  },
}));

export const Room = defineNestedType(() => ({
  name: 'Room',
  description: "Une salle d'un lieu qui en compte plusieurs.",
  fields: {
    code: { type: 'enum', options: [...ROOM_CODES], required: true },
    nom: { type: 'string', required: true },
    superficie: { type: 'number', required: true },
    capacite: { type: 'number', required: true },
  },
}));

export const PartnerRating = defineNestedType(() => ({
  name: 'PartnerRating',
  fields: {
    nom: { type: 'string', required: true },
    note: { type: 'number', required: true, description: 'Note sur 5.' },
  },
}));
