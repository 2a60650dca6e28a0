import { exampleField } from './nested';
import { nested, type DocumentSchema } from './schema';
import { AUDIENCES, CATEGORY_CODES, REVIEW_PLATFORMS, VENUE_CODES } from './vocabulary';

export const Review = nested({
  name: 'Review',
  fields: {
    type: { type: 'enum', options: [...REVIEW_PLATFORMS], required: true, description: 'Plateforme d’avis (voir content/site.yaml).' },
    title: { type: 'string', required: true, description: 'Titre de l’avis.' },
    text: { type: 'string', required: true, description: 'Texte de l’avis, tel que le client l’a écrit.' },
    author: { type: 'string', required: true, description: 'Auteur, tel que la plateforme publie son nom, ex. « Isabelle M. ».' },
    societe: { type: 'string', required: false, description: 'Entreprise ou association de l’auteur (avis professionnels).' },
    date: { type: 'string', required: true, description: 'Date de publication de l’avis, au format jj/mm/aaaa.' },
    url: {
      type: 'string',
      required: false,
      description: 'Adresse de l’avis original sur la plateforme (obligatoire sauf exemple), ex. https://www.trustpilot.com/reviews/….',
    },
    exemple: exampleField,
    event: { type: 'string', required: true, description: 'Événement, ex. « Anniversaire des 8 ans de Léa ».' },
  },
});

/** A venue's reviews, general (no `categorie`) or for one offer category. */
export const reviewSetSchema = {
  name: 'ReviewSet',
  filePathPattern: 'avis/*.yaml',
  contentType: 'data',
  fields: {
    lieu: { type: 'enum', options: [...VENUE_CODES], required: true, description: 'Lieu concerné par les avis.' },
    audience: { type: 'enum', options: [...AUDIENCES], required: true, description: 'Particuliers ou professionnels.' },
    categorie: {
      type: 'enum',
      options: [...CATEGORY_CODES],
      required: false,
      description: 'Catégorie d’offre des avis ; sans ce champ, avis généraux du lieu.',
    },
    avis: { type: 'list', of: Review, required: true, description: 'Les avis, un élément par avis.' },
  },
} as const satisfies DocumentSchema;
