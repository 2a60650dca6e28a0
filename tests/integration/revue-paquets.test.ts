// A dependency update reviewed with each side's own lockfile (#52): a project whose pull request
// bumps a fake `next` (a package in a local tarball, installed offline by npm) 16.0.1 → 16.0.2.
// The base's checkout is installed from the base's lockfile, kept by that lockfile's hash and
// reused; the report names the package, old → new. How the two builds' pages then compare is in
// tests/unit/revue-production.test.ts (HTML fixtures: a build is minutes).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { review } from '../../scripts/revue/diff';
import { reportLines } from '../../scripts/revue/report';
import { checkout, packagesOf } from '../../scripts/revue/sides';
import { ROOT } from '../support/project-copy';

const REPO = join(ROOT, '.tmp', 'revue-paquets');
const run = (command: string, args: string[], cwd = REPO) => execFileSync(command, args, { cwd, stdio: 'pipe' }).toString();

/** A fake `next` of this version, packed as a tarball in vendor/: what its « renderer » writes is its version. */
function pack(version: string): string {
  const source = join(REPO, 'vendor', `next-${version}`);
  mkdirSync(source, { recursive: true });
  writeFileSync(join(source, 'package.json'), JSON.stringify({ name: 'next', version, main: 'index.js' }));
  writeFileSync(join(source, 'index.js'), `module.exports = ${JSON.stringify(`rendu par next ${version}`)};\n`);
  return run('npm', ['pack', '--silent', '--pack-destination', join(REPO, 'vendor')], source).trim();
}

/** The project at one version of the fake next: its package.json and lockfile as npm writes them, committed. */
function commitWith(version: string) {
  const tarball = pack(version);
  writeFileSync(
    join(REPO, 'package.json'),
    JSON.stringify({ name: 'site', version: '0.1.0', private: true, dependencies: { next: `file:vendor/${tarball}` } }, null, 2),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--offline']);
  run('git', ['add', 'package.json', 'package-lock.json', 'vendor']);
  run('git', ['-c', 'user.name=revue', '-c', 'user.email=revue@example.org', 'commit', '-qm', `next ${version}`]);
}

describe('une mise à jour de next, chaque côté avec son propre fichier de verrouillage', () => {
  beforeAll(() => {
    rmSync(REPO, { recursive: true, force: true });
    mkdirSync(REPO, { recursive: true });
    run('git', ['init', '-q']);
    writeFileSync(join(REPO, '.gitignore'), 'node_modules\n.tmp\n');
    commitWith('16.0.1');
    commitWith('16.0.2');
  }, 120_000);
  afterAll(() => rmSync(REPO, { recursive: true, force: true }));

  it('la base installée depuis son propre fichier de verrouillage (16.0.1), la tête gardant le sien (16.0.2), puis reprise sans installer', () => {
    const base = checkout(REPO, 'HEAD~1', 'base');
    const installed = (dir: string) => JSON.parse(readFileSync(join(dir, 'node_modules/next/package.json'), 'utf8')) as { version: string };
    expect(installed(base).version).toBe('16.0.1');
    expect(installed(REPO).version).toBe('16.0.2');
    const kept = realpathSync(join(base, 'node_modules'));
    expect(kept.startsWith(join(REPO, '.tmp/revue-modules'))).toBe(true);
    // A second run finds the same lockfile's packages where the first left them.
    const { mtimeMs } = statSync(join(kept, 'next/package.json'));
    const again = checkout(REPO, 'HEAD~1', 'base');
    expect(realpathSync(join(again, 'node_modules'))).toBe(kept);
    expect(statSync(join(kept, 'next/package.json')).mtimeMs).toBe(mtimeMs);
  }, 120_000);

  it('le rapport nomme le paquet en tête, ancien → nouveau', () => {
    const lockfile = (ref: string) => run('git', ['show', `${ref}:package-lock.json`]);
    const model = { brand: 'site', pages: [], figures: [], redirects: [], files: {}, meanings: {} };
    const side = (ref: string) => ({ model, packages: packagesOf(lockfile(ref)), check: { problems: [], warnings: [], launch: [] } });
    const lines = reportLines(review(side('HEAD~1'), side('HEAD'), { files: ['package-lock.json', 'package.json'] }));
    expect(lines.slice(0, 4)).toEqual([
      '## Ce que cette pull request change pour les visiteurs',
      '',
      '### Dépendances (1) : les pages ne sont pas comparées sans les construire',
      '- `next` : 16.0.1 → 16.0.2',
    ]);
    expect(lines).toContain('> ⚠️ Le code du site change et les pages ne sont pas construites : les textes ne sont pas comparés.');
  });
});
