import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ContentError } from './checks';

type Doc = { _raw: { sourceFilePath: string } } & Record<string, unknown>;

const PUBLIC_DIR = join(process.env.PWD ?? process.cwd(), 'public');
const cache = new Map<string, Promise<string>>();

/** Every `/images/…` path in a document, with the field it sits in. */
function imagePaths(value: unknown, path: string, found: { field: string; src: string }[] = []) {
  if (typeof value === 'string' && value.startsWith('/images/')) found.push({ field: path, src: value });
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('_') || key === 'body') continue;
      const isIndex = /^\d+$/.test(key);
      imagePaths(child, isIndex ? `${path}[${Number(key) + 1}]` : path ? `${path}.${key}` : key, found);
    }
  }
  return found;
}

// A tiny blurred copy, inlined as the placeholder shown while the real image loads. WebP:
// about 56 bytes where PNG took 200, and every placeholder is written twice into the page
// (the HTML and the data React hydrates from), in base64 that gzip cannot shrink.
const blurOf = (file: string) =>
  sharp(file)
    .resize(12, 8, { fit: 'cover' })
    .blur()
    .webp({ quality: 50 })
    .toBuffer()
    .then((buffer) => `data:image/webp;base64,${buffer.toString('base64')}`);

/**
 * The blur placeholder of every image a document names, keyed by path. Fails the build,
 * naming the file and the field, when an image file does not exist under public/.
 */
export async function blurPlaceholders(doc: Doc): Promise<Record<string, string>> {
  const entries = await Promise.all(
    // The document's own data, as plain JSON (contentlayer2's objects are not plain).
    imagePaths(JSON.parse(JSON.stringify({ ...doc, body: undefined })), '').map(async ({ field, src }) => {
      const file = join(PUBLIC_DIR, src);
      if (!existsSync(file)) {
        throw new ContentError(doc._raw.sourceFilePath, field, `l'image « ${src} » n'existe pas dans public${src.slice(0, src.lastIndexOf('/'))}/.`);
      }
      if (!cache.has(file)) cache.set(file, blurOf(file));
      return [src, await cache.get(file)!] as const;
    }),
  );
  return Object.fromEntries(entries);
}
