// contentlayer2's document types, made from the schemas (lib/content-model/schema.ts) with the
// fields computed from each document's data. Apart from the schemas so that these stay plain
// data that the browser editor can load (keystatic.config.ts) without contentlayer2 or sharp.
import {
  defineDocumentType,
  defineNestedType,
  type ComputedFields,
  type DocumentType,
  type FieldDef,
  type NestedType,
} from 'contentlayer2/source-files';
import { categorySchema } from './category';
import {
  englishFormulaSchema,
  englishPageSchema,
  englishPrestationSchema,
  englishProductSchema,
  englishSiteSchema,
  englishVenueSchema,
} from './english';
import { fileStem, venueOf } from './files';
import { formulaSchema } from './formula';
import { blurField } from './images';
import { pageSchema } from './page';
import { prestationSchema } from './prestation';
import { productSchema } from './product';
import { reviewSetSchema } from './review-set';
import type { DocumentSchema, FieldSchema, NestedSchema } from './schema';
import { siteSchema } from './site';
import { venueSchema } from './venue';
import { TAX_OF } from './vocabulary';

const nestedTypes = new Map<NestedSchema, NestedType>();

function nestedType(schema: NestedSchema): NestedType {
  let type = nestedTypes.get(schema);
  if (!type) {
    type = defineNestedType(() => ({ name: schema.name, description: schema.description, fields: fieldDefs(schema.fields) }));
    nestedTypes.set(schema, type);
  }
  return type;
}

function fieldDef(field: FieldSchema): FieldDef {
  switch (field.type) {
    case 'nested':
      return { ...field, of: nestedType(field.of) };
    case 'list': {
      const { of: item, ...def } = field;
      if (item.type === 'nested') return { ...def, of: nestedType(item) };
      if (item.type === 'string') return { ...def, of: { type: 'string' } };
      return { ...def, of: item };
    }
    case 'number': {
      const { values: _values, range: _range, ...def } = field;
      return def;
    }
    case 'string': {
      const { placeholders: _placeholders, ...def } = field;
      return def;
    }
    default:
      return field;
  }
}

const fieldDefs = (fields: Record<string, FieldSchema>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldDef(field)]));

/**
 * The contentlayer2 document type of a schema, with the fields computed from its data.
 * Computed fields compute: the content check has already refused bad data (contentlayer.config.ts).
 */
const contentlayerType = <Name extends string>(schema: DocumentSchema<Name>, computedFields: ComputedFields<Name> = {}): DocumentType =>
  defineDocumentType(() => ({ ...schema, fields: fieldDefs(schema.fields), computedFields }));

const Site = contentlayerType(siteSchema);

const Venue = contentlayerType(venueSchema, {
  blur: blurField,
  code: { type: 'string', resolve: fileStem },
});

const Prestation = contentlayerType(prestationSchema, {
  blur: blurField,
  slug: { type: 'string', resolve: fileStem },
});

const Product = contentlayerType(productSchema, {
  blur: blurField,
  slug: { type: 'string', resolve: fileStem },
  venue: { type: 'string', resolve: venueOf },
});

const Formula = contentlayerType(formulaSchema, {
  id: { type: 'string', resolve: (doc) => `${venueOf(doc)}-${fileStem(doc)}` },
  venue: { type: 'string', resolve: venueOf },
  taxe: { type: 'string', resolve: (doc) => TAX_OF[doc.audience] },
});

const ReviewSet = contentlayerType(reviewSetSchema);

const Category = contentlayerType(categorySchema, {
  blur: blurField,
  code: { type: 'string', resolve: fileStem },
});

const Page = contentlayerType(pageSchema, { slug: { type: 'string', resolve: fileStem } });

// The English pages (#37): the slug is the English file name; the French document comes from
// `traduction_de` (a venue's from its file name), looked up by lib/content.
const EnglishSite = contentlayerType(englishSiteSchema);

const EnglishVenue = contentlayerType(englishVenueSchema, { code: { type: 'string', resolve: fileStem } });

const EnglishPrestation = contentlayerType(englishPrestationSchema, { slug: { type: 'string', resolve: fileStem } });

const EnglishProduct = contentlayerType(englishProductSchema, {
  slug: { type: 'string', resolve: fileStem },
  venue: { type: 'string', resolve: venueOf },
});

const EnglishFormula = contentlayerType(englishFormulaSchema, { venue: { type: 'string', resolve: venueOf } });

const EnglishPage = contentlayerType(englishPageSchema, { slug: { type: 'string', resolve: fileStem } });

export const DOCUMENT_TYPES = [
  Site,
  Venue,
  Prestation,
  Product,
  Formula,
  ReviewSet,
  Category,
  Page,
  EnglishSite,
  EnglishVenue,
  EnglishPrestation,
  EnglishProduct,
  EnglishFormula,
  EnglishPage,
];
