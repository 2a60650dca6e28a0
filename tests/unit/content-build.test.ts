// A content file with a wrong type or a missing required field stops the content build
// with a message that names the file and the field. Each case builds a small copy of
// the project in a temporary folder, so the real generated content is never touched.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const FORMULA = 'formules/vaugirard/ag-3h.yaml';
const PRODUCT = 'produits/vaugirard/salle-de-reunion-paris-15.mdx';
const made: string[] = [];

function project(edit: (content: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'contenu-'));
  made.push(dir);
  mkdirSync(join(dir, 'lib'));
  cpSync(join(ROOT, 'lib/content-model'), join(dir, 'lib/content-model'), { recursive: true });
  cpSync(join(ROOT, 'contentlayer.config.ts'), join(dir, 'contentlayer.config.ts'));
  cpSync(join(ROOT, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  symlinkSync(join(ROOT, 'public'), join(dir, 'public'));
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  edit(join(dir, 'content'));
  return dir;
}

function build(dir: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync(join(ROOT, 'node_modules/.bin/contentlayer2'), ['build'], {
      cwd: dir,
      // contentlayer2 finds its config from PWD, not from the process's working directory.
      env: { ...process.env, PWD: dir, INIT_CWD: dir },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

const rewrite = (file: string, from: RegExp, to: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('content build', () => {
  it('accepts the real content', () => {
    expect(build(project(() => {})).ok).toBe(true);
  });

  it('fails on a capacity written in words, naming the file and the field', () => {
    const { ok, output } = build(project((c) => rewrite(join(c, FORMULA), /^capacite: 25$/m, 'capacite: vingt-cinq')));
    expect(ok).toBe(false);
    expect(output).toContain(FORMULA);
    expect(output).toMatch(/capacite/);
  });

  it('fails on a missing required field, naming the file and the field', () => {
    const { ok, output } = build(project((c) => rewrite(join(c, PRODUCT), /^subtitle: .*\n/m, '')));
    expect(ok).toBe(false);
    expect(output).toContain(PRODUCT);
    expect(output).toMatch(/subtitle/);
  });

  it('fails on an enum value that does not exist, in French', () => {
    const { ok, output } = build(project((c) => rewrite(join(c, FORMULA), /^audience: pro$/m, 'audience: entreprises')));
    expect(ok).toBe(false);
    expect(output).toContain(`content/${FORMULA}, champ « audience » : « entreprises » n'est pas une valeur permise`);
  });

  it('fails on a misspelt slot type inside a list', () => {
    const file = 'formules/vaugirard/boum-vendredi.yaml';
    const { ok, output } = build(project((c) => rewrite(join(c, file), /^type_creneau: \[soir\]$/m, 'type_creneau: [nuit]')));
    expect(ok).toBe(false);
    expect(output).toContain(`content/${file}, champ « type_creneau[1] »`);
  });

  it('fails on a field the model does not know', () => {
    const { ok, output } = build(project((c) => rewrite(join(c, FORMULA), /^capacite: 25$/m, 'capacite: 25\ncapacity: 25')));
    expect(ok).toBe(false);
    expect(output).toContain(FORMULA);
    expect(output).toMatch(/capacity/);
  });

  it('fails on an image that does not exist, naming the field', () => {
    const { ok, output } = build(project((c) => rewrite(join(c, PRODUCT), /^imageSrc: .*$/m, 'imageSrc: /images/vaugirard/pros/absente.jpg')));
    expect(ok).toBe(false);
    expect(output).toContain(`content/${PRODUCT}, champ « imageSrc » : l'image « /images/vaugirard/pros/absente.jpg » n'existe pas`);
  });

  it('fails on a file in no known folder instead of skipping it', () => {
    const { ok, output } = build(project((c) => writeFileSync(join(c, 'lieux-brouillon.yaml'), 'title: Test\n')));
    expect(ok).toBe(false);
    expect(output).toContain('lieux-brouillon.yaml');
  });
});
