// The closed vocabularies of the content model. contentlayer2 does not check `enum`
// values: the content check does (lib/content-check/shape.ts), before every build.

export const AUDIENCES = ['particuliers', 'pro'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const VENUE_CODES = ['vaugirard', 'montparnasse'] as const;
export type VenueCode = (typeof VENUE_CODES)[number];

export const CATEGORY_CODES = [
  'reunion',
  'formation',
  'ag',
  'soiree_entreprise',
  'anniversaire_enfants',
  'babyshower',
  'bapteme',
  'mariage',
  'repas_famille',
  'soiree',
  'boom',
  'journee_samedi',
] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

export const SPECIALS = [
  'boom',
  'vendredi_soir',
  'samedi_soir',
  'repas_famille',
  'matin',
  'apres_midi',
  'journee_samedi',
  'journee_dimanche',
  'week_end',
] as const;

export const SLOT_TYPES = ['jour', 'soir'] as const;

/** How `prix_affiche` is multiplied: once per slot, per person, per day or per evening. */
export const PRICE_UNITS = ['forfait', 'personne', 'jour', 'soiree', 'heure'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const TAXES = ['TTC', 'HT'] as const;
export type Tax = (typeof TAXES)[number];
/** Individuals see prices with VAT (TTC), professionals without (HT): the one place this is decided. */
export const TAX_OF = { particuliers: 'TTC', pro: 'HT' } as const satisfies Record<Audience, Tax>;

export const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'feries'] as const;
export type Day = (typeof DAYS)[number];

/** Over which span a minimum number of days or evenings is counted. */
export const QUANTITY_PERIODS = ['consecutifs', 'semaine', 'trimestre'] as const;

export const COMMITMENTS = ['mois'] as const;

export const REVIEW_PLATFORMS = ['google', 'trustpilot', 'abc_salles', 'bedouk'] as const;

export const EVENT_TYPES = ['JOURNEE', 'SOIREE'] as const;

export const ROOM_CODES = ['ocre', 'bleue'] as const;
export type RoomCode = (typeof ROOM_CODES)[number];

/** How a journey time is counted: on foot, by public transport, by car. */
export const TRAVEL_MODES = ['pied', 'transports', 'voiture'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** What a venue's equipment list may name, each shown under its own heading. */
export const EQUIPMENT_KINDS = [
  'tables',
  'chaises',
  'cuisine',
  'son',
  'projection',
  'wifi',
  'chauffage',
  'climatisation',
  'toilettes',
  'vestiaire',
  'lumiere',
] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];
