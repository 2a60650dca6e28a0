// `npm run content:check`: lists every problem in content/ (or $CONTENT_DIR) and exits 1
// if there is any, so the build publishes nothing until the copy is fixed.
// `-- --mise-en-ligne`: the launch check (lib/content-check/launch.ts), which also exits 1
// while example content remains; `--reglages[=fichier]` adds the production settings, read
// from the environment or from the file `vercel pull` writes (the deployment workflow).
import { readFileSync } from 'node:fs';
import { checkContent } from '../lib/content-check/index';
import { checkLaunch } from '../lib/content-check/launch';

const args = process.argv.slice(2);
const settingsArg = args.find((arg) => arg === '--reglages' || arg.startsWith('--reglages='));

/** `KEY="value"` lines, as `vercel pull` writes them. */
function readEnvFile(path: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(path, 'utf8').split('\n').flatMap((line) => {
      const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
      return match ? [[match[1]!, match[2]!.replace(/^(["'])(.*)\1$/, '$2')]] : [];
    }),
  );
}

const settings = settingsArg && { ...process.env, ...(settingsArg.includes('=') ? readEnvFile(settingsArg.split('=')[1]!) : {}) };

const { failed, lines } = args.includes('--mise-en-ligne')
  ? checkLaunch({ rootDir: process.cwd(), settings: settings || undefined })
  : (({ problems, lines, missing }) => ({ failed: missing || problems.length > 0, lines }))(checkContent({ rootDir: process.cwd() }));
(failed ? console.error : console.log)(lines.join('\n'));
process.exitCode = failed ? 1 : 0;
