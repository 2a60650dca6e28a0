// When a page's content last changed, for the sitemap's <lastmod>.
//
// File modification times cannot be trusted: a fresh clone (CI, a deployment) sets them all
// to the checkout time, so every page would look changed at every deployment. The date of
// the last commit that touched a file is the same on every clone. Hence:
// - a committed file: the date of the newest commit that changed it (one `git log` for all);
// - a file with uncommitted changes, or not yet committed: its modification time (it is
//   newer than any commit, and this only happens on a writer's machine);
// - no Git history at all (a copy without .git): no date, and the sitemap omits <lastmod>
//   rather than announcing the checkout time.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';

export type DateOf = (file: string) => Date | undefined;

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });

const lines = (text: string) => text.split('\n').filter(Boolean);

/** Each file's date, from one pass over the history of `paths` (relative to `root`). */
export function fileDates(root: string, paths: readonly string[]): DateOf {
  const committed = new Map<string, Date>();
  const changed = new Set<string>();
  try {
    let date: Date | undefined;
    // Newest first: the first date seen for a file is its last change.
    for (const line of lines(git(root, ['log', '--format=%x01%cI', '--name-only', '--no-renames', '--relative', '--', ...paths]))) {
      if (line.startsWith('\x01')) date = new Date(line.slice(1));
      else if (date && !committed.has(line)) committed.set(line, date);
    }
    for (const file of lines(git(root, ['diff', '--name-only', '--relative', 'HEAD', '--', ...paths]))) changed.add(file);
    for (const file of lines(git(root, ['ls-files', '--others', '--exclude-standard', '--', ...paths]))) changed.add(file);
    if (git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true') {
      console.warn('sitemap : dépôt Git superficiel, les dates <lastmod> sont approximatives (cloner avec tout l’historique).');
    }
  } catch {
    return () => undefined;
  }
  return (file) => (changed.has(file) ? statSync(join(root, file)).mtime : committed.get(file));
}

/** The newest date among a page's source files; undefined when one of them has no known date. */
export function newestDate(files: readonly string[], dateOf: DateOf): Date | undefined {
  let newest: Date | undefined;
  for (const file of files) {
    const date = dateOf(file);
    if (!date) return undefined;
    if (!newest || date > newest) newest = date;
  }
  return newest;
}
