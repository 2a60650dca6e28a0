import { GalleryPhoto } from './nested';
import type { DocumentSchema } from './schema';
import { AUDIENCES } from './vocabulary';

/** An offer category with its gallery. The file name is the category code. */
export const categorySchema = {
  name: 'Category',
  filePathPattern: 'categories/*.yaml',
  contentType: 'data',
  fields: {
    nom: { type: 'string', required: true, description: 'Nom de la catégorie, ex. « Assemblée générale ».' },
    audience: {
      type: 'enum',
      options: [...AUDIENCES],
      required: true,
      description: 'À qui s’adresse la catégorie : particuliers ou professionnels.',
    },
    galerie: { type: 'list', of: GalleryPhoto, required: true, description: 'Photos numérotées dans l’ordre de la liste.' },
  },
} as const satisfies DocumentSchema;
