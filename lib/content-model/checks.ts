// contentlayer2 lets enum values and some shapes through unchecked. These checks run
// inside computed fields: a throw there stops `contentlayer2 build`, and the message
// names the file, the field, what was found and what was expected, in French.

type Doc = { _raw: { sourceFilePath: string } } & Record<string, unknown>;

export class ContentError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`content/${file}, champ « ${field} » : ${problem}`);
    this.name = 'ContentError';
  }
}

const isList = (value: unknown): value is Iterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.iterator in value && typeof value !== 'string';

const show = (value: unknown) => (typeof value === 'string' ? `« ${value} »` : JSON.stringify(value));

export function expectOneOf(doc: Doc, field: string, value: unknown, allowed: readonly string[]) {
  if (value === undefined) return;
  if (typeof value !== 'string' || !allowed.includes(value)) {
    throw new ContentError(
      doc._raw.sourceFilePath,
      field,
      `${show(value)} n'est pas une valeur permise (attendu : ${allowed.join(', ')}).`,
    );
  }
}

export function expectAllOf(doc: Doc, field: string, values: unknown, allowed: readonly string[]) {
  if (values === undefined) return;
  // Lists arrive from contentlayer2 as array-likes from another realm: Array.isArray fails on them.
  if (!isList(values)) {
    throw new ContentError(doc._raw.sourceFilePath, field, `une liste est attendue, trouvé ${show(values)}.`);
  }
  Array.from(values).forEach((value, index) => expectOneOf(doc, `${field}[${index + 1}]`, value, allowed));
}

/** Every element of a list of nested objects, with a field path a copywriter can follow. */
export function eachItem<T>(doc: Doc, field: string, check: (item: T, path: string) => void) {
  const items = doc[field];
  const list: T[] = isList(items) ? (Array.from(items) as T[]) : [];
  list.forEach((item, index) => check(item, `${field}[${index + 1}]`));
}

/** `ag-3h` for `formules/vaugirard/ag-3h.yaml`: a file name without its extension. */
export const pathStem = (path: string) => path.split('/').pop()!.replace(/\.(mdx|ya?ml|json)$/, '');

/** The file name without extension: the stable identifier of a document. */
export const fileStem = (doc: Doc) => pathStem(doc._raw.sourceFilePath);

/** The first folder below the document type's folder, e.g. `vaugirard` in `produits/vaugirard/x.mdx`. */
export function venueFolder(doc: Doc, allowed: readonly string[]) {
  const folder = doc._raw.sourceFilePath.split('/')[1];
  if (!folder || !allowed.includes(folder)) {
    throw new ContentError(
      doc._raw.sourceFilePath,
      'dossier',
      `le fichier doit être rangé dans un dossier de lieu (attendu : ${allowed.join(', ')}).`,
    );
  }
  return folder;
}

const FRENCH_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A real calendar date written jj/mm/aaaa, as a UTC day; undefined otherwise (31/02 included). */
export function parseFrenchDate(text: string): Date | undefined {
  const match = FRENCH_DATE.exec(text);
  if (!match) return undefined;
  const [d, m, y] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCDate() === d && date.getUTCMonth() === m - 1 ? date : undefined;
}
