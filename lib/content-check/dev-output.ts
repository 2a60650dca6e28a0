// `npm run dev` (scripts/contentlayer-dev.ts): contentlayer2 reports a content error in English
// (« Error: Found 1 problems in 1 documents… SourceFetchDataError »), while the content check,
// run again at each change by `content:check --surveiller`, says the same in French with the
// file, line and field. Its error lines give way to a French pointer to that message.

/** Where contentlayer2's report of an error starts: `Error: Found 1 problems…`, `SourceFetchDataError: {`, `UnexpectedMDXError`. */
const ERROR_START = /^(?:(?:[A-Z]\w*)?Error\b|Warning: Found \d+ problems?\b)/;
/** Its following lines: indented, blank, or the end of its JSON detail. */
const ERROR_CONTINUED = /^(?:\s|$|[}\]])/;

export const DEV_POINTER =
  'Erreur dans le contenu : voyez le message en français de la vérification, ci-dessus ou dans les lignes « verification », avec le fichier, la ligne et le champ ; corrigez et enregistrez, la page revient.';

/** A filter to feed contentlayer2's output line by line: what to print instead of each line. */
export function frenchDevOutput() {
  let inError = false;
  return (line: string): string | undefined => {
    if (ERROR_START.test(line)) {
      const first = !inError;
      inError = true;
      return first ? DEV_POINTER : undefined;
    }
    if (inError && ERROR_CONTINUED.test(line)) return undefined;
    inError = false;
    return line;
  };
}
