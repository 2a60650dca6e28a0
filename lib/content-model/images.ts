import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { projectDir } from '../env';

const PUBLIC_DIR = join(projectDir(), 'public');
const cache = new Map<string, Promise<string>>();

/** Every `/images/…` path in a document. */
function imagePaths(value: unknown, found: string[] = []) {
  if (typeof value === 'string' && value.startsWith('/images/')) found.push(value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) if (!key.startsWith('_') && key !== 'body') imagePaths(child, found);
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
 * The blur placeholder of every image a document names, keyed by path. An image missing
 * under public/ has none: the content check, which runs before the build, refuses it.
 */
async function blurPlaceholders(doc: object): Promise<Record<string, string>> {
  const entries = await Promise.all(
    // The document's own data, as plain JSON (contentlayer2's objects are not plain).
    imagePaths(JSON.parse(JSON.stringify({ ...doc, body: undefined })))
      .filter((src) => existsSync(join(PUBLIC_DIR, src)))
      .map(async (src) => {
        const file = join(PUBLIC_DIR, src);
        const blur = cache.get(file) ?? blurOf(file);
        cache.set(file, blur);
        return [src, await blur] as const;
      }),
  );
  return Object.fromEntries(entries);
}

/** The computed field of every document type with images. */
export const blurField = {
  type: 'json',
  description: 'Placeholders flous des images, générés à la construction.',
  resolve: blurPlaceholders,
} as const;
