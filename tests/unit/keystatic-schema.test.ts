// The browser editor's schema (keystatic.config.ts) and the content model (lib/content-model)
// hold the same fields, nested alike: a field declared once reaches
// the editor, the content check and the guide together.
import type { ArrayField, AssetFormField, ComponentSchema, ObjectField } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import type { PhotoValue } from '../../components/keystatic/PhotoInput';
import keystatic from '../../keystatic.config';
import { SCHEMAS } from '../../lib/content-model';
import { asWritten, FRENCH_AS_WRITTEN, labelOf } from '../../lib/content-model/labels';
import { MDX_COMPONENTS } from '../../lib/content-model/mdx-components';
import type { FieldSchema, ItemSchema } from '../../lib/content-model/schema';

type Shape = string | { [field: string]: Shape } | Shape[];

/** What the model says a field is: a value, a group of fields, or a list of them. */
function modelShape(field: FieldSchema | ItemSchema): Shape {
  if (field.type === 'nested') {
    const fields = 'of' in field ? field.of.fields : field.fields;
    // Keystatic has no optional group: the editor keeps an optional one as written (a value).
    if ('required' in field && !field.required) return 'valeur';
    return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, modelShape(f)]));
  }
  if (field.type === 'list' && field.of.type !== 'enum') return [modelShape(field.of)];
  return 'valeur';
}

function editorShape(field: ComponentSchema): Shape {
  if (field.kind === 'object') return Object.fromEntries(Object.entries(field.fields).map(([name, f]) => [name, editorShape(f)]));
  if (field.kind === 'array') return [editorShape(field.element)];
  return 'valeur';
}

const editorSchemaOf = (name: string) => (keystatic.singletons?.[name] ?? keystatic.collections![name]!).schema;

describe('the browser editor’s schema', () => {
  it.each(SCHEMAS.map((schema) => [schema.name, schema] as const))(
    '%s: the model’s fields, nested alike, and the text of MDX pages',
    (name, schema) => {
      const editor = editorSchemaOf(name);
      const { texte, ...fields } = editor;
      expect(Object.fromEntries(Object.entries(fields).map(([field, f]) => [field, editorShape(f)]))).toEqual(
        Object.fromEntries(Object.entries(schema.fields).map(([field, f]) => [field, modelShape(f)])),
      );
      expect(texte !== undefined).toBe(schema.contentType === 'mdx');
    },
  );

  it('shows each field under a French label', () => {
    const label = (field: ComponentSchema | undefined) => (field && 'label' in field ? field.label : undefined);
    const { Formula, Venue, Product } = keystatic.collections!;
    expect([
      label(Formula!.schema.prix_affiche),
      label(Venue!.schema.capacite),
      label(Product!.schema.subtitle),
      label(Product!.schema.imageAlt),
    ]).toEqual(['Prix affiché', 'Capacité', 'Sous-titre', 'Texte alternatif de la photo']);
  });

  it('names every field in French, not by its name capitalised, unless that name is a French word as written', () => {
    // Every field of every type, nested ones included, as the editor labels it.
    const labels = new Map<string, string>();
    const collect = (schema: Record<string, ComponentSchema>) => {
      for (const [name, field] of Object.entries(schema)) {
        const element = field.kind === 'array' ? field.element : field;
        if ('label' in field && field.label) labels.set(name, field.label);
        if (element.kind === 'object') collect(element.fields);
      }
    };
    for (const { name } of SCHEMAS) collect(editorSchemaOf(name));
    for (const spec of Object.values(MDX_COMPONENTS))
      for (const attribute of [...spec.required, ...spec.optional]) labels.set(attribute, labelOf(attribute));
    const naive = [...labels].filter(([name, label]) => label === asWritten(name) && !FRENCH_AS_WRITTEN.has(name));
    expect(naive).toEqual([]);
    // The French words as written are field names still in use.
    expect([...FRENCH_AS_WRITTEN].filter((name) => !labels.has(name))).toEqual([]);
    expect([labels.get('taux_tva'), labels.get('type_creneau'), labels.get('accessible_pmr'), labels.get('capacite_annoncee')]).toEqual([
      'Taux de TVA (%)',
      'Type de créneau',
      'Accessible aux personnes à mobilité réduite',
      'Capacité annoncée',
    ]);
  });

  it('writes the files where the content check reads them, in local mode unless a GitHub repository is given', () => {
    expect(keystatic.storage.kind).toBe('local');
    expect(keystatic.locale).toBe('fr-FR');
    expect(Object.fromEntries(Object.entries(keystatic.collections!).map(([name, c]) => [name, c.path]))).toEqual({
      Venue: 'content/lieux/*',
      EnglishVenue: 'content/en/lieux/*',
      Product: 'content/produits/**',
      EnglishProduct: 'content/en/produits/**',
      Prestation: 'content/prestations/*',
      EnglishPrestation: 'content/en/prestations/*',
      Formula: 'content/formules/**',
      EnglishFormula: 'content/en/formules/**',
      ReviewSet: 'content/avis/*',
      Category: 'content/categories/*',
      Page: 'content/pages/*',
      EnglishPage: 'content/en/pages/*',
    });
    expect(Object.fromEntries(Object.entries(keystatic.singletons!).map(([name, s]) => [name, s.path]))).toEqual({
      Site: 'content/site',
      EnglishSite: 'content/en/site',
    });
  });

  it('lists each English collection right after its French one, named « … (anglais) »', () => {
    const labels = Object.values(keystatic.collections!).map((c) => c.label);
    for (const french of ['Lieux', 'Pages produit', 'Prestations', 'Pages de texte'])
      expect(labels.indexOf(`${french} (anglais)`)).toBe(labels.indexOf(french) + 1);
  });
});

