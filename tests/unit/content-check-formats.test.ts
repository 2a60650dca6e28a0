// What tools and the provider read from the content check: GitHub annotations on the pull
// request's files and lines (`--format github`), and the launch list with its summary first,
// each sentence once (`--mise-en-ligne`, and `--format json` for tools).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../lib/content-check';
import { checkLaunch, KINDS, missingEnglish } from '../../lib/content-check/launch';
import { githubAnnotation, type Problem } from '../../lib/content-check/report';
import { ROOT } from '../support/project-copy';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000);

/** GitHub's syntax: `::error file=…,line=…,title=…::message`, with no raw newline, comma or colon in a property. */
const ANNOTATION = /^::(error|warning) file=[^,:\n]+(?:,line=\d+)?(?:,title=[^,:\n]+)?::[^\n]+$/;

/** A project whose content is the real one with a fixture's files laid over it. */
function projectWith(fixtureDir: string) {
  const dir = mkdtempSync(join(tmpdir(), 'formats-'));
  made.push(dir);
  for (const entry of ['content', 'app']) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  cpSync(join(fixtureDir, 'content'), join(dir, 'content'), { recursive: true });
  symlinkSync(join(ROOT, 'public'), join(dir, 'public'));
  return dir;
}

describe('content:check --format github', () => {
  it('writes an annotation GitHub reads, escaping what its syntax reserves', () => {
    const line = githubAnnotation(
      { file: 'content/a,b:c.yaml', line: 12, field: 'salles[1].capacite', message: '50 % de plus\nà vérifier' },
      'error',
    );
    expect(line).toBe('::error file=content/a%2Cb%3Ac.yaml,line=12,title=champ « salles[1].capacite »::50 %25 de plus%0Aà vérifier');
    expect(line).toMatch(ANNOTATION);
    expect(githubAnnotation({ file: 'content/x.mdx', message: 'le texte de la page est vide.' }, 'warning')).toBe(
      '::warning file=content/x.mdx::le texte de la page est vide.',
    );
  });

  // Starts the command the pull request workflow runs: seconds, not milliseconds.
  it('annotates each problem on its file and line, the warnings as warnings, and exits 1', () => {
    const dir = projectWith(join(ROOT, 'tests/fixtures/contenu-erreurs/85-prix-dans-le-texte'));
    const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/content-check.ts'), '--format', 'github'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const lines = `${run.stdout}${run.stderr}`.trimEnd().split('\n');
    const annotations = lines.filter((l) => l.startsWith('::'));
    expect(annotations.every((l) => ANNOTATION.test(l))).toBe(true);
    expect(annotations.filter((l) => l.startsWith('::error'))).toEqual([
      '::error file=content/produits/vaugirard/salle-de-reunion-paris-15.mdx,line=28,title=champ « texte »::le texte annonce « à partir de 50 € », mais parmi les formules de la page, la moins chère commence à 400\u00a0€ HT (attendu : ce prix, ou pas de prix dans le texte : la carte et la page affichent déjà le prix calculé).',
    ]);
    expect(annotations.some((l) => l.startsWith('::warning file=content/'))).toBe(true);
    expect(lines.at(-2)).toBe("1 problème dans 1 fichier : rien n'est publié.");
    expect(run.status).toBe(1);
  }, 60_000);
});

