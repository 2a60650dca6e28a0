import { FaqEntry, Feature } from './nested';
import type { DocumentSchema } from './schema';
import { AUDIENCES, CATEGORY_CODES } from './vocabulary';

/** A prestation page: one kind of event, offered by one or both venues. */
export const prestationSchema = {
  name: 'Prestation',
  filePathPattern: 'prestations/*.mdx',
  contentType: 'mdx',
  description: "Page d'une prestation. Le nom du fichier est la fin de l'adresse /prestations/….",
  fields: {
    title: { type: 'string', required: true, description: 'Titre principal (h1) et titre de la page.' },
    description: { type: 'string', required: true, description: 'Résumé pour les moteurs de recherche, repris sous le titre de la page.' },
    name: { type: 'string', required: true, description: 'Nom complet dans les menus, ex. « Salles pour baptême ».' },
    short_name: { type: 'string', required: false, description: 'Nom court : le menu affiche « salles pour » + ce nom.' },
    audience: {
      type: 'enum',
      options: [...AUDIENCES],
      required: true,
      description: 'Particuliers ou professionnels : le menu où la prestation apparaît.',
    },
    categories: {
      type: 'list',
      of: { type: 'enum', options: [...CATEGORY_CODES] },
      required: true,
      description: 'Catégories d’offres couvertes : les pages produit de ces catégories sont listées.',
    },
    ordre: { type: 'number', values: 'count', required: true, description: 'Position dans les listes (1 en premier).' },
    imageSrc: { type: 'string', required: true, description: 'Photo principale, en haut de la page.' },
    imageAlt: { type: 'string', required: true, description: 'Texte alternatif décrivant la photo principale.' },
    features: { type: 'list', of: Feature, required: true, description: 'Atouts mis en avant sur la page.' },
    faq: {
      type: 'list',
      of: FaqEntry,
      required: true,
      description: 'Questions fréquentes de la page (5 à 8 conseillées), en bas de la page.',
    },
    draft: {
      type: 'boolean',
      required: false,
      default: false,
      description: 'Brouillon : true pour cacher la page en production (visible en prévisualisation et avec npm run dev).',
    },
  },
} as const satisfies DocumentSchema;
