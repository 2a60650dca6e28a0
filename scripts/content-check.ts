// `npm run content:check`: lists every problem in content/ (or $CONTENT_DIR) and exits 1
// if there is any, so the build publishes nothing until the copy is fixed.
import { checkContent } from '../lib/content-check/index';

const { problems, lines } = checkContent({ rootDir: process.cwd() });
(problems.length ? console.error : console.log)(lines.join('\n'));
process.exitCode = problems.length ? 1 : 0;
