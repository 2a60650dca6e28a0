import { blurPlaceholders } from './images';
import { defineDocumentType } from 'contentlayer2/source-files';
import { GalleryPhoto } from './nested';
import { eachItem, expectOneOf, fileStem } from './checks';
import { AUDIENCES, CATEGORY_CODES, VENUE_CODES } from './vocabulary';

/** An offer category with its gallery. The file name is the category code. */
export const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: 'categories/*.yaml',
  contentType: 'data',
  fields: {
    nom: { type: 'string', required: true, description: 'Nom de la catégorie, ex. « Assemblée générale ».' },
    audience: { type: 'enum', options: [...AUDIENCES], required: true, description: 'À qui s’adresse la catégorie : particuliers ou professionnels.' },
    galerie: { type: 'list', of: GalleryPhoto, required: true, description: 'Photos numérotées dans l’ordre de la liste.' },
  },
  computedFields: {
    blur: { type: 'json', description: 'Placeholders flous des images, générés à la construction.', resolve: blurPlaceholders },
    code: {
      type: 'string',
      resolve: (doc) => {
        const code = fileStem(doc);
        expectOneOf(doc, 'nom du fichier', code, CATEGORY_CODES);
        expectOneOf(doc, 'audience', doc.audience, AUDIENCES);
        eachItem<Record<string, unknown>>(doc, 'galerie', (photo, path) => expectOneOf(doc, `${path}.lieu`, photo.lieu, VENUE_CODES));
        return code;
      },
    },
  },
}));
