// The content check: every problem of every content file in one run, each naming the
// file, the line, the field, what was found and what was expected (lib/content-check/messages.ts).
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { Catalogue } from './catalogue';
import { checkFigures } from './figures';
import { messages } from './messages';
import { checkPages } from './pages';
import { checkReferences } from './references';
import { formatProblem, sortProblems, type Problem } from './report';
import { SCHEMAS } from './schema';
import { checkShape } from './shape';
import { listFiles, readSource } from './source';

export type { Problem } from './report';

export type CheckOptions = {
  /** The project: app/ gives the static routes, public/ the images. */
  rootDir: string;
  /** The content folder; `$CONTENT_DIR` or `<rootDir>/content` by default. */
  contentDir?: string;
  /** How files are named in messages; the content folder relative to rootDir by default. */
  label?: string;
  /** Reviews dated after this day are refused; today by default. */
  today?: Date;
};

export type CheckResult = { problems: Problem[]; files: number; lines: string[]; /** The content folder does not exist. */ missing?: boolean };

const startOfDay = (date: Date) => new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));

export function checkContent({ rootDir, contentDir, label, today = new Date() }: CheckOptions): CheckResult {
  const dir = contentDir ?? resolve(rootDir, process.env.CONTENT_DIR ?? 'content');
  if (!existsSync(dir)) return { problems: [], files: 0, lines: [messages.noContentDir(dir)], missing: true };
  const name = label ?? (relative(rootDir, dir).split('\\').join('/') || 'content');
  const problems: Problem[] = [];
  const files = listFiles(dir);
  const sources = files.map((rel) => readSource(dir, name, rel, problems));
  const folders = SCHEMAS.map((type) => type.filePathPattern);
  for (const source of sources) {
    if (!source.schema) problems.push({ file: source.file, message: messages.unknownFile(folders) });
    checkShape(source, problems);
  }
  const catalogue = new Catalogue(sources, name, problems);
  checkFigures(catalogue);
  checkReferences(catalogue, startOfDay(today));
  checkPages(catalogue, rootDir);

  const sorted = sortProblems(problems);
  const badFiles = new Set(sorted.map((p) => p.file)).size;
  const lines = sorted.length
    ? [...sorted.map(formatProblem), '', messages.summary(sorted.length, badFiles)]
    : [messages.success(files.length)];
  return { problems: sorted, files: files.length, lines };
}
