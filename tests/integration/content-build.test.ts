// A content file with a wrong type or a missing required field stops the content build
// with a message that names the file, the line and the field: the build runs the content
// check (contentlayer.config.ts). The content build reports every document's problem in one
// run: one copy of the project holds each mistake in its own file
// and is built once (each built copy costs seconds of CPU), and the real content is built too.
// The copies live in a temporary folder, so the real generated content is never touched.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const made: string[] = [];

function project(edit: (content: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'contenu-'));
  made.push(dir);
  cpSync(join(ROOT, 'lib'), join(dir, 'lib'), { recursive: true });
  cpSync(join(ROOT, 'contentlayer.config.ts'), join(dir, 'contentlayer.config.ts'));
  cpSync(join(ROOT, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  symlinkSync(join(ROOT, 'public'), join(dir, 'public'));
  // The check reads app/ for the pages that links may lead to.
  symlinkSync(join(ROOT, 'app'), join(dir, 'app'));
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
      // A guard against a hang (a helper process keeping the output open): it then fails, naming the build.
      timeout: 180_000,
    });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

const rewrite = (file: string, from: RegExp, to: string) => {
  const text = readFileSync(file, 'utf8');
  if (!from.test(text)) throw new Error(`${file} : ${String(from)} introuvable, l'exemple ne s'applique plus`);
  writeFileSync(file, text.replace(from, to));
};

/** Each mistake, in a file of its own. */
const MISTAKES = {
  words: 'formules/vaugirard/ag-3h.yaml',
  missing: 'produits/vaugirard/salle-de-reunion-paris-15.mdx',
  enum: 'formules/montparnasse/cocktail-tout-compris.yaml',
  slot: 'formules/vaugirard/boum-vendredi.yaml',
  unknown: 'formules/montparnasse/demi-journee-etude.yaml',
  image: 'produits/montparnasse/location-de-salle-mariage-fiancailles-paris-14.mdx',
  folder: 'lieux-brouillon.yaml',
};

let real: { ok: boolean; output: string };
let mistaken: { ok: boolean; output: string };

beforeAll(() => {
  real = build(project(() => {}));
  mistaken = build(
    project((c) => {
      rewrite(join(c, MISTAKES.words), /^capacite: 25$/m, 'capacite: vingt-cinq');
      rewrite(join(c, MISTAKES.missing), /^subtitle: .*\n/m, '');
      rewrite(join(c, MISTAKES.enum), /^audience: pro$/m, 'audience: entreprises');
      rewrite(join(c, MISTAKES.slot), /^type_creneau: \[soir\]$/m, 'type_creneau: [nuit]');
      rewrite(join(c, MISTAKES.unknown), /^(capacite: \d+)$/m, '$1\ncapacity: 25');
      rewrite(join(c, MISTAKES.image), /^imageSrc: .*$/m, 'imageSrc: /images/vaugirard/pros/absente.jpg');
      writeFileSync(join(c, MISTAKES.folder), 'title: Test\n');
    }),
  );
}, 240_000);

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('content build', () => {
  it('accepts the real content', () => {
    expect(real.ok, real.output).toBe(true);
  });

  it('fails on a mistake', () => {
    expect(mistaken.ok).toBe(false);
  });

  it('names the file, the line and the field of a capacity written in words', () => {
    expect(mistaken.output).toMatch(
      new RegExp(`content/${MISTAKES.words}, ligne \\d+, champ « capacite » : « vingt-cinq » n'est pas un nombre entier`),
    );
  });

  it('names the file and the field of a missing required field', () => {
    expect(mistaken.output).toMatch(new RegExp(`${MISTAKES.missing}[\\s\\S]*subtitle`));
  });

  it('says in French that an enum value does not exist', () => {
    expect(mistaken.output).toMatch(
      new RegExp(`content/${MISTAKES.enum}, ligne \\d+, champ « audience » : « entreprises » n'est pas une valeur permise`),
    );
  });

  it('names a misspelt slot type inside a list with its position', () => {
    expect(mistaken.output).toMatch(
      new RegExp(`content/${MISTAKES.slot}, ligne \\d+, champ « type_creneau\\[1\\] » : « nuit » n'est pas une valeur permise`),
    );
  });

  it('names a field the model does not know', () => {
    expect(mistaken.output).toMatch(new RegExp(`${MISTAKES.unknown}[\\s\\S]*capacity`));
  });

  it('names the field of an image that does not exist', () => {
    expect(mistaken.output).toMatch(
      new RegExp(`content/${MISTAKES.image}, ligne \\d+, champ « imageSrc » : l'image « /images/vaugirard/pros/absente.jpg » n'existe pas`),
    );
  });

  it('names a file in no known folder instead of skipping it', () => {
    expect(mistaken.output).toContain(MISTAKES.folder);
  });
});