describe('content:check --format json', () => {
  /** The command a tool runs, in a project folder: its whole output must be one JSON document. */
  const runJson = (dir: string, ...args: string[]) => {
    const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/content-check.ts'), ...args, '--format', 'json'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { status: run.status, data: JSON.parse(run.stdout) as unknown };
  };
  const PROBLEM = { file: expect.stringMatching(/^content\//), message: expect.any(String) };

  // Two commands started: seconds each.
  it('gives the problems and the warnings with their file, line and field, ok: false, and exits 1', () => {
    const { status, data } = runJson(projectWith(join(ROOT, 'tests/fixtures/contenu-erreurs/85-prix-dans-le-texte')));
    expect(status).toBe(1);
    expect(data).toEqual({ ok: false, problems: [expect.objectContaining(PROBLEM)], warnings: expect.any(Array) });
    const { problems, warnings } = data as { problems: Problem[]; warnings: Problem[] };
    expect(problems[0]).toMatchObject({ file: 'content/produits/vaugirard/salle-de-reunion-paris-15.mdx', line: 28, field: 'texte' });
    expect(problems[0]!.message).toMatch(/^le texte annonce « à partir de 50 € »/);
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings) expect(warning).toEqual(expect.objectContaining(PROBLEM));
  }, 60_000);

  it('with --mise-en-ligne, gives every item to supply with its kind, the kinds’ names, ready: false, and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mise-en-ligne-json-'));
    made.push(dir);
    cpSync(join(ROOT, 'tests/fixtures/mise-en-ligne/a-completer'), dir, { recursive: true });
    symlinkSync(join(ROOT, 'app'), join(dir, 'app'));
    const { status, data } = runJson(dir, '--mise-en-ligne');
    expect(status).toBe(1);
    expect(data).toEqual({ ready: false, problems: [], kinds: KINDS, items: expect.any(Array) });
    const { items } = data as { items: { kind: string; file: string; message: string }[] };
    // The same items as the text list counts in its first line.
    const { items: expected, lines } = checkLaunch({ rootDir: dir });
    expect(items).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(lines[0]).toBe(`Avant la mise en ligne : ${items.length} éléments à fournir.`);
    for (const item of items) {
      expect(Object.keys(KINDS)).toContain(item.kind);
      expect(item).toEqual(expect.objectContaining({ file: expect.stringMatching(/^(content|public)\//), message: expect.any(String) }));
    }
  }, 60_000);
});

describe('content:check --mise-en-ligne', () => {
  /** The launch fixture with one more example review, so two items share one sentence. */
  function twoExampleReviews() {
    const fixture = join(ROOT, 'tests/fixtures/mise-en-ligne/a-completer');
    const dir = mkdtempSync(join(tmpdir(), 'mise-en-ligne-'));
    made.push(dir);
    cpSync(fixture, dir, { recursive: true });
    const reviews = join(dir, 'content/avis/vaugirard-reunion.yaml');
    writeFileSync(
      reviews,
      readFileSync(reviews, 'utf8').replace('    url: https://www.trustpilot.com/reviews/65a1b2c3d4e5f60\n', '    exemple: true\n'),
    );
    return checkLaunch({ rootDir: ROOT, contentDir: join(dir, 'content'), publicDir: join(dir, 'public'), label: 'content' });
  }

  it('starts with what is missing, by kind and by file, with counts; a shared sentence is written once, with its places under it', () => {
    const { lines, items, failed } = twoExampleReviews();
    expect(failed).toBe(true);
    expect(lines.slice(0, 5)).toEqual([
      'Avant la mise en ligne : 11 éléments à fournir.',
      '',
      'Par sorte :',
      '  Avis clients : 2',
      '  Notes des partenaires : 1',
    ]);
    expect(lines).toContain('Par fichier :');
    expect(lines).toContain('  content/avis/vaugirard-reunion.yaml : 2');
    const review = "avis inventé : à remplacer par un vrai avis, avec l'adresse « url » de l'avis original, ou à supprimer";
    expect(lines.filter((line) => line.includes(review))).toEqual([`  ${review} (2 endroits) :`]);
    expect(lines).toContain('    content/avis/vaugirard-reunion.yaml : champ « avis[1] », ligne 5 ; champ « avis[2] », ligne 16');
    expect(items.filter((item) => item.kind === 'avis')).toHaveLength(2);
    expect(Object.keys(KINDS)).toContain('avis');
  });
});

describe('content:check --mise-en-ligne, the capacities to confirm', () => {
  it('lists every formula that takes more people than the largest layout of its rooms, with its file, line and field', () => {
    const dir = projectWith(join(ROOT, 'tests/fixtures/contenu-erreurs/119-avertissement-capacite-au-dela-des-dispositions'));
    const { warnings } = checkContent({ rootDir: dir, label: 'content' });
    const { items, lines } = checkLaunch({ rootDir: dir, label: 'content' });
    const capacities = items.filter((item) => item.kind === 'capacites');
    // Every such warning of the content check, and only those: the other warnings are the copywriter's.
    expect(capacities.map(({ kind: _, ...warning }) => warning)).toEqual(warnings.filter((warning) => warning.toConfirm));
    expect(capacities).toContainEqual(
      expect.objectContaining({
        file: 'content/formules/vaugirard/location-seche-8h.yaml',
        line: 7,
        field: 'capacite',
        message: expect.stringContaining(
          "jusqu'à 30 personnes, mais la plus grande disposition de ses salles pour ses événements, « Théâtre »",
        ),
      }),
    );
    // The real catalogue's own: the two-room day hire at Montparnasse, « up to 45 » where the largest layout seats 35.
    expect(capacities).toContainEqual(
      expect.objectContaining({ file: 'content/formules/montparnasse/location-seche-deux-salles-8h.yaml', field: 'capacite' }),
    );
    expect(lines).toContain(`  ${KINDS.capacites} : ${capacities.length}`);
  }, 60_000);
});

describe('content:check --mise-en-ligne, the English pages', () => {
  it('lists the English pages still to write, per type of page, with the French file of each, without blocking', () => {
    const dir = mkdtempSync(join(tmpdir(), 'anglais-'));
    made.push(dir);
    cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
    rmSync(join(dir, 'content/en/produits/montparnasse'), { recursive: true });
    rmSync(join(dir, 'content/en/lieux/vaugirard.mdx'));
    const { sources } = checkContent({ rootDir: ROOT, contentDir: join(dir, 'content'), label: 'content' });
    expect(missingEnglish(sources)).toEqual([
      '',
      'Pages anglaises manquantes (la mise en ligne n’en dépend pas : une page anglaise existe quand son texte est écrit, docs/redaction.md) :',
      '  lieux : 1 sur 2 (vaugirard)',
      '  pages produit : 3 sur 6 (montparnasse/location-de-salle-pour-soiree-entreprise-paris-14, montparnasse/salle-de-formation-proche-gare-montparnasse-paris, montparnasse/salle-de-reunion-montparnasse-paris-14)',
    ]);
  });

  it('lists nothing when every professional page but the French-only ones is translated', () => {
    const { sources } = checkContent({ rootDir: ROOT });
    expect(missingEnglish(sources)).toEqual([]);
  });
});

describe('photos uploaded from the browser editor', () => {
  it('refuses a file that is not a photo, and a photo above 2 Mo, in French', () => {
    const dir = mkdtempSync(join(tmpdir(), 'photos-'));
    made.push(dir);
    cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
    cpSync(join(ROOT, 'public'), join(dir, 'public'), { recursive: true });
    writeFileSync(join(dir, 'public/images/devis.jpg'), '%PDF-1.7 un devis enregistré sous le nom d’une photo');
    writeFileSync(
      join(dir, 'public/images/telephone.jpg'),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3 * 1024 * 1024)]),
    );
    const product = join(dir, 'content/produits/vaugirard/salle-de-reunion-paris-15.mdx');
    const page = join(dir, 'content/produits/vaugirard/salle-de-formation-paris-15.mdx');
    writeFileSync(product, readFileSync(product, 'utf8').replace(/^imageSrc: .*$/m, 'imageSrc: /images/devis.jpg'));
    writeFileSync(page, readFileSync(page, 'utf8').replace(/^imageSrc: .*$/m, 'imageSrc: /images/telephone.jpg'));
    const { lines } = checkContent({ rootDir: ROOT, contentDir: join(dir, 'content'), publicDir: join(dir, 'public'), label: 'content' });
    expect(lines.filter((line) => line.includes('« imageSrc »'))).toEqual([
      'content/produits/vaugirard/salle-de-formation-paris-15.mdx, ligne 10, champ « imageSrc » : la photo « /images/telephone.jpg » pèse 3 Mo (attendu : au plus 2 Mo ; réduisez-la, par exemple à 2000 pixels de large).',
      "content/produits/vaugirard/salle-de-reunion-paris-15.mdx, ligne 10, champ « imageSrc » : le fichier « /images/devis.jpg » n'est pas une photo (attendu : une image JPEG, PNG, WebP ou AVIF).",
    ]);
  });
});
