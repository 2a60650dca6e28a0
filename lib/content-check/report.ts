/** One problem in one content file, as the copywriter will read it. */
export type Problem = {
  /** The file as the copywriter finds it, e.g. `content/formules/vaugirard/ag-3h.yaml`. */
  file: string;
  line?: number | undefined;
  field?: string | undefined;
  message: string;
  /** A warning on the catalogue's figures that the provider must confirm before launch (`--mise-en-ligne` lists it). */
  toConfirm?: true;
};

/** `content/x.yaml, ligne 12, champ « capacite » : « seize » n'est pas un nombre entier.` */
export const formatProblem = ({ file, line, field, message }: Problem) =>
  [file, line !== undefined && `ligne ${line}`, field !== undefined && `champ « ${field} »`].filter(Boolean).join(', ') + ` : ${message}`;

/** `Avertissement : content/x.yaml, ligne 12, champ « horaires[1] » : …` */
export const formatWarning = (problem: Problem, prefix: string) => `${prefix} : ${formatProblem(problem)}`;

const byPlace = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);

export const sortProblems = (problems: Problem[]) => [...problems].sort(byPlace);

// GitHub's workflow commands (docs.github.com, « Workflow commands for GitHub Actions »):
// the message escapes %, CR and LF; a property also escapes « : » and « , ».
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=content/x.yaml,line=12,title=champ « capacite »::« seize » n'est pas un nombre entier.`: one annotation on the pull request's file. */
export function githubAnnotation({ file, line, field, message }: Problem, level: 'error' | 'warning'): string {
  const properties = [
    `file=${escapeProperty(file)}`,
    line !== undefined && `line=${line}`,
    field !== undefined && `title=${escapeProperty(`champ « ${field} »`)}`,
  ];
  return `::${level} ${properties.filter(Boolean).join(',')}::${escapeData(message)}`;
}
