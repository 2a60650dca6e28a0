// The browser editor (Keystatic, /keystatic): its collections and fields are made from the
// content model (lib/content-model), so a field is declared once and reaches the editor, the
// content check and the guide together (tests/unit/keystatic-schema.test.ts holds them equal).
// Local mode in development (it writes content/ directly); GitHub mode on preview deployments
// when NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO is set (each save a branch and a pull request, docs/redaction.md).
// Production never builds the admin (next.config.ts, `pageExtensions`).
import { collection, config, fields, singleton, type AssetFormField, type ComponentSchema, type SlugFormField } from '@keystatic/core';
import { block, wrapper } from '@keystatic/core/content-components';
import { createElement } from 'react';
import { PhotoInput, type PhotoValue } from './components/keystatic/PhotoInput';
import { photoProblem } from './lib/content-check/photo';
import { SCHEMAS, type DocumentTypeName } from './lib/content-model';
import { MDX_AUDIENCES, MDX_COMPONENTS, type MdxComponentSpec } from './lib/content-model/mdx-components';
import { labelOf } from './lib/content-model/labels';
import { numberLimits, type DocumentSchema, type FieldSchema, type ItemSchema, type NestedSchema } from './lib/content-model/schema';
import { VENUE_CODES } from './lib/content-model/vocabulary';

/** The fields that hold an image path under public/, each with the field of its text alternative. */
const IMAGE_FIELDS: Record<string, string> = { imageSrc: 'imageAlt', url: 'name' };
const isImage = (name: string, siblings: Record<string, FieldSchema>) => name in IMAGE_FIELDS && IMAGE_FIELDS[name]! in siblings;

/**
 * A photo: one under public/ already (the site's photos are shared between pages, under
 * /images/<lieu>/…) stays its path; one taken from the computer goes to
 * public/images/<folder>/<entry>/ and the field holds its path, /images/<folder>/<entry>/<file>.
 * Keystatic's `fields.image` would read only the photos of that folder and show every shared one
 * as missing, hence this field; its input (PhotoInput) refuses at once what the content check
 * would refuse (lib/content-check/photo.ts).
 */
function photoField(
  label: string,
  description: string,
  required: boolean,
  folder: string,
): AssetFormField<PhotoValue, PhotoValue, string | null> {
  const prefix = (slug: string | undefined) => `/images/${folder}/${slug ? `${slug}/` : ''}`;
  const uploaded = (value: unknown, slug: string | undefined) =>
    typeof value === 'string' && value.startsWith(prefix(slug)) ? value.slice(prefix(slug).length) : undefined;
  return {
    kind: 'form',
    formKind: 'asset',
    label,
    directory: `public/images/${folder}`,
    Input: (props) => createElement(PhotoInput, { ...props, label, description, required }),
    defaultValue: () => null,
    filename: (value, { slug }) => uploaded(value, slug),
    parse(value, { asset, slug }) {
      if (value === undefined) return null;
      if (typeof value !== 'string') throw new Error('Attendu : un chemin /images/….jpg');
      const filename = uploaded(value, slug);
      // A photo uploaded earlier is kept with its file: Keystatic rewrites the entry's folder on each save.
      return asset && filename ? { kind: 'upload', filename, data: asset } : { kind: 'path', path: value };
    },
    serialize(value, { slug }) {
      if (value === null) return { value: undefined, asset: undefined };
      if (value.kind === 'path') return { value: value.path, asset: undefined };
      return { value: `${prefix(slug)}${value.filename}`, asset: { filename: value.filename, content: value.data } };
    },
    validate(value) {
      if (required && value === null) throw new Error(`${label} : choisissez une photo.`);
      const problem = value?.kind === 'upload' && photoProblem(value.filename, value.data, value.data.byteLength);
      if (problem) throw new Error(problem);
      return value;
    },
    reader: { parse: (value) => (typeof value === 'string' ? value : null) },
  };
}

/**
 * Keystatic's select always holds a value: a closed list the model leaves optional
 * (a card's type, a layout's room) becomes a text field checked against the list.
 */
function optionalChoice(label: string, description: string, options: readonly string[]) {
  return fields.text({
    label,
    description: `${description} (laisser vide, ou : ${options.join(', ')})`,
    validation: { pattern: { regex: new RegExp(`^(${options.join('|')})?$`), message: `Attendu : ${options.join(', ')}` } },
  });
}

