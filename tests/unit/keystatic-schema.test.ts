// The browser editor's schema (keystatic.config.ts) and the content model (lib/content-model)
// hold the same fields, nested alike: a field declared once reaches
// the editor, the content check and the guide together.
import type { ComponentSchema } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import keystatic from '../../keystatic.config';
import { SCHEMAS } from '../../lib/content-model';
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

const editorSchemaOf = (name: string) => (name === 'Site' ? keystatic.singletons.Site.schema : keystatic.collections![name]!.schema);

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

  it('writes the files where the content check reads them, in local mode unless a GitHub repository is given', () => {
    expect(keystatic.storage.kind).toBe('local');
    expect(keystatic.locale).toBe('fr-FR');
    expect(Object.fromEntries(Object.entries(keystatic.collections!).map(([name, c]) => [name, c.path]))).toEqual({
      Venue: 'content/lieux/*',
      Prestation: 'content/prestations/*',
      Product: 'content/produits/**',
      Formula: 'content/formules/**',
      ReviewSet: 'content/avis/*',
      Category: 'content/categories/*',
      Page: 'content/pages/*',
    });
  });
});
