// The content check: every problem of every content file in one run, each naming the
// file, the line, the field, what was found and what was expected (lib/content-check/messages.ts).
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { contentDir as contentDirSetting } from '../env';
import { Catalogue } from './documents';
import { checkCategories } from './category';
import { checkEnglish } from './english';
import { checkExampleMarks } from './example-marks';
import { checkFormulas } from './formula';
import { messages, warnings as warningsMessages } from './messages';
import { checkPages } from './pages';
import { checkPrestations } from './prestation';
import { checkProse } from './prose';
import { checkProducts } from './product';
import { formatProblem, formatWarning, sortProblems, type Problem } from './report';
import { checkReviewSets } from './review-set';
import { FOLDERS } from './schema';
import { checkShape } from './shape';
import { checkSite } from './site';
import { checkRentalTerms } from './rental-terms';
import { listFiles, readSource, type SourceFile } from './source';
import { checkVenues } from './venue';

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
  /** Where the images are; `<rootDir>/public` by default. */
  publicDir?: string;
};

export type CheckResult = {
  problems: Problem[];
  /** Figures that contradict each other: printed after the problems, never blocking. */
  warnings: Problem[];
  files: number;
  lines: string[];
  /** The content folder does not exist. */
  missing?: boolean;
  /** The files as read, for the launch check. */
  sources: SourceFile[];
};

const startOfDay = (date: Date) => new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));

export function checkContent({ rootDir, contentDir, label, today = new Date(), publicDir }: CheckOptions): CheckResult {
  const dir = contentDir ?? resolve(rootDir, contentDirSetting());
  if (!existsSync(dir)) return { problems: [], warnings: [], files: 0, lines: [messages.noContentDir(dir)], missing: true, sources: [] };
  const name = label ?? (relative(rootDir, dir).split('\\').join('/') || 'content');
  const problems: Problem[] = [];
  const files = listFiles(dir);
  const sources = files.map((rel) => readSource(dir, name, rel, problems));
  for (const source of sources) {
    if (!source.schema) problems.push({ file: source.file, message: messages.unknownFile(FOLDERS) });
    checkShape(source, problems);
  }
  const catalogue = new Catalogue(sources, name, problems);
  // Each document type's own rules (one module per type), then those of links, images and MDX.
  checkSite(catalogue);
  checkRentalTerms(catalogue);
  checkVenues(catalogue);
  checkCategories(catalogue);
  checkFormulas(catalogue);
  checkProducts(catalogue);
  checkPrestations(catalogue);
  checkReviewSets(catalogue, startOfDay(today));
  checkEnglish(catalogue);
  checkPages(catalogue, rootDir, publicDir ?? join(rootDir, 'public'));
  checkExampleMarks(catalogue);
  checkProse(catalogue);

  const sorted = sortProblems(problems);
  const warnings = sortProblems(catalogue.warnings);
  const badFiles = new Set(sorted.map((p) => p.file)).size;
  const lines = [
    ...sorted.map(formatProblem),
    ...warnings.map((w) => formatWarning(w, messages.warningPrefix)),
    ...(sorted.length || warnings.length ? [''] : []),
    sorted.length ? messages.summary(sorted.length, badFiles) : messages.success(files.length),
    ...(warnings.length ? [warningsMessages.summary(warnings.length)] : []),
  ];
  return { problems: sorted, warnings, files: files.length, lines, sources };
}
