// `npm run dev`: `contentlayer2 dev`, its error reports in English replaced by a French pointer
// to the content check's message (lib/content-check/dev-output.ts); the rest passes as it is.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { frenchDevOutput } from '../lib/content-check/dev-output';

const child = spawn('contentlayer2', ['dev'], { stdio: ['inherit', 'pipe', 'pipe'] });
const french = frenchDevOutput();
for (const [input, output] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const) {
  createInterface({ input }).on('line', (line) => {
    const shown = french(line);
    if (shown !== undefined) output.write(`${shown}\n`);
  });
}
// `concurrently -k` stops this process: contentlayer2 stops with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
