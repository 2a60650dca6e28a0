import { nested, type FieldSchema } from './schema';
import { EVENT_TYPES, VENUE_CODES, CATEGORY_CODES, AUDIENCES, ROOM_CODES, TRAVEL_MODES } from './vocabulary';

/**
 * The marking of example content (lib/examples/index.ts): `true` for the whole document or entry,
 * or the list of its fields that are examples. Checked by the content check (json to contentlayer2).
 */
export const exampleField = {
  type: 'json',
  required: false,
  description:
    'Contenu d’exemple, à remplacer avant la mise en ligne : true pour tout le groupe, ou la liste des champs inventés, ex. [phone, email].',
} as const satisfies FieldSchema;

export const Feature = nested({
  name: 'Feature',
  description: 'Un atout ou une caractéristique : un titre et, si besoin, une précision.',
  fields: {
    name: { type: 'string', required: true, description: 'Titre court, ex. « Vidéoprojecteur ».' },
    description: { type: 'string', required: false, description: 'Précision facultative.' },
  },
});

export const Photo = nested({
  name: 'Photo',
  description: 'Une photo : son fichier sous public/ et son texte alternatif.',
  fields: {
    name: { type: 'string', required: true, description: 'Texte alternatif décrivant la photo.' },
    url: { type: 'string', required: true, description: 'Chemin du fichier, ex. /images/vaugirard/particuliers/01.jpg' },
  },
});

export const GalleryPhoto = nested({
  name: 'GalleryPhoto',
  description: "Une photo de la galerie d'une catégorie, prise dans un lieu donné.",
  fields: {
    lieu: { type: 'enum', options: [...VENUE_CODES], required: true, description: 'Lieu où la photo a été prise.' },
    name: { type: 'string', required: true, description: 'Texte alternatif décrivant la photo.' },
    name_en: {
      type: 'string',
      required: false,
      description:
        'Le même texte alternatif en anglais, pour les pages anglaises : obligatoire dans les catégories qui en ont (réunion, formation, soirée d’entreprise).',
    },
    url: { type: 'string', required: true, description: 'Chemin du fichier, ex. /images/vaugirard/pros/ag-01.jpg' },
  },
});

export const Layout = nested({
  name: 'Layout',
  description: 'Une disposition de la salle (en U, théâtre, cocktail…) avec sa capacité.',
  fields: {
    name: { type: 'string', required: true, description: 'Nom de la disposition, ex. « Théâtre ».' },
    imageSrc: { type: 'string', required: true, description: 'Photo de la disposition, ex. /images/vaugirard/dispositions/theatre.jpg' },
    imageAlt: { type: 'string', required: true, description: 'Texte alternatif décrivant la photo.' },
    description: { type: 'string', required: true, description: 'Phrase qui explique la disposition et son usage.' },
    capacite_min: {
      type: 'number',
      values: 'count',
      required: false,
      description: 'Nombre minimal de personnes, si une fourchette est annoncée.',
    },
    capacite: { type: 'number', values: 'count', required: false, description: 'Nombre maximal de personnes dans cette disposition.' },
    capacite_detail: { type: 'string', required: false, description: 'Précision, ex. « 20 enfants et 10 adultes ».' },
    salle: { type: 'enum', options: [...ROOM_CODES], required: false, description: 'Salle concernée (Montparnasse).' },
    categories: {
      type: 'list',
      of: { type: 'enum', options: [...CATEGORY_CODES] },
      required: false,
      description: 'Catégories d’offres où cette disposition est montrée.',
    },
  },
});

export const Event = nested({
  name: 'Event',
  description:
    "Carte de résumé d'un événement, qui mène à une page produit du lieu. Son prix « à partir de », sa capacité et sa photo " +
    'viennent de cette page et de ses formules (content/formules/) : la carte ne porte aucun chiffre.',
  fields: {
    name: { type: 'string', required: true, description: 'Titre de la carte, ex. « Anniversaire enfant ».' },
    type: { type: 'enum', options: [...EVENT_TYPES], required: false, description: 'JOURNEE ou SOIREE (offres particuliers).' },
    audience: {
      type: 'enum',
      options: [...AUDIENCES],
      required: true,
      description: 'Particuliers ou professionnels : sur quel onglet la carte apparaît.',
    },
    details: { type: 'string', required: true, description: 'Phrase de présentation de la carte.' },
    href: {
      type: 'string',
      required: true,
      description:
        'Page produit du lieu vers laquelle mène la carte, ex. /locations/salles-rive-gauche-vaugirard/salle-de-reunion-paris-15.',
    },
  },
});

