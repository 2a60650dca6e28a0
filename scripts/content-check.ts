// `npm run content:check`: lists every problem in content/ (or $CONTENT_DIR) and exits 1
// if there is any, so the build publishes nothing until the copy is fixed.
// `-- --mise-en-ligne`: the launch check (lib/content-check/launch.ts), which also exits 1
// while example content remains; `--reglages[=fichier]` adds the production settings, read
// from the environment or from the file `vercel pull` writes (the deployment workflow).
// `-- --surveiller` (npm run dev): checks again at each change of content/, since
// `contentlayer2 dev` runs the check only when it starts (contentlayer.config.ts).
import { readFileSync, watch } from 'node:fs';
import { resolve } from 'node:path';
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

function run() {
  const { failed, lines } = args.includes('--mise-en-ligne')
    ? checkLaunch({ rootDir: process.cwd(), settings: settings || undefined })
    : (({ problems, lines, missing }) => ({ failed: missing || problems.length > 0, lines }))(checkContent({ rootDir: process.cwd() }));
  (failed ? console.error : console.log)(lines.join('\n'));
  process.exitCode = failed ? 1 : 0;
}

run();
if (args.includes('--surveiller')) {
  let pending: NodeJS.Timeout | undefined;
  // An editor's save is several events: one check once they have settled.
  watch(resolve(process.env.CONTENT_DIR ?? 'content'), { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(run, 300);
  });
}
