import { nested } from './schema';
import { exampleField } from './nested';
import { EQUIPMENT_KINDS } from './vocabulary';

export const WalkingRoute = nested({
  name: 'WalkingRoute',
  description: 'Le trajet à pied depuis une station : minutes et une phrase.',
  fields: {
    depuis: { type: 'string', required: true, description: 'Station ou arrêt de départ, ex. « Métro Convention (ligne 12) ».' },
    minutes: { type: 'number', values: 'count', required: true, description: 'Temps de marche, en minutes entières.' },
    texte: { type: 'string', required: true, description: 'Une phrase qui décrit le chemin, ex. « Sortie 1, remontez la rue… ».' },
    exemple: exampleField,
  },
});

export const EquipmentItem = nested({
  name: 'EquipmentItem',
  description: 'Un équipement du lieu et sa quantité.',
  fields: {
    type: {
      type: 'enum',
      options: [...EQUIPMENT_KINDS],
      required: true,
      description: `Sorte d'équipement : ${EQUIPMENT_KINDS.join(', ')}.`,
    },
    nom: { type: 'string', required: true, description: 'Nom affiché, ex. « Chaises pliantes rembourrées ».' },
    quantite: {
      type: 'number',
      values: 'count',
      required: true,
      description: 'Nombre, entier (1 pour un équipement unique : four, Wi-Fi…).',
    },
    precision: { type: 'string', required: false, description: 'Précision facultative, ex. « 180 × 80 cm ».' },
    exemple: exampleField,
  },
});

export const Accessibility = nested({
  name: 'Accessibility',
  description: 'Les faits derrière « accessible PMR ».',
  fields: {
    entree_plain_pied: { type: 'boolean', required: true, description: 'L’entrée se fait sans marche (true) ou non (false).' },
    toilettes_accessibles: { type: 'boolean', required: true, description: 'Des toilettes adaptées aux fauteuils roulants.' },
    ascenseur: {
      type: 'boolean',
      required: true,
      description: 'Un ascenseur dessert la salle (false si elle est de plain-pied ou sans ascenseur).',
    },
    porte_min_cm: {
      type: 'number',
      values: 'count',
      required: true,
      description: 'Largeur de la porte la plus étroite du parcours, en centimètres entiers.',
    },
    precision: { type: 'string', required: false, description: 'Phrase facultative, ex. « Une rampe amovible est posée à la demande. »' },
    exemple: exampleField,
  },
});

export const HouseRules = nested({
  name: 'HouseRules',
  description:
    'Le règlement du lieu, écrit une seule fois : la page du lieu, les pages produit et les conditions de location le reprennent.',
  fields: {
    musique_fin: {
      type: 'string',
      required: true,
      description: 'Heure à laquelle la musique s’arrête, au format HH:MM entre guillemets, ex. "23:00".',
    },
    bruit: { type: 'string', required: false, description: 'Phrase sur le voisinage et le bruit.' },
    decorations_permises: {
      type: 'list',
      of: { type: 'string' },
      required: true,
      description: 'Décorations permises, ex. [ballons, guirlandes].',
    },
    decorations_interdites: {
      type: 'list',
      of: { type: 'string' },
      required: true,
      description: 'Décorations interdites, ex. [confettis, bougies allumées].',
    },
    traiteurs: { type: 'string', required: true, description: 'Traiteur extérieur : permis ou non, à quelles conditions.' },
    alcool: { type: 'string', required: true, description: 'Ce qui est permis pour l’alcool.' },
    installation_minutes: {
      type: 'number',
      values: 'count',
      required: true,
      description: 'Temps d’installation compris dans la location, en minutes entières.',
    },
    rangement_minutes: {
      type: 'number',
      values: 'count',
      required: true,
      description: 'Temps de rangement compris dans la location, en minutes entières.',
    },
    dechets: { type: 'string', required: false, description: 'Que faire des déchets.' },
    exemple: exampleField,
  },
});

export const PracticalInfo = nested({
  name: 'PracticalInfo',
  description:
    'Infos pratiques du lieu (section « Infos pratiques » de sa page). L’adresse est dans content/site.yaml, les coordonnées dans acces.geo.',
  fields: {
    entree: { type: 'string', required: true, description: 'Comment entrer : porte, interphone ou code (et quand il est donné).' },
    etage: { type: 'string', required: true, description: 'Étage de la salle, ex. « Rez-de-chaussée ».' },
    itineraires: { type: 'list', of: WalkingRoute, required: true, description: 'Trajet à pied depuis chaque station proche.' },
    equipements: { type: 'list', of: EquipmentItem, required: true, description: 'Équipements et quantités.' },
    accessibilite: { type: 'nested', of: Accessibility, required: true, description: 'Accessibilité en détail.' },
    regles: { type: 'nested', of: HouseRules, required: true, description: 'Règlement du lieu.' },
    exemple: exampleField,
  },
});
