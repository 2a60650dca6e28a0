// Which photos under public/images/ are still generated placeholders: a photo is an example
// while its content is one of those listed (by SHA-256) in lib/examples/placeholder-photos.json, so
// overwriting the file with a real photo of the same name is enough to clear it.
// Node only, it reads the files: the launch check calls it, and next.config.ts hands its list
// to the pages as a build-time constant (lib/examples/index.ts). A page that walked public/ itself
// made Next's tracer ship the whole project, public/ included, with the server code.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import placeholders from './placeholder-photos.json' with { type: 'json' };

const PLACEHOLDER_HASHES = new Set<string>(placeholders.sha256);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A file is a placeholder by its content, whatever its name. */
const isPlaceholderFile = (file: string) => existsSync(file) && PLACEHOLDER_HASHES.has(sha256(readFileSync(file)));

/** Every placeholder photo under public/images/, as `/images/…` paths, sorted. */
export function examplePhotos(publicDir = join(process.cwd(), 'public')): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    const dir = join(publicDir, rel);
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (isPlaceholderFile(join(publicDir, child))) found.push(`/${child}`);
    }
  };
  walk('images');
  return found.sort();
}
