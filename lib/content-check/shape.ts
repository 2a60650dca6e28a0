// Types and shape: every field the schema (lib/content-model) declares, with its type, for a
// closed list one of its values, for a number the values it may take; and no other field.
import { numberKind, type FieldSchema, type ItemSchema, type NumberBounds } from '../content-model/schema';
import { placeholdersIn } from '../content-model/placeholders';
import { imageFieldsOf, isGroup } from './documents';
import { expectations, messages } from './messages';
import type { Problem } from './report';
import { problemAt, type Path, type SourceFile } from './source';

type Shape = FieldSchema | ItemSchema;

const isWhole = (shape: Shape) => shape.type === 'number' && 'required' in shape && numberKind(shape).whole;

/** A number within what its field allows: its kind (lib/content-model/schema.ts, NUMBER_KINDS) and its range. */
function boundsProblem(value: number, bounds: NumberBounds): string | undefined {
  const kind = numberKind(bounds);
  // A whole number written with decimals is reported once, as such.
  if (kind.whole && !Number.isInteger(value)) return undefined;
  if (kind.above !== undefined && value <= kind.above) return messages.notPositive(value, kind.above);
  if (kind.min !== undefined && value < kind.min)
    return kind.min > 0 ? messages.notPositiveInteger(value, kind.min) : messages.negative(value, kind.min);
  if (bounds.range && (value < bounds.range[0] || value > bounds.range[1])) return messages.outOfRange(value, ...bounds.range);
  return undefined;
}

/** The fields of a group: a nested field's type, or a list's item type. */
const groupFields = (shape: Extract<Shape, { type: 'nested' }>) => ('of' in shape ? shape.of : shape).fields;

function describe(shape: Shape): string {
  switch (shape.type) {
    case 'number':
      return isWhole(shape) ? expectations.integer : expectations.number;
    case 'string':
      return expectations.string;
    case 'boolean':
      return expectations.boolean;
    case 'enum':
      return expectations.enum(shape.options);
    case 'list':
      return expectations.list;
    case 'nested':
      return expectations.group(Object.keys(groupFields(shape)));
    case 'json':
      return expectations.string;
  }
}

/** Edit distance, to suggest the field a typo was meant to be. */
function distance(a: string, b: string) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

function closest(name: string, allowed: string[]) {
  const [best] = allowed
    .map((candidate) => ({ candidate, d: distance(name.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.d - b.d);
  return best && best.d <= Math.max(2, Math.floor(name.length / 3)) ? best.candidate : undefined;
}

/** Fields that once held a figure now derived elsewhere: the message says where it lives. */
const DERIVED_FIELDS: Record<string, Record<string, string>> = {
  'Venue.events': {
    price: messages.derivedPrice(),
    unite: messages.derivedPrice(),
    capacite: messages.derivedCapacity(),
    imageSrc: messages.derivedPhoto(),
    imageAlt: messages.derivedPhoto(),
  },
};

export function checkShape(source: SourceFile, problems: Problem[]) {
  if (!source.schema || !source.data) return;
  const schemaName = source.schema.name;
  const report = (path: Path, message: string) => problems.push(problemAt(source, path, message));

  function checkFields(data: Record<string, unknown>, fields: Record<string, FieldSchema>, path: Path) {
    const allowed = Object.keys(fields);
    const derived = DERIVED_FIELDS[[schemaName, ...path.filter((part) => typeof part === 'string')].join('.')] ?? {};
    for (const key of Object.keys(data)) {
      if (key in fields) continue;
      report([...path, key], derived[key] ?? messages.unknownField(closest(key, allowed), allowed));
    }
    for (const [key, spec] of Object.entries(fields)) {
      const value = data[key];
      const here = [...path, key];
      if (value === undefined) {
        if (spec.required) report(here, messages.missingField(describe(spec)));
      } else if (value === null || (typeof value === 'string' && value.trim() === '')) {
        // An empty text alternative is reported by the image check, which names the image.
        if (spec.required && imageFieldsOf(data)?.alt !== key) report(here, messages.emptyField(describe(spec)));
      } else checkValue(value, spec, here);
    }
  }

  function checkValue(value: unknown, shape: Shape, path: Path) {
    switch (shape.type) {
      case 'number': {
        const integer = isWhole(shape);
        // « 1 200 » and « 12,5 » are how French writes numbers; YAML reads them as text.
        if (typeof value === 'string' && /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?$/.test(value.trim())) {
          return report(path, messages.spacedNumber(value, value.replace(/[ \u00a0\u202f]/g, '').replace(',', '.')));
        }
        if (typeof value === 'string' && /^\d+,\d+$/.test(value.trim()))
          return report(path, messages.decimalComma(value, value.replace(',', '.')));
        if (typeof value !== 'number' || !Number.isFinite(value))
          return report(path, integer ? messages.notInteger(value) : messages.notNumber(value));
        if (integer && !Number.isInteger(value)) report(path, messages.notInteger(value));
        const outside = 'required' in shape && boundsProblem(value, shape);
        if (outside) report(path, outside);
        return;
      }
      case 'string': {
        if (typeof value !== 'string') return report(path, messages.notText(value));
        const allowed = shape.placeholders ?? [];
        for (const name of new Set(placeholdersIn(value))) {
          if (!allowed.includes(name))
            report(path, allowed.length ? messages.unknownPlaceholder(name, allowed) : messages.noPlaceholder(name));
        }
        return;
      }
      case 'boolean':
        if (typeof value !== 'boolean') report(path, messages.notBoolean(value));
        return;
      case 'enum':
        if (typeof value !== 'string' || !shape.options.includes(value)) report(path, messages.notAllowed(value, shape.options));
        return;
      case 'list':
        if (!Array.isArray(value)) report(path, messages.notList(value));
        else value.forEach((item, index) => checkValue(item, shape.of, [...path, index]));
        return;
      case 'nested': {
        const fields = groupFields(shape);
        if (!isGroup(value)) report(path, messages.notGroup(value, Object.keys(fields)));
        else checkFields(value, fields, path);
        return;
      }
      case 'json':
        return;
    }
  }

  checkFields(source.data, source.schema.fields, []);
}
