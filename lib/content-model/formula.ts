import { nested, type DocumentSchema } from './schema';
import {
  AUDIENCES,
  CATEGORY_CODES,
  COMMITMENTS,
  DAYS,
  PRICE_UNITS,
  QUANTITY_PERIODS,
  ROOM_CODES,
  SLOT_TYPES,
  SPECIALS,
} from './vocabulary';

export const Surcharge = nested({
  name: 'Surcharge',
  description: 'Supplément forfaitaire quand le nombre de personnes dépasse un seuil.',
  fields: {
    au_dela_de: {
      type: 'number',
      values: 'count',
      required: true,
      description: 'Seuil de personnes au-delà duquel le supplément s’applique.',
    },
    montant: { type: 'number', values: 'amount', required: true, description: 'Montant du supplément, en euros.' },
    personnes_max: { type: 'number', values: 'count', required: true, description: 'Nombre maximal de personnes avec le supplément.' },
  },
});

export const Quantity = nested({
  name: 'Quantity',
  description: 'Nombre de jours ou de soirées à réserver quand le prix est « par jour » ou « par soirée ».',
  fields: {
    min: { type: 'number', values: 'count', required: true, description: 'Nombre minimal de jours ou de soirées à réserver.' },
    max: { type: 'number', values: 'count', required: false, description: 'Nombre maximal de jours ou de soirées, s’il y en a un.' },
    periode: {
      type: 'enum',
      options: [...QUANTITY_PERIODS],
      required: true,
      description: 'Sur quelle période le minimum est compté : jours consécutifs, par semaine ou par trimestre.',
    },
    engagement: { type: 'enum', options: [...COMMITMENTS], required: false, description: 'Durée d’engagement, en mois.' },
  },
});

export const RoomOption = nested({
  name: 'RoomOption',
  description: 'Une salle au choix pour cette formule, avec ses effectifs.',
  fields: {
    salle: { type: 'enum', options: [...ROOM_CODES], required: true, description: 'Code de la salle.' },
    personnes_min: { type: 'number', values: 'count', required: false, description: 'Nombre minimal de personnes dans cette salle.' },
    personnes_max: { type: 'number', values: 'count', required: true, description: 'Nombre maximal de personnes dans cette salle.' },
  },
});

/**
 * A rental formula: everything a price calculation needs, as data. The file name is
 * its stable id, used in `/calcul?offre=<id>` and `/devis?offre=<id>`.
 */
export const formulaSchema = {
  name: 'Formula',
  filePathPattern: 'formules/**/*.yaml',
  contentType: 'data',
  description: 'Une formule de location et ses règles de prix.',
  fields: {
    name: { type: 'string', required: true, description: 'Nom de la formule affiché sur sa carte, ex. « Assemblée générale en soirée ».' },
    audience: {
      type: 'enum',
      options: [...AUDIENCES],
      required: true,
      description: 'Particuliers (prix TTC) ou professionnels (prix HT).',
    },
    categories: {
      type: 'list',
      of: { type: 'enum', options: [...CATEGORY_CODES] },
      required: true,
      description: 'Catégories d’offres auxquelles la formule appartient.',
    },
    prix_affiche: { type: 'number', values: 'amount', required: true, description: 'Prix de base, en euros, par unité.' },
    unite: { type: 'enum', options: [...PRICE_UNITS], required: true, description: 'forfait, personne, jour, soiree ou heure.' },
    aide_prix: { type: 'string', required: true, description: 'Aide à la lecture du prix, ex. « HT par personne ».' },
    prix_min: { type: 'number', values: 'amount', required: false, description: 'Montant total minimal facturé.' },
    par_personne: { type: 'number', values: 'amount', required: false, description: 'Montant ajouté par personne au prix de base.' },
    personnes_min: {
      type: 'number',
      values: 'count',
      required: false,
      description: 'Nombre minimal de personnes pour réserver cette formule.',
    },
    capacite: { type: 'number', values: 'count', required: true, description: 'Nombre maximal de personnes.' },
    capacite_annoncee: {
      type: 'number',
      values: 'count',
      required: false,
      description: 'Capacité plus haute citée dans le texte de l’offre (au-delà de « capacite », sur demande).',
    },
    supplement: { type: 'nested', of: Surcharge, required: false, description: 'Supplément forfaitaire au-delà d’un nombre de personnes.' },
    heure_sup: { type: 'number', values: 'amount', required: false, description: 'Prix d’une heure supplémentaire.' },
    duree_heures: { type: 'number', values: 'amount', range: [0, 24], required: false, description: 'Durée du créneau, en heures.' },
    quantite: {
      type: 'nested',
      of: Quantity,
      required: false,
      description: 'Nombre de jours ou de soirées à réserver, quand le prix est par jour ou par soirée.',
    },
    nombre_salles: { type: 'number', values: 'count', required: false, description: 'Nombre de salles louées (Montparnasse).' },
    salles: {
      type: 'list',
      of: RoomOption,
      required: false,
      description: 'Salles au choix pour cette formule, avec leurs effectifs (Montparnasse).',
    },
    horaires: { type: 'list', of: { type: 'string' }, required: true, description: 'Créneaux, ex. « 9h-12h30 ».' },
    plage_horaire: {
      type: 'string',
      required: false,
      description:
        'Quand les heures sont au choix : la plage où placer les « duree_heures » heures, ex. « 8h-19h » (sert aux disponibilités).',
    },
    horaires_detail: {
      type: 'string',
      required: false,
      description: 'Précision sur les horaires, ex. « 7 heures au choix entre 8h et 18h ».',
    },
    disponible: {
      type: 'list',
      of: { type: 'enum', options: [...DAYS] },
      required: true,
      description: 'Jours où la formule peut être réservée.',
    },
    inclus: { type: 'list', of: { type: 'string' }, required: true, description: 'Ce que comprend le prix, un élément par ligne.' },
    regles: {
      type: 'list',
      of: { type: 'string' },
      required: false,
      description: 'Règles à respecter pendant la location, ex. « Ni repas ni boissons ».',
    },
    special: {
      type: 'list',
      of: { type: 'enum', options: [...SPECIALS] },
      required: false,
      description: 'Créneaux particuliers de la formule (matin, samedi soir, week-end…).',
    },
    type_creneau: {
      type: 'list',
      of: { type: 'enum', options: [...SLOT_TYPES] },
      required: false,
      description:
        'Journée et/ou soirée : obligatoire pour les offres aux particuliers, range la formule dans les listes « jour » et « soir ».',
    },
  },
} as const satisfies DocumentSchema;
