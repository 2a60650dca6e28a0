// Example content: what the provider must still supply before launch. One marking for every
// kind of content, read by the pages (badge, banner, hiding), the content check and the
// launch check (`npm run content:check -- --mise-en-ligne`):
// - `exemple: true` on a document or an entry (a review, a partner rating, the legal notice,
//   a page) marks all of it as invented;
// - `exemple: [phone, video_id]` marks only those fields of the document or entry;
// - a photo under public/images/ is an example while it is still a generated placeholder
//   (lib/examples/photos.ts).
import { isPreviewOrDev } from '../env';

/** The field that marks example content, in every content file. */
export const EXAMPLE_FIELD = 'exemple';

/** Examples are shown, with a badge, in development and previews; a production build hides reviews and ratings. */
export const showExamples = isPreviewOrDev;

type Marked = { [EXAMPLE_FIELD]?: unknown };

const markOf = (entry: unknown): unknown => (entry && typeof entry === 'object' ? (entry as Marked)[EXAMPLE_FIELD] : undefined);

/** Lists arrive from contentlayer2 as array-likes from another realm: Array.isArray fails on them. */
const listOf = (value: unknown): unknown[] | undefined =>
  typeof value === 'object' && value !== null && Symbol.iterator in value && typeof value !== 'string'
    ? Array.from(value as Iterable<unknown>)
    : undefined;

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

// The placeholder photos (lib/examples/photos.ts), listed by next.config.ts when Next compiles
// the site: pages read no file. Only pages use it: the launch check reads the files itself.
declare const __EXAMPLE_PHOTOS__: string;

let photos: Set<string> | undefined;
const examplePhotoSet = () => (photos ??= new Set(JSON.parse(__EXAMPLE_PHOTOS__) as string[]));

/** `/images/x.jpg` is still a generated placeholder. */
export const isExamplePhoto = (src: string): boolean => examplePhotoSet().has(src);

/** How many placeholder photos are left under public/images/ (the launch check lists them). */
export const examplePhotoCount = (): number => examplePhotoSet().size;
