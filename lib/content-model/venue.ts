import { AccessInfo, Event, exampleField, FaqEntry, Feature, Layout, Photo, Room } from './nested';
import { PracticalInfo } from './practical';
import type { DocumentSchema } from './schema';

/** A venue. The file name is its code (`vaugirard`, `montparnasse`). */
export const venueSchema = {
  name: 'Venue',
  filePathPattern: 'lieux/*.mdx',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true, description: 'Nom du lieu, titre principal (h1) de sa page.' },
    seo_title: { type: 'string', required: true, description: 'Titre de la page (balise <title>).' },
    sector: { type: 'string', required: true, description: 'Ex. « Paris 15 ».' },
    description: {
      type: 'string',
      required: true,
      description: 'Résumé pour les moteurs de recherche, repris en introduction de la page du lieu.',
    },
    imageSrc: { type: 'string', required: true, description: 'Photo principale du lieu.' },
    imageAlt: { type: 'string', required: true, description: 'Texte alternatif décrivant la photo principale.' },
    superficie: { type: 'number', values: 'amount', required: true, description: 'Surface totale en m².' },
    capacite: { type: 'number', values: 'count', required: true, description: 'Nombre maximal de personnes dans le lieu.' },
    capacite_par_salle: { type: 'number', values: 'count', required: false, description: 'Limite par salle pour les événements privés.' },
    accessible_pmr: {
      type: 'boolean',
      required: false,
      description:
        'Le lieu est accessible aux personnes à mobilité réduite (repris dans les données structurées pour les moteurs de recherche).',
    },
    salles: { type: 'list', of: Room, required: false, description: 'Les salles du lieu, s’il en compte plusieurs.' },
    photos: { type: 'list', of: Photo, required: true, description: 'Photos du lieu.' },
    acces: { type: 'nested', of: AccessInfo, required: true, description: 'Comment venir : transports, parking, carte.' },
    infos_pratiques: {
      type: 'nested',
      of: PracticalInfo,
      required: true,
      description:
        'Entrée, étage, trajets à pied, équipements, accessibilité et règlement : la section « Infos pratiques » de la page du lieu.',
    },
    faq: { type: 'list', of: FaqEntry, required: false, description: 'Questions fréquentes propres au lieu, après ses infos pratiques.' },
    video_id: { type: 'string', required: true, description: 'Identifiant de la vidéo YouTube du lieu.' },
    video_id_particuliers: { type: 'string', required: false, description: 'Vidéo propre aux offres particuliers, si différente.' },
    features_particuliers: { type: 'list', of: Feature, required: true, description: 'Atouts du lieu montrés aux particuliers.' },
    features_pro: { type: 'list', of: Feature, required: true, description: 'Atouts du lieu montrés aux professionnels.' },
    dispositions: { type: 'list', of: Layout, required: true, description: 'Dispositions possibles de la salle, avec leur capacité.' },
    events: {
      type: 'list',
      of: Event,
      required: true,
      description:
        'Textes et ordre des cartes de la page du lieu. Chaque page produit publiée du lieu a sa carte d’elle-même (prix, capacité et photo viennent de cette page) ; une entrée ici ne fait que choisir le titre, la phrase et la place de la carte de la page qu’elle nomme. Une liste vide [] : les cartes prennent le nom et le sous-titre des pages.',
    },
    exemple: exampleField,
  },
} as const satisfies DocumentSchema;
