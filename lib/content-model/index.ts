// Every document type, once: contentlayer.config.ts builds them, the content check and
// the authoring guide's field reference read their definitions from this same list.
import { Category } from './category';
import { Formula } from './formula';
import { Page } from './page';
import { Prestation } from './prestation';
import { Product } from './product';
import { ReviewSet } from './review-set';
import { Site } from './site';
import { Venue } from './venue';

export const DOCUMENT_TYPES = [Site, Venue, Prestation, Product, Formula, ReviewSet, Category, Page];