export const Transit = nested({
  name: 'Transit',
  fields: {
    lignes: { type: 'list', of: { type: 'string' }, required: true, description: 'Numéros des lignes.' },
    stations: { type: 'list', of: { type: 'string' }, required: false, description: 'Stations ou arrêts les plus proches.' },
  },
});

export const Journey = nested({
  name: 'Journey',
  description: 'Une gare ou un aéroport et le temps de trajet en minutes.',
  fields: {
    nom: { type: 'string', required: true, description: 'Nom de la gare ou de l’aéroport.' },
    minutes_min: { type: 'number', values: 'count', required: true, description: 'Temps de trajet minimal, en minutes.' },
    minutes_max: {
      type: 'number',
      values: 'count',
      required: false,
      description: 'Temps de trajet maximal, en minutes, si une fourchette est annoncée.',
    },
    mode: {
      type: 'enum',
      options: [...TRAVEL_MODES],
      required: true,
      description: 'Comment ce temps est compté : pied (à pied), transports (en transports en commun) ou voiture (en voiture).',
    },
  },
});

export const Parking = nested({
  name: 'Parking',
  fields: {
    nom: { type: 'string', required: true, description: 'Nom du parking public, ex. « Parking Indigo Convention ».' },
    payant: { type: 'boolean', required: true, description: 'Le parking est payant (true) ou gratuit (false).' },
    distance_m: { type: 'number', values: 'distance', required: true, description: 'Distance à pied jusqu’au lieu, en mètres.' },
    exemple: exampleField,
  },
});

export const Geo = nested({
  name: 'Geo',
  fields: {
    latitude: { type: 'number', range: [-90, 90], required: true, description: 'Latitude du lieu (coordonnées GPS).' },
    longitude: { type: 'number', range: [-180, 180], required: true, description: 'Longitude du lieu (coordonnées GPS).' },
  },
});

export const AccessInfo = nested({
  name: 'AccessInfo',
  description: 'Accès au lieu. La rue et le code postal sont dans content/site.yaml.',
  fields: {
    title: { type: 'string', required: true, description: 'Titre de la partie « accès » de la page du lieu.' },
    metro: { type: 'nested', of: Transit, required: true, description: 'Lignes et stations de métro.' },
    tramway: { type: 'nested', of: Transit, required: false, description: 'Lignes et arrêts de tramway, s’il y en a.' },
    bus: { type: 'nested', of: Transit, required: true, description: 'Lignes et arrêts de bus.' },
    gare: { type: 'nested', of: Journey, required: true, description: 'Gare la plus proche et temps de trajet.' },
    aeroport: { type: 'nested', of: Journey, required: true, description: 'Aéroport le plus proche et temps de trajet.' },
    parking: { type: 'nested', of: Parking, required: true, description: 'Parking public le plus proche.' },
    maps_embed_url: { type: 'string', required: true, description: 'Adresse de la carte Google Maps intégrée (lien « output=embed »).' },
    geo: { type: 'nested', of: Geo, required: true, description: 'Coordonnées GPS du lieu, pour les moteurs de recherche.' },
  },
});

export const Room = nested({
  name: 'Room',
  description: "Une salle d'un lieu qui en compte plusieurs.",
  fields: {
    code: { type: 'enum', options: [...ROOM_CODES], required: true, description: 'Code de la salle.' },
    nom: { type: 'string', required: true, description: 'Nom de la salle, ex. « Salle Ocre ».' },
    superficie: { type: 'number', values: 'amount', required: true, description: 'Surface de la salle, en m².' },
    capacite: { type: 'number', values: 'count', required: true, description: 'Nombre maximal de personnes dans la salle.' },
  },
});

export const PartnerRating = nested({
  name: 'PartnerRating',
  fields: {
    nom: { type: 'string', required: true, description: 'Nom du partenaire, ex. « Google ».' },
    note: { type: 'number', range: [0, 5], required: true, description: 'Note sur 5.' },
    url: {
      type: 'string',
      required: false,
      description: 'Adresse de la page du lieu sur la plateforme, où la note se lit (obligatoire sauf exemple).',
    },
    exemple: exampleField,
  },
});

export const FaqEntry = nested({
  name: 'FaqEntry',
  description: 'Une question fréquente et sa réponse, affichées en liste dépliable et données aux moteurs de recherche (FAQPage).',
  fields: {
    question: {
      type: 'string',
      required: true,
      description: 'La question, telle qu’un visiteur la pose, ex. « Peut-on venir la veille pour décorer ? ».',
    },
    reponse: { type: 'string', required: true, description: 'La réponse, en une ou quelques phrases.' },
    exemple: exampleField,
  },
});
