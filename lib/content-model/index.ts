// Every document type, once, each declared in its own module: contentlayer.config.ts builds
// DOCUMENT_TYPES; the content check and the authoring guide's field reference read SCHEMAS,
// the same declarations as plain data.
import { Category, categorySchema } from './category';
import { Formula, formulaSchema } from './formula';
import { Page, pageSchema } from './page';
import { Prestation, prestationSchema } from './prestation';
import { Product, productSchema } from './product';
import { ReviewSet, reviewSetSchema } from './review-set';
import { Site, siteSchema } from './site';
import { Venue, venueSchema } from './venue';

export const SCHEMAS = [siteSchema, venueSchema, prestationSchema, productSchema, formulaSchema, reviewSetSchema, categorySchema, pageSchema];

export type DocumentTypeName = (typeof SCHEMAS)[number]['name'];

export const DOCUMENT_TYPES = [Site, Venue, Prestation, Product, Formula, ReviewSet, Category, Page];
