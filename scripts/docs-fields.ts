// Rewrites the field reference of docs/redaction.md from the content model, so the guide
// copywriters read cannot drift from what the build accepts. Usage: npm run docs:champs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, stringify } from 'yaml';
import { schemaFor } from '../lib/content-check/schema';
import { FRONTMATTER, listFiles } from '../lib/content-check/source';
import { SCHEMAS } from '../lib/content-model';
import { labelOf } from '../lib/content-model/labels';
import { MDX_COMPONENTS } from '../lib/content-model/mdx-components';
import { numberLimits, type DocumentSchema, type FieldSchema, type ItemSchema, type NestedSchema } from '../lib/content-model/schema';
import { expectations } from '../lib/content-check/messages';
import { contentDir } from '../lib/env';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONTENT_DIR = join(ROOT, contentDir());
export const GUIDE = join(ROOT, 'docs/redaction.md');
export const START = '<!-- champs:début — généré par `npm run docs:champs` à partir de lib/content-model, ne pas modifier à la main -->';
export const END = '<!-- champs:fin -->';

type FieldOrItem = FieldSchema | ItemSchema;

// The order a copywriter meets the documents in; a new document type is appended.
const ORDER = [
  'Site',
  'Venue',
  'Prestation',
  'Product',
  'Formula',
  'Category',
  'ReviewSet',
  'Page',
  'EnglishSite',
  'EnglishVenue',
  'EnglishPrestation',
  'EnglishProduct',
  'EnglishFormula',
  'EnglishPage',
];
const TITLES: Record<string, string> = {
  Site: 'Le site',
  Venue: 'Un lieu',
  Prestation: 'Une prestation',
  Product: 'Une page produit (offre d’un lieu)',
  Formula: 'Une formule',
  Category: 'Une catégorie (galerie)',
  ReviewSet: 'Un fichier d’avis',
  Page: 'Une page de texte (conditions de location…)',
  EnglishSite: 'Les textes anglais du site',
  EnglishVenue: 'Un lieu en anglais',
  EnglishPrestation: 'Une prestation en anglais',
  EnglishProduct: 'Une page produit en anglais',
  EnglishFormula: 'Une formule en anglais',
  EnglishPage: 'Une page de texte en anglais (rental terms)',
};

/** The group of fields a field holds: its own, or its list items'. */
function groupOf(field: FieldOrItem): NestedSchema | undefined {
  if (field.type === 'nested') return 'of' in field ? field.of : field;
  return field.type === 'list' && field.of.type === 'nested' ? field.of : undefined;
}

/** Every document type of the model, in reading order. */
function documentTypes(): DocumentSchema[] {
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return [...SCHEMAS].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

// ---- Real content, for the examples

const contentFiles = (def: DocumentSchema) => listFiles(CONTENT_DIR).filter((file) => schemaFor(file)?.name === def.name);

/** A file's data as the copywriter wrote it (comments included): the whole YAML file, or an MDX file's frontmatter. */
function frontmatterText(file: string, def: DocumentSchema) {
  const text = readFileSync(join(CONTENT_DIR, file), 'utf8');
  if (def.contentType === 'data') return text.trim();
  return FRONTMATTER.exec(text)?.[1]?.trim() ?? '';
}

/** The first value found at a field path (list items are looked through). */
function exampleAt(docs: unknown[], path: string[]): unknown {
  let values = docs;
  for (const key of path) {
    values = values
      .flatMap((value): unknown[] => (Array.isArray(value) ? value : [value]))
      .map((value) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined))
      .filter((value) => value !== undefined && value !== null);
  }
  return values[0];
}

const MAX_EXAMPLE = 70;

function showExample(value: unknown) {
  if (value === undefined) return '';
  // Lists on one line, as a copywriter may write them: [lundi, mardi].
  const style = typeof value === 'object' ? ({ collectionStyle: 'flow', flowCollectionPadding: false } as const) : {};
  const text = stringify(value, { ...style, lineWidth: 0 })
    .trim()
    .replace(/\s+/g, ' ');
  const short = text.length > MAX_EXAMPLE ? `${text.slice(0, MAX_EXAMPLE - 1)}…` : text;
  return `\`${short.replace(/\|/g, '\\|')}\``;
}

// ---- Tables

function typeLabel(field: FieldOrItem): string {
  switch (field.type) {
    case 'string':
      return 'texte';
    case 'number':
      return 'nombre';
    case 'boolean':
      return 'oui/non (`true`/`false`)';
    case 'enum':
      return 'valeur au choix';
    case 'nested':
      return 'groupe de champs';
    case 'list':
      if (groupOf(field)) return 'liste de groupes de champs';
      return `liste (${typeLabel(field.of)})`;
    // The one json field is the example marking (lib/examples/index.ts).
    case 'json':
      return '`true` ou liste de champs';
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, ' ');

type Row = { path: string; label: string; field: FieldSchema; description: string };

function rows(fields: Record<string, FieldSchema>, prefix: string, missing: string[], where: string): Row[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const nestedDef = groupOf(field);
    const description = field.description || nestedDef?.description;
    if (!description) missing.push(`${where} : ${path}`);
    const own: Row = { path, label: labelOf(name), field, description: description ?? '' };
    if (!nestedDef) return [own];
    const childPrefix = field.type === 'list' ? `${path}[].` : `${path}.`;
    return [own, ...rows(nestedDef.fields, childPrefix, missing, where)];
  });
}

