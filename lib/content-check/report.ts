/** One problem in one content file, as the copywriter will read it. */
export type Problem = {
  /** The file as the copywriter finds it, e.g. `content/formules/vaugirard/ag-3h.yaml`. */
  file: string;
  line?: number | undefined;
  field?: string | undefined;
  message: string;
};

/** `content/x.yaml, ligne 12, champ « capacite » : « seize » n'est pas un nombre entier.` */
export const formatProblem = ({ file, line, field, message }: Problem) =>
  [file, line !== undefined && `ligne ${line}`, field !== undefined && `champ « ${field} »`].filter(Boolean).join(', ') + ` : ${message}`;

/** `Avertissement : content/x.yaml, ligne 12, champ « horaires[1] » : …` */
export const formatWarning = (problem: Problem, prefix: string) => `${prefix} : ${formatProblem(problem)}`;

const byPlace = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);

export const sortProblems = (problems: Problem[]) => [...problems].sort(byPlace);
