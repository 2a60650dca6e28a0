// Playwright's global setup: starts what the run's specs share, when the run may include them.
// Playwright does not tell a global setup which tests it selected, so the command line decides: a
// run that names files but not the one, or selects only a project the tests are not in, does not
// start it.
// - The browser editor's server (tests/support/editor.ts) for keystatic.spec.ts (@desktop), unless
//   EDITEUR=0 (the CI shards that leave it out).
// - The site that sends e-mails (tests/support/mail-site.ts) for devis.spec.ts and
//   espace-prestataire.spec.ts, whose tests that read e-mails are @mobile.
import { startEditor } from './editor';
import { startMailSite } from './mail-site';

const TAKES_A_VALUE = new Set([
  '--project',
  '--grep',
  '-g',
  '--grep-invert',
  '--shard',
  '--workers',
  '-j',
  '--reporter',
  '--config',
  '-c',
  '--timeout',
  '--retries',
  '--output',
]);

export default async function setup() {
  const args = process.argv.slice(process.argv.indexOf('test') + 1);
  const files = args.filter((arg, i) => !arg.startsWith('-') && !TAKES_A_VALUE.has(args[i - 1] ?? ''));
  const projects = args.flatMap((arg, i) =>
    arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' ? [args[i + 1]] : [],
  );
  // Playwright reads each file argument as a pattern of the spec's path (`devis`, `tests/e2e/`, `espace-.*`).
  const named = (spec: string) =>
    files.length === 0 ||
    files.some((file) => {
      const path = `tests/e2e/${spec}.spec.ts`;
      try {
        return new RegExp(file).test(path) || file.includes(spec);
      } catch {
        return path.includes(file) || file.includes(spec);
      }
    });
  const inProject = (project: string) => projects.length === 0 || projects.includes(project);
  const editor = process.env.EDITEUR !== '0' && named('keystatic') && inProject('desktop') ? startEditor() : undefined;
  const mailSite = (named('devis') || named('espace-prestataire')) && inProject('mobile') ? await startMailSite() : undefined;
  return async () => {
    await mailSite?.();
    await editor?.();
  };
}
