// One schema per document type, declared once, as plain data: the contentlayer2 build gets
// its definitions from it (lib/content-model/document-types.ts), the browser editor its fields (keystatic.config.ts), the content check validates the raw
// files against it with line numbers (lib/content-check/shape.ts), and docs/redaction.md's
// field reference is generated from it (scripts/docs-fields.ts).
//
// Why contentlayer2's own vocabulary (string, number, enum, list, nested…) rather than zod:
// contentlayer2 needs these definitions to type and generate the documents anyway, and they
// already carry what the guide shows (descriptions, defaults, allowed values). A zod schema
// would need a translation into them, and its messages rewritten in French with positions;
// plain data needs neither, and nobody reads it through contentlayer2's private `.def()`.
type Base = { required: boolean; description: string };

/**
 * The kinds of numbers, each whole or not, from its lowest value (`min`) or above it (`above`):
 * `count` for people, days, minutes, rooms…; `distance` for walks and floors; `amount` for
 * prices, sizes, rates.
 */
export const NUMBER_KINDS = {
  count: { whole: true, min: 1 },
  distance: { whole: true, min: 0 },
  amount: { whole: false, above: 0 },
} as const satisfies Record<string, { whole: boolean; min?: number; above?: number }>;

/**
 * What values a number may take: its kind, and a `range` of bounds, inclusive. The content
 * check enforces them and the field reference shows them; contentlayer2 does not see them.
 */
export type NumberBounds = { values?: keyof typeof NUMBER_KINDS; range?: readonly [number, number] };

type NumberKind = { whole: boolean; min?: number; above?: number };
export type NumberLimits = NumberKind & { max?: number };

/** What kind of number a field holds; a field with no kind may be any number. */
export const numberKind = ({ values }: NumberBounds): NumberKind => (values ? NUMBER_KINDS[values] : { whole: false });

/** The limits a number field's kind and range give it together, the tighter lowest bound winning. */
export function numberLimits(bounds: NumberBounds): NumberLimits {
  const kind = numberKind(bounds);
  const [low, high] = bounds.range ?? [];
  const limits: NumberLimits = { whole: kind.whole };
  if (kind.above !== undefined && (low === undefined || low <= kind.above)) limits.above = kind.above;
  else if (kind.min !== undefined || low !== undefined) limits.min = Math.max(kind.min ?? -Infinity, low ?? -Infinity);
  if (high !== undefined) limits.max = high;
  return limits;
}

/**
 * The site values a text may insert, each written `{name}` in the text (lib/content-model/placeholders.ts):
 * the copywriter writes the sentence, the value keeps its one source. The content check refuses any other name.
 */
export type TextValues = { placeholders?: readonly string[] };

/** What a list holds: a scalar, a value from a closed list, or a group of fields. */
export type ItemSchema =
  ({ type: 'string' } & TextValues) | { type: 'number' | 'boolean' } | { type: 'enum'; options: readonly string[] } | NestedSchema;

export type FieldSchema =
  | (Base & { type: 'string'; default?: string } & TextValues)
  | (Base & { type: 'number'; default?: number } & NumberBounds)
  | (Base & { type: 'boolean'; default?: boolean })
  | (Base & { type: 'enum'; options: readonly string[] })
  | (Base & { type: 'list'; of: ItemSchema })
  | (Base & { type: 'nested'; of: NestedSchema })
  /** The one free-form field: the example marking (lib/examples/index.ts), checked by the content check. */
  | (Base & { type: 'json' });

/** A group of fields, inside a document or a list. */
export type NestedSchema = { type: 'nested'; name: string; description?: string; fields: Record<string, FieldSchema> };

export type DocumentSchema<Name extends string = string> = {
  name: Name;
  /** contentlayer2's glob, relative to content/: `formules/**\/*.yaml`. */
  filePathPattern: string;
  contentType: 'data' | 'mdx';
  description?: string;
  isSingleton?: boolean;
  fields: Record<string, FieldSchema>;
};

/** A group of fields, declared once and reused wherever it appears. */
export const nested = (schema: Omit<NestedSchema, 'type'>): NestedSchema => ({ type: 'nested', ...schema });
