// `npm run lint`: the GitHub workflows against GitHub's workflow schema (@action-validator/core).
// They run only on GitHub, where a mistake would show only once a pull request is opened.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';

const DIR = '.github/workflows';

/** The innermost reasons of a schema error: a `oneOf` holds one list of errors per alternative. */
const reasons = (error) =>
  error.states?.length
    ? error.states.flatMap((state) => state.errors.flatMap(reasons))
    : [`${error.path ?? ''} : ${error.detail ?? error.title}`];

let problems = 0;
for (const name of readdirSync(DIR)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort()) {
  const { errors } = validateWorkflow(readFileSync(join(DIR, name), 'utf8'));
  for (const reason of new Set(errors.flatMap(reasons))) {
    problems += 1;
    console.error(`${DIR}/${name} ${reason}`);
  }
}
if (problems > 0) process.exit(1);
console.log('Workflows GitHub vérifiés : aucun problème.');