function itemField(item: ItemSchema, label: string, folder: string): ComponentSchema {
  switch (item.type) {
    case 'string':
      return fields.text({ label, validation: { isRequired: true } });
    case 'number':
      return fields.number({ label });
    case 'boolean':
      return fields.checkbox({ label });
    case 'enum':
      return fields.select({ label, options: item.options.map((value) => ({ label: value, value })), defaultValue: item.options[0]! });
    case 'nested':
      return groupField(item, label, folder);
  }
}

function groupField(nested: NestedSchema, label: string, folder: string, description = nested.description) {
  return fields.object(fieldsOf(nested.fields, folder), { label, ...(description && { description }) });
}

/** The first text of a list item (a group's first text field, or the text itself), to name it in the list. */
function itemLabel(props: unknown): string {
  const { fields: groupFields, value } = props as { fields?: Record<string, { value?: unknown }>; value?: unknown };
  const texts = groupFields ? Object.values(groupFields).map((f) => f.value) : [value];
  return texts.find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? 'Nouvel élément';
}

function field(name: string, spec: FieldSchema, siblings: Record<string, FieldSchema>, folder: string): ComponentSchema {
  const label = labelOf(name);
  const { description, required } = spec;
  switch (spec.type) {
    case 'string':
      if (isImage(name, siblings)) return photoField(label, description, required, folder);
      return fields.text({
        label,
        description,
        multiline: /texte|réponse|description|résumé|phrase/i.test(description),
        validation: { isRequired: required },
      });
    case 'number': {
      const { whole, min, above, max } = numberLimits(spec);
      const validation = {
        isRequired: required,
        ...(min !== undefined && { min }),
        ...(above !== undefined && { min: above }),
        ...(max !== undefined && { max }),
      };
      return whole ? fields.integer({ label, description, validation }) : fields.number({ label, description, step: 0.01, validation });
    }
    case 'boolean':
      return fields.checkbox({ label, description, defaultValue: spec.default ?? false });
    case 'enum':
      return required
        ? fields.select({
            label,
            description,
            options: spec.options.map((value) => ({ label: value, value })),
            defaultValue: spec.options[0]!,
          })
        : optionalChoice(label, description, spec.options);
    case 'list':
      if (spec.of.type === 'enum')
        return fields.multiselect({ label, description, options: spec.of.options.map((value) => ({ label: value, value })) });
      return fields.array(itemField(spec.of, label, folder), { label, description, itemLabel });
    case 'nested':
      // Keystatic has no optional group: it would write `supplement: {}`, which the content
      // check refuses. An optional group (a formula's surcharge or quantity) is kept as written.
      return required ? groupField(spec.of, label, folder, description) : fields.ignored();
    case 'json':
      // `exemple: true` or a list of field names: no Keystatic field takes either; kept as written.
      return fields.ignored();
  }
}

/** `folder`: where the photos uploaded for the entries of one type go, under public/images/. */
function fieldsOf(schemaFields: Record<string, FieldSchema>, folder: string) {
  return Object.fromEntries(Object.entries(schemaFields).map(([name, spec]) => [name, field(name, spec, schemaFields, folder)]));
}

/** The MDX components a copywriter may write, as Keystatic offers them in the text. */
function contentComponents() {
  return Object.fromEntries(
    Object.entries(MDX_COMPONENTS).map(([name, spec]: [string, MdxComponentSpec]) => {
      const schema = Object.fromEntries(
        [...spec.required, ...spec.optional].map((attribute) => {
          const required = spec.required.includes(attribute);
          const kind = spec.values?.[attribute];
          const options = kind === 'lieu' ? VENUE_CODES : kind === 'public' ? Object.keys(MDX_AUDIENCES) : undefined;
          const label = labelOf(attribute);
          return [
            attribute,
            options && required
              ? fields.select({ label, options: options.map((value) => ({ label: value, value })), defaultValue: options[0] })
              : options
                ? optionalChoice(label, '', options)
                : fields.text({ label, validation: { isRequired: required } }),
          ];
        }),
      );
      const component = { label: name, description: spec.description, schema };
      return [name, spec.wraps ? wrapper(component) : block(component)];
    }),
  );
}

// No image button in the text: a photo there is the <Photo> component (offered below, its path
// a photo of the site); Keystatic's button would store the upload beside the MDX file, outside
// public/, and could not refuse a 12 Mo file before the save.
const body = () => fields.mdx({ label: 'Texte de la page', options: { image: false }, components: contentComponents() });

