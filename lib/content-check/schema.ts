// The shape every content file must have, read from the contentlayer2 definitions in
// lib/content-model/: one schema for the build and for the check.
import { DOCUMENT_TYPES } from '../content-model';

export type Shape =
  | { kind: 'string' | 'number' | 'boolean' | 'any' }
  | { kind: 'enum'; options: readonly string[] }
  | { kind: 'list'; of: Shape }
  | { kind: 'object'; fields: Record<string, FieldSpec> };

export type FieldSpec = { shape: Shape; required: boolean };

export type DocTypeName = 'Site' | 'Venue' | 'Prestation' | 'Product' | 'Formula' | 'ReviewSet' | 'Category' | 'Page';

export type DocSchema = {
  name: DocTypeName;
  filePathPattern: string;
  pattern: RegExp;
  contentType: 'data' | 'mdx';
  fields: Record<string, FieldSpec>;
};

type RawField = { type: string; required?: boolean; options?: readonly string[]; of?: unknown };
type Thunked = { type: 'nested' | 'document'; def: () => { fields?: Record<string, RawField> } & Record<string, unknown> };

const isThunked = (value: unknown): value is Thunked =>
  typeof value === 'object' && value !== null && typeof (value as Thunked).def === 'function';

function shapeOf(field: RawField | Thunked): Shape {
  if (isThunked(field)) return { kind: 'object', fields: fieldsOf(field.def().fields ?? {}) };
  switch (field.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return { kind: field.type };
    case 'enum':
      return { kind: 'enum', options: field.options ?? [] };
    case 'list':
      return { kind: 'list', of: field.of ? shapeOf(field.of as RawField | Thunked) : { kind: 'any' } };
    case 'nested':
      return field.of ? shapeOf(field.of as RawField | Thunked) : { kind: 'any' };
    default:
      return { kind: 'any' };
  }
}

function fieldsOf(raw: Record<string, RawField>): Record<string, FieldSpec> {
  return Object.fromEntries(Object.entries(raw).map(([name, field]) => [name, { shape: shapeOf(field), required: field.required === true }]));
}

/** contentlayer2's file patterns (`formules/**\/*.yaml`) as regular expressions. */
function globToRegExp(glob: string) {
  const source = glob
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:[^/]+/)*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

export const SCHEMAS: DocSchema[] = DOCUMENT_TYPES.map((type) => {
  const def = (type as unknown as Thunked).def() as { name: DocTypeName; filePathPattern: string; contentType: 'data' | 'mdx'; fields: Record<string, RawField> };
  return {
    name: def.name,
    filePathPattern: def.filePathPattern,
    pattern: globToRegExp(def.filePathPattern),
    contentType: def.contentType,
    fields: fieldsOf(def.fields),
  };
});

export const schemaFor = (relativePath: string) => SCHEMAS.find((type) => type.pattern.test(relativePath));