function requiredLabel(field: FieldSchema) {
  if (field.required) return 'oui';
  const byDefault = 'default' in field ? field.default : undefined;
  return byDefault === undefined ? 'non' : `non (\`${String(byDefault)}\` par défaut)`;
}

/**
 * What a field or its list items may hold: a closed list, a number's limits (those the content
 * check enforces, from the same schema), or the site values a text may insert.
 */
function allowedValues(field: FieldSchema) {
  if (field.type === 'number') return expectations.limits(numberLimits(field));
  const item = field.type === 'list' ? field.of : field;
  if (item.type === 'enum') return item.options.map((option) => `\`${option}\``).join(', ');
  if (item.type === 'string' && item.placeholders)
    return `valeurs du site : ${item.placeholders.map((name) => `\`{${name}}\``).join(', ')}`;
  return '';
}

function documentSection(def: DocumentSchema, missing: string[]) {
  const files = contentFiles(def);
  const texts = files.map((file) => frontmatterText(file, def));
  const docs = texts.map((text) => parse(text) as unknown);
  const table = rows(def.fields, '', missing, def.filePathPattern).map(({ path, label, field, description }) => {
    const groups = groupOf(field) !== undefined;
    const example = groups ? '' : showExample(exampleAt(docs, path.replace(/\[\]/g, '').split('.')));
    return `| \`${path}\` | ${label} | ${typeLabel(field)} | ${requiredLabel(field)} | ${allowedValues(field)} | ${cell(description)} | ${example} |`;
  });
  const where = def.contentType === 'mdx' ? 'de l’en-tête (frontmatter) des fichiers' : 'des fichiers';
  return [
    `### ${TITLES[def.name] ?? def.name} — \`content/${def.filePathPattern}\``,
    '',
    ...(def.description ? [def.description, ''] : []),
    `Champs ${where} \`content/${def.filePathPattern}\` (${files.length} aujourd’hui). Exemples tirés de \`content/${files[0]}\` et, pour les champs qu’il n’a pas, des fichiers suivants.`,
    '',
    '| Champ | Dans l’éditeur | Type | Obligatoire | Valeurs permises | Signification | Exemple |',
    '|---|---|---|---|---|---|---|',
    ...table,
    '',
    '<details>',
    `<summary>Exemple complet : <code>content/${files[0]}</code></summary>`,
    '',
    '```yaml',
    texts[0],
    '```',
    '',
    '</details>',
  ].join('\n');
}

function componentsSection() {
  const list = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ') || '—';
  return [
    '### Composants MDX',
    '',
    '| Composant | Attributs obligatoires | Attributs facultatifs | Rôle |',
    '|---|---|---|---|',
    ...Object.entries(MDX_COMPONENTS).map(
      ([name, spec]) => `| \`<${name}>\` | ${list(spec.required)} | ${list(spec.optional)} | ${cell(spec.description)} |`,
    ),
  ].join('\n');
}

/** The generated section, markers included. Throws, listing them, if a field has no description. */
export function fieldsSection() {
  const missing: string[] = [];
  const sections = documentTypes().map((def) => documentSection(def, missing));
  if (missing.length > 0) {
    throw new Error(`Champs sans description dans lib/content-model :\n${missing.join('\n')}`);
  }
  return [START, '', ...sections.flatMap((section) => [section, '']), componentsSection(), '', END].join('\n');
}

const FIELD_ROW_CELLS = 7;
const unescapedPipes = (line: string) => line.match(/(?<!\\)\|/g)?.length ?? 0;

/**
 * The section without what comes from real content (example values, full example files,
 * file counts): a copywriter who edits a page must not have to regenerate the guide;
 * a change to the model must.
 */
export function withoutExamples(section: string) {
  return section
    .replace(/<details>[\s\S]*?<\/details>/g, '')
    .split('\n')
    .filter((line) => !line.startsWith('Champs '))
    .map((line) => (unescapedPipes(line) === FIELD_ROW_CELLS + 1 ? line.replace(/\|(?:[^|\\]|\\.)*\|$/, '|') : line))
    .join('\n');
}

/** The section as it stands in the guide, markers included. */
export function currentSection(guide: string) {
  const start = guide.indexOf(START);
  const end = guide.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/redaction.md : marqueurs « ${START} » et « ${END} » introuvables.`);
  return guide.slice(start, end + END.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const guide = readFileSync(GUIDE, 'utf8');
  const section = fieldsSection();
  writeFileSync(
    GUIDE,
    guide.replace(currentSection(guide), () => section),
  );
  console.log('docs/redaction.md : référence des champs mise à jour.');
}
