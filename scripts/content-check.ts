// `npm run content:check`: lists every problem in content/ (or $CONTENT_DIR) and exits 1
// if there is any, so the build publishes nothing until the copy is fixed.
import { checkContent } from '../lib/content-check/index';

const { problems, lines, missing } = checkContent({ rootDir: process.cwd() });
const failed = missing || problems.length > 0;
(failed ? console.error : console.log)(lines.join('\n'));
process.exitCode = failed ? 1 : 0;
