import { exampleField } from './nested';
import type { DocumentSchema } from './schema';

/**
 * A page of prose written by the copywriters, outside the offers: the rental terms
 * (`pages/conditions-de-location.mdx` → /conditions-de-location). Its route is a page file
 * in app/ that names it, so that a new page is a decision, not an accident.
 */
export const pageSchema = {
  name: 'Page',
  filePathPattern: 'pages/*.mdx',
  contentType: 'mdx',
  description:
    'Page de texte (conditions de location…). Le nom du fichier est son adresse : conditions-de-location.mdx → /conditions-de-location.',
  fields: {
    title: { type: 'string', required: true, description: 'Titre principal (h1) et titre de la page.' },
    description: { type: 'string', required: true, description: 'Résumé pour les moteurs de recherche, repris sous le titre.' },
    exemple: exampleField,
  },
} as const satisfies DocumentSchema;
