// The build refuses to publish when `npm run content:check` finds a copywriter's mistake.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, ROOT } from '../support/project-copy';

const FIXTURE = join(ROOT, 'tests/fixtures/contenu-erreurs/01-nombre-en-lettres');
// Inside the project, as every copy that is built (tests/support/project-copy.ts says why).
const dir = join(ROOT, '.tmp', 'contenu-refuse');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('build', () => {
  it('refuses to publish when the content check fails', () => {
    copyProject(dir);
    cpSync(join(FIXTURE, 'content'), join(dir, 'content'), { recursive: true });

    const run = spawnSync('npm', ['run', 'build'], { cwd: dir, env: { ...process.env, PWD: dir }, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain(readFileSync(join(FIXTURE, 'attendu.txt'), 'utf8').split('\n')[0]);
    expect(existsSync(join(dir, '.next'))).toBe(false);
    // The check runs in seconds on an idle machine; the limit leaves room for a busy one.
  }, 300_000);
});
