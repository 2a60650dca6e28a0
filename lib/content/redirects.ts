// The old addresses a copywriter redirects (content/site.yaml, « redirections »), served by Next as
// permanent redirects (308). Read from the YAML itself, in the folder Next builds (its working
// directory): next.config.ts loads this file before the content is built, and it imports
// nothing of the project's but lib/env.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { contentDir } from '../env';

export type Redirect = { source: string; destination: string; permanent: true };

/** The redirects of content/site.yaml; none while it has none or cannot be read (the content check says why). */
export function contentRedirects(dir = join(process.cwd(), contentDir())): Redirect[] {
  const file = join(dir, 'site.yaml');
  if (!existsSync(file)) return [];
  let site: unknown;
  try {
    site = parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const list = (site as { redirections?: unknown } | null)?.redirections;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: { de?: unknown; vers?: unknown } | null) =>
    typeof entry?.de === 'string' && entry.de.startsWith('/') && typeof entry.vers === 'string'
      ? [{ source: entry.de, destination: entry.vers, permanent: true as const }]
      : [],
  );
}
