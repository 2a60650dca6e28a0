// The content files grouped by document type, with the lookups the cross-file rules need.
import type { DocumentTypeName } from '../content-model';
import { pathStem, venueFolderOf } from '../content-model/files';
import { messages } from './messages';
import type { Problem } from './report';
import { isRead, problemAt, type Path, type ReadFile, type SourceFile } from './source';

export type Data = Record<string, unknown>;

export const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
export const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
export const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const isGroup = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
export const group = (value: unknown): Data => (isGroup(value) ? value : {});

/**
 * The image a group of fields describes, and the field of its text alternative: `imageSrc`
 * with `imageAlt`, or a photo's `url` with `name`. The page check checks both; the shape
 * check leaves an empty alternative to it, so that the message names the image.
 */
export function imageFieldsOf(g: Data): { src: string; alt: string } | undefined {
  if (typeof g.imageSrc === 'string') return { src: 'imageSrc', alt: 'imageAlt' };
  if (typeof g.url === 'string' && 'name' in g) return { src: 'url', alt: 'name' };
  return undefined;
}

export class Catalogue {
  readonly byType = new Map<DocumentTypeName, ReadFile[]>();
  /** Including unreadable files, already reported: a reference to them is not a second problem. */
  private readonly allByType = new Map<DocumentTypeName, SourceFile[]>();

  constructor(
    readonly sources: SourceFile[],
    readonly label: string,
    readonly problems: Problem[],
  ) {
    const add = <T extends SourceFile>(map: Map<DocumentTypeName, T[]>, type: DocumentTypeName, source: T) =>
      map.set(type, [...(map.get(type) ?? []), source]);
    for (const source of sources) {
      if (!source.schema) continue;
      add(this.allByType, source.schema.name, source);
      if (isRead(source)) add(this.byType, source.schema.name, source);
    }
  }

  of = (type: DocumentTypeName) => this.byType.get(type) ?? [];

  site = () => this.of('Site')[0]?.data ?? {};

  private all = (type: DocumentTypeName) => this.allByType.get(type) ?? [];

  venue = (code: string) => this.all('Venue').find((v) => pathStem(v.rel) === code);

  category = (code: string) => this.all('Category').find((c) => pathStem(c.rel) === code);

  /** `vaugirard-ag-3h` for `formules/vaugirard/ag-3h.yaml`. */
  formulaId = (source: SourceFile) => `${venueFolderOf(source.rel)}-${pathStem(source.rel)}`;

  formula = (id: string) => this.all('Formula').find((f) => this.formulaId(f) === id);

  isDraft = (source: SourceFile) => source.data?.draft === true;

  /**
   * The French document an English page translates (#37): the venue of its file name, or the
   * document that `traduction_de` names (a product's in its own venue folder); undefined for
   * the other types, or when the name is wrong (the English check reports it).
   */
  frenchOf(source: SourceFile): ReadFile | undefined {
    const type = source.schema?.name;
    const stem = str(source.data?.traduction_de);
    const named = (french: DocumentTypeName, rel: (stem: string) => string) =>
      stem === undefined ? undefined : this.of(french).find((doc) => doc.rel === rel(stem));
    switch (type) {
      case 'EnglishVenue':
        return this.of('Venue').find((venue) => pathStem(venue.rel) === pathStem(source.rel));
      case 'EnglishPrestation':
        return named('Prestation', (s) => `prestations/${s}.mdx`);
      case 'EnglishProduct':
        return named('Product', (s) => `produits/${venueFolderOf(source.rel) ?? ''}/${s}.mdx`);
      case 'EnglishFormula':
        return named('Formula', (s) => `formules/${venueFolderOf(source.rel) ?? ''}/${s}.yaml`);
      case 'EnglishPage':
        return named('Page', (s) => `pages/${s}.mdx`);
      default:
        return undefined;
    }
  }

  report(source: SourceFile, path: Path, message: string) {
    this.problems.push(problemAt(source, path, message));
  }

  /** Figures that contradict each other: reported, never blocking. */
  readonly warnings: Problem[] = [];

  warn(source: SourceFile, path: Path, message: string, toConfirm = false) {
    this.warnings.push({ ...problemAt(source, path, message), ...(toConfirm && { toConfirm }) });
  }

  /** Reports every value seen before, naming where it was first used. */
  unique(entries: { source: SourceFile; path: Path; value: unknown; key?: string }[]) {
    const seen = new Map<string, { source: SourceFile; path: Path }>();
    for (const entry of entries) {
      if (entry.value === undefined) continue;
      // Codes, numbers and file names: YAML scalars, whose text is their identity.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      const key = entry.key ?? String(entry.value);
      const first = seen.get(key);
      if (!first) {
        seen.set(key, entry);
        continue;
      }
      const line = first.source.lineOf(first.path);
      const place = `${first.source === entry.source ? 'plus haut' : first.source.file}${line ? `, ligne ${line}` : ''}`;
      this.report(entry.source, entry.path, messages.duplicate(entry.value, place));
    }
  }

  fileOf = (rel: string) => `${this.label}/${rel}`;
}