describe('the editor’s photo fields', () => {
  type Photo = AssetFormField<PhotoValue, PhotoValue, string | null>;
  // The collections' fields are typed as a whole (keystatic.config.ts, AnyField).
  const schemaOf = (name: string) => keystatic.collections![name]!.schema as Record<string, unknown>;
  const productPhoto = schemaOf('Product').imageSrc as Photo;
  const venuePhoto = schemaOf('Venue').imageSrc as Photo;
  const galleryPhoto = ((schemaOf('Category').galerie as ArrayField<ComponentSchema>).element as ObjectField).fields.url as Photo;
  const SLUG = 'vaugirard/salle-de-reunion-paris-15';
  const JPEG = [0xff, 0xd8, 0xff, 0xe0];

  it('are uploads into public/images/<type>/, and required', () => {
    expect([productPhoto, venuePhoto, galleryPhoto].map((f) => f.formKind)).toEqual(['asset', 'asset', 'asset']);
    expect([productPhoto, venuePhoto, galleryPhoto].map((f) => f.directory)).toEqual([
      'public/images/produits',
      'public/images/lieux',
      'public/images/categories',
    ]);
    expect(() => productPhoto.validate(null)).toThrow('Photo : choisissez une photo.');
  });

  it('keep a photo already on the site as its path, and save a new one under the entry’s folder', () => {
    const shared = productPhoto.parse('/images/vaugirard/pros/reunion-01.jpg', { asset: undefined, slug: SLUG });
    expect(productPhoto.serialize(shared, { slug: SLUG, suggestedFilenamePrefix: 'imageSrc' })).toEqual({
      value: '/images/vaugirard/pros/reunion-01.jpg',
      asset: undefined,
    });
    const data = new Uint8Array([...JPEG, 0, 0, 0, 0, 0, 0, 0, 0]);
    const upload = { kind: 'upload', filename: 'salle-reunion.jpg', data } as const;
    const saved = productPhoto.serialize(upload, { slug: SLUG, suggestedFilenamePrefix: 'imageSrc' });
    expect(saved).toEqual({
      value: '/images/produits/vaugirard/salle-de-reunion-paris-15/salle-reunion.jpg',
      asset: { filename: 'salle-reunion.jpg', content: data },
    });
    // Read back with its file: kept as an upload, so that the next save writes it again.
    expect(productPhoto.parse(saved.value, { asset: data, slug: SLUG })).toEqual(upload);
  });

  it('refuse, before any save and in the content check’s words, a file that is not a photo or weighs more than 2 Mo', () => {
    const pdf = { kind: 'upload', filename: 'devis.pdf', data: new TextEncoder().encode('%PDF-1.7 xxxxxx') } as const;
    expect(() => productPhoto.validate(pdf)).toThrow(
      "le fichier « devis.pdf » n'est pas une photo (attendu : une image JPEG, PNG, WebP ou AVIF).",
    );
    const heavy = new Uint8Array(3 * 1024 * 1024);
    heavy.set(JPEG);
    expect(() => productPhoto.validate({ kind: 'upload', filename: 'grande.jpg', data: heavy })).toThrow(
      'la photo « grande.jpg » pèse 3 Mo (attendu : au plus 2 Mo ; réduisez-la, par exemple à 2000 pixels de large).',
    );
  });

  it('leave the text without an image button: its photos are <Photo> components', () => {
    const texte = schemaOf('Product').texte as { directories?: string[] };
    expect(texte.directories).toEqual([]);
  });
});
