// Example content: what the provider must still supply before launch. One marking for every
// kind of content, read by the pages (badge, banner, hiding), the content check and the
// launch check (`npm run content:check -- --mise-en-ligne`):
// - `exemple: true` on a document or an entry (a review, a partner rating, the legal notice,
//   a page) marks all of it as invented;
// - `exemple: [phone, video_id]` marks only those fields of the document or entry;
// - a photo under public/images/ is an example while its content is one of the generated
//   placeholders listed (by SHA-256) in lib/placeholder-photos.json: overwriting the file
//   with a real photo of the same name is enough to clear it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import placeholders from './placeholder-photos.json' with { type: 'json' };
import { isPreview } from './env';

/** The field that marks example content, in every content file. */
export const EXAMPLE_FIELD = 'exemple';

/** Examples are shown, with a badge, in development and previews; a production build hides reviews and ratings. */
export const showExamples = isPreview() || process.env.NODE_ENV === 'development';

type Marked = { [EXAMPLE_FIELD]?: unknown };

const markOf = (entry: unknown): unknown => (entry && typeof entry === 'object' ? (entry as Marked)[EXAMPLE_FIELD] : undefined);

/** Lists arrive from contentlayer2 as array-likes from another realm: Array.isArray fails on them. */
const listOf = (value: unknown): unknown[] | undefined =>
  typeof value === 'object' && value !== null && Symbol.iterator in value && typeof value !== 'string' ? Array.from(value as Iterable<unknown>) : undefined;

/** The entry is an example as a whole, or (with `field`) that field of it is. */
export function isExample(entry: unknown, field?: string): boolean {
  const mark = markOf(entry);
  if (mark === true) return true;
  return field !== undefined && (listOf(mark)?.includes(field) ?? false);
}

/** The items a visitor may see: all of them in development and previews, the real ones in production. */
export const publishable = <T>(items: readonly T[]): T[] => items.filter((item) => showExamples || !isExample(item));

export type Path = (string | number)[];

/** One example item: an entry marked as a whole (no `field`), or one field of it. */
export type ExampleMark = { path: Path; field?: string };

/** Every example mark in a document's data, depth first, in the order of the file. */
export function exampleMarks(data: unknown, path: Path = []): ExampleMark[] {
  const list = listOf(data);
  if (list) return list.flatMap((item, index) => exampleMarks(item, [...path, index]));
  if (!data || typeof data !== 'object') return [];
  const marks: ExampleMark[] = [];
  const mark = markOf(data);
  if (mark === true) marks.push({ path });
  else for (const field of listOf(mark) ?? []) if (typeof field === 'string') marks.push({ path, field });
  for (const [key, value] of Object.entries(data)) {
    if (key !== EXAMPLE_FIELD && !key.startsWith('_') && key !== 'body') marks.push(...exampleMarks(value, [...path, key]));
  }
  return marks;
}

// ---- Photos

const PLACEHOLDER_HASHES = new Set<string>(placeholders.sha256);

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A file is a placeholder by its content, whatever its name. */
export const isPlaceholderFile = (file: string) => existsSync(file) && PLACEHOLDER_HASHES.has(sha256(readFileSync(file)));

const bySrc = new Map<string, boolean>();

/** `/images/x.jpg` is still a generated placeholder (cached: files do not change while a build runs). */
export function isExamplePhoto(src: string, publicDir = join(process.cwd(), 'public')): boolean {
  const key = `${publicDir}\0${src}`;
  let value = bySrc.get(key);
  if (value === undefined) bySrc.set(key, (value = src.startsWith('/') && isPlaceholderFile(join(publicDir, src))));
  return value;
}

/** Every placeholder photo under public/images/, as `/images/…` paths, sorted. */
export function examplePhotos(publicDir = join(process.cwd(), 'public')): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    const dir = join(publicDir, rel);
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (isExamplePhoto(`/${child}`, publicDir)) found.push(`/${child}`);
    }
  };
  walk('images');
  return found.sort();
}
