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

/** The file name without extension: the stable identifier of a document. */
export const fileStem = (doc: Doc) => doc._raw.sourceFilePath.split('/').pop()!.replace(/\.(mdx|ya?ml|json)$/, '');

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
