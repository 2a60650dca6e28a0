// `npm run content:check`: lists every problem in content/ (or $CONTENT_DIR) and exits 1
// if there is any, so the build publishes nothing until the copy is fixed.
// `-- --mise-en-ligne`: the launch check (lib/content-check/launch.ts), which also exits 1
// while example content remains; `--reglages[=fichier]` adds the production settings, read
// from the environment or from the file `vercel pull` writes (the deployment workflow).
// `-- --format github`: one GitHub annotation per problem and warning, on its file and line
// (the pull request workflow); `-- --format json`: the same, as data for tools.
// `-- --surveiller` (npm run dev): checks again at each change of content/, since
// `contentlayer2 dev` runs the check only when it starts (contentlayer.config.ts).
import { readFileSync, watch } from 'node:fs';
import { resolve } from 'node:path';
import { checkContent } from '../lib/content-check/index';
import { checkLaunch, KINDS } from '../lib/content-check/launch';
import { githubAnnotation } from '../lib/content-check/report';
import { contentDir } from '../lib/env';

const args = process.argv.slice(2);
const settingsArg = args.find((arg) => arg === '--reglages' || arg.startsWith('--reglages='));
const formatArg = args.find((arg) => arg.startsWith('--format'));
const format = formatArg?.includes('=') ? formatArg.split('=')[1] : formatArg && args[args.indexOf(formatArg) + 1];
if (format !== undefined && !['texte', 'github', 'json'].includes(format)) {
  console.error(`Format inconnu : « ${format} » (attendu : texte, github ou json).`);
  process.exit(2);
}

/** `KEY="value"` lines, as `vercel pull` writes them. */
function readEnvFile(path: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line) => {
        const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
        return match ? [[match[1]!, match[2]!.replace(/^(["'])(.*)\1$/, '$2')]] : [];
      }),
  );
}

const settings = settingsArg && { ...process.env, ...(settingsArg.includes('=') ? readEnvFile(settingsArg.split('=')[1]!) : {}) };

function run() {
  const rootDir = process.cwd();
  let failed: boolean;
  let lines: string[];
  if (args.includes('--mise-en-ligne')) {
    const launch = checkLaunch({ rootDir, settings: settings || undefined });
    failed = launch.failed;
    lines =
      format === 'json'
        ? [JSON.stringify({ ready: !failed, problems: launch.problems, kinds: KINDS, items: launch.items }, null, 2)]
        : format === 'github'
          ? [
              ...launch.problems.map((p) => githubAnnotation(p, 'error')),
              ...launch.items.map((item) => githubAnnotation({ ...item, message: `${KINDS[item.kind]} : ${item.message}` }, 'error')),
            ]
          : launch.lines;
  } else {
    const { problems, warnings, lines: text, missing } = checkContent({ rootDir });
    failed = Boolean(missing) || problems.length > 0;
    lines =
      format === 'json'
        ? [JSON.stringify({ ok: !failed, problems, warnings }, null, 2)]
        : format === 'github'
          ? [
              ...problems.map((p) => githubAnnotation(p, 'error')),
              ...warnings.map((w) => githubAnnotation(w, 'warning')),
              ...text.slice(-2).filter(Boolean),
            ]
          : text;
  }
  (failed && format !== 'json' ? console.error : console.log)(lines.join('\n'));
  process.exitCode = failed ? 1 : 0;
}

run();
if (args.includes('--surveiller')) {
  let pending: NodeJS.Timeout | undefined;
  // An editor's save is several events: one check once they have settled.
  watch(resolve(contentDir()), { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(run, 300);
  });
}
