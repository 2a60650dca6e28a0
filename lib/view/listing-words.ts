// The words of the listings (venue, product and prestation pages, the home page's cards) and of
// the content blocks they show (components/listing/, components/content/), in French;
// ./listing-words.en.ts has the same in English, typed by this. Pages pick by language through
// dictionary() (./dictionary.ts) and hand them to components as a plain prop. A text the markup
// splits around a no-break space or a figure is a list of parts, so that the French HTML keeps
// its text nodes as they were.
import type { Locale } from '../i18n';
import { formatClock, formatDays, formatDistance, formatJourney, formatRating, formatSlots, joinFrench } from '../french/format';
import type { Audience, EquipmentKind, Tax } from '../content-model/vocabulary';

const NBSP = '\u00a0';

export const listingWords = {
  locale: 'fr' as Locale,
  /** The amounts, days, times and lists of the language (lib/french/format.ts, lib/english/format.ts). */
  format: {
    days: formatDays,
    slots: formatSlots,
    journey: formatJourney,
    distance: formatDistance,
    rating: formatRating,
    clock: formatClock,
    join: joinFrench,
  },
  /** The tax a price is stated in, in a heading: « (prix HT) ». */
  pricesIn: (tax: Tax) => `(prix ${tax})`,
  /** The trail's first step of a listing: the list it belongs to. */
  trail: {
    prestations: (audience: Audience) => ({ name: 'Nos prestations', href: audience === 'pro' ? '/prestations#pros' : '/prestations' }),
    venues: { name: 'Nos salles', href: '/locations' },
  },
  from: 'À partir de',
  audienceFrom: (audience: string) => `${audience}, à partir de`,
  upTo: (people: number) => `jusqu’à ${people} personnes`,
  peopleBetween: (min: number, max: number | undefined) => `de ${min} à ${max} personnes`,
  booking: {
    title: 'Réserver',
    region: 'Réservation',
    capacity: ['Capacité', NBSP, ': '],
    quote: 'Demander un devis',
    calculate: 'Calculer mon prix',
    barFrom: 'Dès ',
  },
  /** The availability line of a product page, before its month view (components/availability/AvailabilitySection.tsx). */
  availability: {
    line: 'Indiquez votre date dans votre demande : nous vous confirmons la disponibilité avec le devis.',
    quote: 'Demander un devis',
    calendar: 'Voir le calendrier du mois',
  },
  listing: {
    photos: (count: number) => [count, ' photos'] as (string | number)[],
    moreAbout: (name: string) => `En savoir plus : ${name}`,
  },
  prestation: {
    offers: (prices: string) => `Les offres ${prices}`,
    venues: 'Nos salles pour cet événement',
    eyebrowJoin: ' et ',
  },
  product: {
    ideal: ['Idéal pour', NBSP, ':'],
    formulas: 'Nos formules',
    formula: 'La formule',
    media: 'Vidéo et plan d’accès',
    venue: (venue: string) => `Découvrir le lieu : ${venue}`,
    photos: 'En images',
  },
  venue: {
    eyebrow: (sector: string, area: number) => `${sector} · environ ${area} m²`,
    offers: (title: string, prices: string) => `${title} ${prices}`,
    layoutPhotos: 'Les dispositions en photos',
    practical: 'Équipements, accessibilité et règlement de la salle',
    questions: 'Vos questions sur ce lieu',
    photos: 'Le lieu en photos',
    card: (address: string, area: number, people: number) =>
      [address, ' · environ ', area, ' m² · jusqu’à ', people, ' personnes'] as (string | number)[],
  },
  eventTypes: { JOURNEE: 'En journée', SOIREE: 'En soirée' } as Record<string, string>,
  features: 'Les atouts',
  faq: 'Questions fréquentes',
  ratings: { title: 'Nos notes chez nos partenaires', newWindow: ' (nouvelle fenêtre)' },
  formula: {
    capacity: 'Capacité',
    schedule: 'Horaires',
    days: 'Jours',
    rulesAndIncluded: 'Conditions et inclus',
    included: 'Inclus',
    rules: 'Conditions tarifaires',
    toKnow: 'À savoir',
    calculate: 'Calculer le tarif',
    quote: 'Demander un devis',
    /** Before the formula's name, for screen readers: « Demander un devis : Journée d'étude ». */
    about: [NBSP, ': '],
  },
  layouts: {
    title: 'Dispositions de la salle',
    layout: 'Disposition',
    capacity: 'Capacité',
    roomLimit: (people: number) => ['Événements privés', NBSP, ': ', people, ' personnes au plus par salle.'] as (string | number)[],
    photos: 'Les dispositions en photos',
    photosOnVenue: 'Les dispositions en photos, sur la page du lieu',
  },
  access: {
    address: 'Adresse',
    metro: 'Métro',
    tramway: 'Tramway',
    bus: 'Bus',
    station: 'Gare',
    airport: 'Aéroport',
    parking: 'Parking',
    lines: (lines: readonly string[]) => `ligne${lines.length > 1 ? 's' : ''} ${lines.join(', ')}`,
    /** `stations`: already joined by « ou ». */
    stations: (stations: string) => ` (${stations})`,
    noTramway: 'pas de tramway à proximité',
    or: 'ou',
    parkingAt: (paid: boolean, distance: string) => `${paid ? 'payant' : 'gratuit'}, à ${distance}`,
  },
  practical: {
    title: 'Infos pratiques',
    // As it was written: a JSX attribute keeps « \u00a0 » as typed.
    contents: 'Infos pratiques\\u00a0: sommaire',
    sections: { venir: 'Venir et entrer', equipements: 'Équipements', accessibilite: 'Accessibilité', reglement: 'Règlement de la salle' },
    floor: (floor: string) => `Étage : ${floor.charAt(0).toLowerCase()}${floor.slice(1)}.`,
    walk: (minutes: number, text: string) => `, ${minutes} min à pied : ${text}`,
    byCar: (name: string, paid: boolean, distance: string) => `En voiture : ${name}, parking ${paid ? 'payant' : 'gratuit'} à ${distance}.`,
    maps: ['Ouvrir l’adresse dans votre application de cartes', NBSP, ':'],
    appleMaps: 'Plans (Apple)',
    otherMaps: 'Autre application (lien geo)',
    stepFree: (yes: boolean): string => (yes ? 'Entrée de plain-pied, sans marche' : 'Entrée avec une ou plusieurs marches'),
    toilets: (yes: boolean): string =>
      yes ? 'Toilettes accessibles en fauteuil roulant' : 'Pas de toilettes accessibles en fauteuil roulant',
    lift: (yes: boolean): string => (yes ? 'Ascenseur jusqu’à la salle' : 'Pas d’ascenseur'),
    door: (cm: number) => ['Porte la plus étroite du parcours', NBSP, ': ', cm, ' cm'] as (string | number)[],
    onSite: 'Sur place pour votre événement',
    usefulEquipment: 'Équipements utiles',
    goodToKnow: 'Bon à savoir',
    all: 'Accès, accessibilité et toutes les infos pratiques du lieu',
    kinds: {
      tables: 'Tables',
      chaises: 'Chaises',
      cuisine: 'Cuisine',
      son: 'Son',
      projection: 'Projection',
      wifi: 'Wi-Fi',
      chauffage: 'Chauffage',
      climatisation: 'Climatisation',
      toilettes: 'Toilettes',
      vestiaire: 'Vestiaire',
      lumiere: 'Lumière',
    } as Record<EquipmentKind, string>,
  },
  rules: {
    /** After a rule's label: « Musique : ». */
    colon: [NBSP, ':', ' '],
    music: 'Musique',
    musicUntil: (clock: string, noise: string | undefined) => `jusqu’à ${clock}.${noise ? ` ${noise}` : ''}`,
    decorationsAllowed: 'Décorations permises',
    decorationsForbidden: 'Décorations interdites',
    caterers: 'Traiteur',
    alcohol: 'Alcool',
    setUp: 'Installation et rangement',
    setUpText: (install: number, tidy: number) =>
      `${install} min pour vous installer et ${tidy} min pour ranger, compris dans la location.`,
    waste: 'Déchets',
  },
  media: {
    title: 'Visite en vidéo et plan d’accès',
    video: (venue: string) => `Vidéo de présentation : ${venue}`,
    play: 'Lire la vidéo',
    videoNotice: 'La vidéo est hébergée par YouTube, qui recevra votre adresse IP.',
    map: (venue: string) => `Plan d'accès : ${venue}`,
    showMap: 'Afficher le plan',
    mapNotice: 'Le plan est fourni par Google Maps, qui recevra votre adresse IP.',
  },
  /** The gallery's words: plain data, for its client component. */
  gallery: {
    title: 'Photos',
    photo: 'Photo ',
    of: ' sur ',
    enlarge: [NBSP, ': agrandir'],
    /** Around the number of photos folded after the thumbnails. */
    others: { before: 'Les ', after: ' autres photos' },
    previous: 'Photo précédente',
    next: 'Photo suivante',
    close: 'Fermer',
  },
};

export type ListingWords = typeof listingWords;
export type GalleryWords = ListingWords['gallery'];
