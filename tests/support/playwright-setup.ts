// Playwright's global setup: starts the browser editor's server (tests/support/editor.ts) when the
// run may include its test. Playwright does not tell a global setup which tests it selected, so the
// command line decides: a run that names files but not keystatic.spec.ts, selects only the mobile
// project (the editor's test is @desktop), or says EDITEUR=0 (the CI shards that leave it out) does
// not start it.
import { startEditor } from './editor';

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

export default function setup() {
  const args = process.argv.slice(process.argv.indexOf('test') + 1);
  const files = args.filter((arg, i) => !arg.startsWith('-') && !TAKES_A_VALUE.has(args[i - 1] ?? ''));
  const projects = args.flatMap((arg, i) =>
    arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' ? [args[i + 1]] : [],
  );
  const inRun =
    process.env.EDITEUR !== '0' &&
    (files.length === 0 || files.some((file) => 'keystatic.spec.ts'.includes(file) || file.includes('keystatic'))) &&
    (projects.length === 0 || projects.includes('desktop'));
  return inRun ? startEditor() : undefined;
}
