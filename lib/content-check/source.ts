// Reads the raw content files, keeping line numbers: YAML through the `yaml` package's
// node ranges, MDX bodies through remark with the MDX and frontmatter extensions.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import { messages, mdxReason, yamlReasons, yamlUnknownReason } from './messages';
import type { Problem } from './report';
import { schemaFor, type FileSchema } from './schema';

export type Path = readonly (string | number)[];

export type SourceFile = {
  /** Relative to the content folder, with `/`: `formules/vaugirard/ag-3h.yaml`. */
  rel: string;
  /** As the copywriter finds it: `content/formules/vaugirard/ag-3h.yaml`. */
  file: string;
  schema?: FileSchema | undefined;
  /** The YAML data or the MDX frontmatter, as plain values; undefined when unreadable. */
  data?: Record<string, unknown>;
  /** The file line of a field, e.g. `['salles', 0, 'personnes_max']`; undefined for the top level. */
  lineOf: (path: Path) => number | undefined;
  /** The MDX body's syntax tree, with file line numbers; undefined when unreadable or not MDX. */
  body?: Root;
};

/** A file read with its document type: what the checks of one document type are given. */
export type ReadFile = SourceFile & { schema: FileSchema; data: Record<string, unknown> };

export const isRead = (source: SourceFile | undefined): source is ReadFile => source?.schema !== undefined && source.data !== undefined;

/** `salles[1].personnes_max`: the field as the messages name it (lists count from 1). */
const fieldName = (path: Path) =>
  path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part + 1}]` : name ? `${name}.${part}` : part), '');

/** A problem at a field of a file, with the field's line; the whole file for an empty path. */
export const problemAt = (source: SourceFile, path: Path, message: string): Problem => ({
  file: source.file,
  line: path.length ? source.lineOf(path) : undefined,
  field: path.length ? fieldName(path) : undefined,
  message,
});

export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.name.startsWith('.')) return [];
      return entry.isDirectory() ? listFiles(dir, rel) : [rel];
    })
    .sort();
}

function yamlLines(document: Document, counter: LineCounter, offset: number) {
  const lineAt = (node: Node | { range?: unknown } | null | undefined) => {
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    return range ? counter.linePos(range[0]).line + offset : undefined;
  };
  return (path: Path) => {
    let node: unknown = document.contents;
    let line: number | undefined;
    for (const part of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(part));
        if (!pair) break;
        line = lineAt(pair.key as Node) ?? line;
        node = pair.value;
      } else if (isSeq(node) && typeof part === 'number' && node.items[part]) {
        node = node.items[part];
        line = lineAt(node as Node) ?? line;
      } else break;
    }
    return line;
  };
}

// The check parses every file on each run, and the editor's panel and the tests run it many times over
// files that mostly did not change: a parse is kept by its text (read only afterwards; values come from
// toJS() each time), the keeping bounded so that a long editing session does not grow it for ever.
const parses = new Map<string, unknown>();
function parsedOnce<T>(kind: string, text: string, parse: () => T): T {
  const key = `${kind}\0${text}`;
  if (parses.has(key)) return parses.get(key) as T;
  if (parses.size >= 2000) parses.clear();
  const value = parse();
  parses.set(key, value);
  return value;
}

function readYaml(text: string, file: string, offset: number, problems: Problem[]) {
  const { counter, document } = parsedOnce('yaml', text, () => {
    const counter = new LineCounter();
    return { counter, document: parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true }) };
  });
  if (document.errors.length > 0) {
    // The first error only: the next ones are usually its consequences.
    const error = document.errors[0];
    const line = error && counter.linePos(error.pos[0]).line + offset;
    problems.push({ file, line, message: messages.yamlSyntax((error && yamlReasons[error.code]) ?? yamlUnknownReason) });
    return { lineOf: () => undefined };
  }
  const data = document.toJS() as unknown;
  return {
    data: (data ?? {}) as Record<string, unknown>,
    lineOf: yamlLines(document, counter, offset),
  };
}

const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);
/** An MDX file's frontmatter, between its two `---` lines. */
export const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function readSource(contentDir: string, label: string, rel: string, problems: Problem[]): SourceFile {
  const file = `${label}/${rel}`;
  const schema = schemaFor(rel);
  const text = readFileSync(join(contentDir, rel), 'utf8');
  if (!schema || schema.contentType === 'data') {
    return { rel, file, schema, ...(schema ? readYaml(text, file, 0, problems) : { lineOf: () => undefined }) };
  }
  const frontmatter = FRONTMATTER.exec(text);
  if (!frontmatter) {
    problems.push({ file, line: 1, message: messages.noFrontmatter() });
    return { rel, file, schema, lineOf: () => undefined };
  }
  // The frontmatter's first line is line 2 of the file, under the opening `---`.
  const source: SourceFile = { rel, file, schema, ...readYaml(frontmatter[1] ?? '', file, 1, problems) };
  try {
    source.body = parsedOnce('mdx', text, () => mdxParser.parse(text));
  } catch (error) {
    const e = error as { line?: number; place?: { line?: number; start?: { line?: number } }; reason?: string; message: string };
    // An unclosed tag has no position of its own: its opening tag's is in the reason, `(7:1-7:20)`.
    const opening = /\((\d+):\d+/.exec(e.reason ?? '');
    const line = e.line ?? e.place?.start?.line ?? e.place?.line ?? (opening ? Number(opening[1]) : undefined);
    problems.push({ file, line, message: messages.mdxSyntax(mdxReason(e.reason ?? e.message)) });
  }
  return source;
}
