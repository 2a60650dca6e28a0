// Where a document sits says what it is: its file name is its id, and products and
// formulas sit in the folder of their venue. The content check refuses any other place.

/** `ag-3h` for `formules/vaugirard/ag-3h.yaml`: a file name without its extension. */
export const pathStem = (path: string) => (path.split('/').at(-1) ?? path).replace(/\.(mdx|ya?ml|json)$/, '');

/** The folder of the English pages, under content/: it mirrors the French tree (#37). */
export const ENGLISH_FOLDER = 'en';

/** Whether a file, relative to content/, is an English page: `en/produits/vaugirard/x.mdx`. */
export const isEnglishPath = (path: string) => path.startsWith(`${ENGLISH_FOLDER}/`);

/** The venue folder under the type's folder: `vaugirard` in `produits/vaugirard/x.mdx` (or `en/produits/…`); undefined elsewhere. */
export function venueFolderOf(path: string) {
  const parts = (isEnglishPath(path) ? path.slice(ENGLISH_FOLDER.length + 1) : path).split('/');
  return parts.length === 3 ? parts[1] : undefined;
}

type Doc = { _raw: { sourceFilePath: string } };

/** The file name without extension: the stable identifier of a document. */
export const fileStem = (doc: Doc) => pathStem(doc._raw.sourceFilePath);

/** The venue of a product or a formula, from its folder. */
export function venueOf(doc: Doc): string {
  const venue = venueFolderOf(doc._raw.sourceFilePath);
  // The content check refuses a product or formula outside a venue folder before any build.
  if (venue === undefined) throw new Error(`${doc._raw.sourceFilePath} n'est pas dans le dossier d'un lieu.`);
  return venue;
}
