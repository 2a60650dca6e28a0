// Every document type, once, each declared in its own module as plain data (SCHEMAS): the
// content check, the guide's field reference and the browser editor read it; contentlayer2's
// types are made from it in document-types.ts.
import { categorySchema } from './category';
import { ENGLISH_SCHEMAS } from './english';
import { formulaSchema } from './formula';
import { pageSchema } from './page';
import { prestationSchema } from './prestation';
import { productSchema } from './product';
import { reviewSetSchema } from './review-set';
import { siteSchema } from './site';
import { venueSchema } from './venue';

export const SCHEMAS = [
  siteSchema,
  venueSchema,
  prestationSchema,
  productSchema,
  formulaSchema,
  reviewSetSchema,
  categorySchema,
  pageSchema,
  ...ENGLISH_SCHEMAS,
];

export type DocumentTypeName = (typeof SCHEMAS)[number]['name'];
