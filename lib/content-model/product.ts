import { Feature } from './nested';
import type { DocumentSchema } from './schema';
import { AUDIENCES, CATEGORY_CODES } from './vocabulary';

/** A product page: a page of one venue presenting the formulas it serves. */
export const productSchema = {
  name: 'Product',
  filePathPattern: 'produits/**/*.mdx',
  contentType: 'mdx',
  description: "Page d'une offre d'un lieu. Le nom du fichier est la fin de l'adresse de la page.",
  fields: {
    title: { type: 'string', required: true, description: 'Titre de la page (balise <title>).' },
    description: { type: 'string', required: true, description: 'Résumé pour les moteurs de recherche et les cartes.' },
    name: { type: 'string', required: true, description: 'Titre principal (h1).' },
    subtitle: { type: 'string', required: true, description: 'Sous-titre sous le titre principal, repris sur les cartes de l’offre.' },
    ideal: { type: 'string', required: true, description: 'Pour quoi la salle est idéale.' },
    ideal_help: { type: 'string', required: false, description: 'Précision affichée sous « idéal pour ».' },
    audience: { type: 'enum', options: [...AUDIENCES], required: true, description: 'Particuliers ou professionnels.' },
    categorie: { type: 'enum', options: [...CATEGORY_CODES], required: true, description: 'Catégorie de l’offre.' },
    imageSrc: { type: 'string', required: true, description: 'Photo principale, en haut de la page.' },
    imageAlt: { type: 'string', required: true, description: 'Texte alternatif décrivant la photo principale.' },
    features: { type: 'list', of: Feature, required: true, description: 'Atouts mis en avant sur la page.' },
    formules: {
      type: 'list',
      of: { type: 'string' },
      required: true,
      description: 'Identifiants des formules (noms de fichiers dans content/formules/<lieu>/).',
    },
    draft: {
      type: 'boolean',
      required: false,
      default: false,
      description: 'Brouillon : true pour cacher la page en production (visible en prévisualisation et avec npm run dev).',
    },
  },
} as const satisfies DocumentSchema;