/** The field that names a new entry; its file name is the address (products: `<lieu>/<nom>`). */
const SLUG_FIELDS: Record<DocumentTypeName, string> = {
  Site: '',
  Venue: 'title',
  Prestation: 'name',
  Product: 'name',
  Formula: 'name',
  ReviewSet: 'lieu',
  Category: 'nom',
  Page: 'title',
  EnglishSite: '',
  EnglishVenue: 'title',
  EnglishPrestation: 'name',
  EnglishProduct: 'name',
  EnglishFormula: 'name',
  EnglishPage: 'title',
};
const IN_VENUE_FOLDER = /^(vaugirard|montparnasse)\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

function schemaOf(doc: DocumentSchema) {
  const schema: Record<string, ComponentSchema> = fieldsOf(doc.fields, doc.filePathPattern.split('/')[0]!.replace(/\..*$/, ''));
  const slugField = SLUG_FIELDS[doc.name as DocumentTypeName];
  if (slugField) {
    const spec = doc.fields[slugField]!;
    const nested = doc.filePathPattern.includes('**');
    schema[slugField] = fields.slug({
      name: {
        label: labelOf(slugField),
        description: spec.description,
        validation: {
          isRequired: true,
          ...(spec.type === 'enum' && {
            pattern: { regex: new RegExp(`^(${spec.options.join('|')})$`), message: `Attendu : ${spec.options.join(', ')}` },
          }),
        },
      },
      slug: {
        label: 'Nom du fichier (adresse)',
        description: nested
          ? 'Le lieu, une barre oblique et le nom : vaugirard/salle-de-reunion-paris-15.'
          : 'Minuscules sans accents, chiffres et tirets.',
        ...(nested && { validation: { pattern: { regex: IN_VENUE_FOLDER, message: 'Attendu : vaugirard/… ou montparnasse/…' } } }),
      },
    });
  }
  if (doc.contentType === 'mdx') schema.texte = body();
  return schema;
}

/** `lieux/*.mdx` → `content/lieux/*`: where Keystatic finds a type's files. */
const pathOf = (doc: DocumentSchema) =>
  `content/${doc.filePathPattern.replace(/\.(mdx|yaml)$/, '').replace('**/*', '**')}` as `${string}/*`;

// Each English collection right after its French one (#37), in the editor's list.
const COLLECTION_LABELS: Partial<Record<DocumentTypeName, string>> = {
  Venue: 'Lieux',
  EnglishVenue: 'Lieux (anglais)',
  Product: 'Pages produit',
  EnglishProduct: 'Pages produit (anglais)',
  Prestation: 'Prestations',
  EnglishPrestation: 'Prestations (anglais)',
  Formula: 'Formules',
  EnglishFormula: 'Formules (anglais)',
  ReviewSet: 'Avis',
  Category: 'Catégories',
  Page: 'Pages de texte',
  EnglishPage: 'Pages de texte (anglais)',
};
const SINGLETON_LABELS: Partial<Record<DocumentTypeName, string>> = {
  Site: 'Réglages du site',
  EnglishSite: 'Textes du site (anglais)',
};

/** Keystatic types each schema's fields one by one; these are made from data, so typed as a whole. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = SlugFormField<any, any, any, any>;

const schemaNamed = (name: string) => SCHEMAS.find((doc) => doc.name === name)!;

export const editorCollections = () =>
  Object.fromEntries(
    Object.keys(COLLECTION_LABELS).map((name) => {
      const doc = schemaNamed(name);
      return [
        doc.name,
        collection<Record<string, AnyField>, string>({
          label: COLLECTION_LABELS[doc.name]!,
          path: pathOf(doc),
          slugField: SLUG_FIELDS[doc.name],
          format: doc.contentType === 'mdx' ? { contentField: 'texte' } : { data: 'yaml' },
          ...(doc.contentType === 'mdx' && { entryLayout: 'content' as const }),
          schema: schemaOf(doc) as Record<string, AnyField>,
        }),
      ];
    }),
  );

/** `site.yaml` → `content/site`, `en/site.yaml` → `content/en/site`. */
export const editorSingletons = () =>
  Object.fromEntries(
    Object.entries(SINGLETON_LABELS).map(([name, label]) => {
      const doc = schemaNamed(name);
      const path = `content/${doc.filePathPattern.replace(/\.yaml$/, '')}`;
      return [name, singleton({ label, path, format: { data: 'yaml' }, schema: schemaOf(doc) })];
    }),
  );

// NEXT_PUBLIC_: the editor's interface in the browser reads it too.
const repo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO;

export default config({
  storage: repo ? { kind: 'github', repo: repo as `${string}/${string}`, branchPrefix: 'redaction/' } : { kind: 'local' },
  locale: 'fr-FR',
  ui: { brand: { name: 'Salles Rive Gauche — rédaction' } },
  collections: editorCollections(),
  singletons: editorSingletons(),
});
