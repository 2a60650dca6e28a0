// The pull request's comment (scripts/revue/comment.ts): its body, cut at GitHub's limit, and its
// creation or update, against GitHub's answers as its REST API gives them (tests/fixtures/github/).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedFiles, stale } from '../../scripts/revue/captures-branch';
import { commentBody, GITHUB_LIMIT, MARKER, outdatedBody, upsertComment } from '../../scripts/revue/comment';
import { ROOT } from '../support/project-copy';

const payload = (name: string) => readFileSync(join(ROOT, 'tests/fixtures/github', name), 'utf8');
const REPORT =
  '## Ce que cette pull request change pour les visiteurs\n\n**Rien de visible** : 1 fichier modifié, aucun changement pour les visiteurs.\n';
const INPUT = {
  report: REPORT,
  previewUrl: 'https://salles-rive-gauche-git-prix-ag-srg.vercel.app',
  sha: '4f2c9ab81d0e3c5a7b9d1f2e4a6c8b0d2e4f6a8c',
  artifactUrl: 'https://github.com/salles-rive-gauche/site/actions/runs/11960013370/artifacts/2214468897',
  captures: 2,
};

describe('le corps du commentaire', () => {
  it("commence par la marque et l'adresse de la préversion, nomme l'artefact des captures, puis donne le rapport", () => {
    expect(commentBody(INPUT).split('\n')).toEqual([
      MARKER,
      '**Préversion** de 4f2c9ab : https://salles-rive-gauche-git-prix-ag-srg.vercel.app',
      "Les brouillons y sont visibles (bandeau « Brouillon ») et aucune page n'y est indexée. Comment lire ce qui suit : docs/revue.md.",
      "Rapport complet et captures d'écran avant/après (375 px) de 2 pages modifiées : artefact « revue » du workflow, https://github.com/salles-rive-gauche/site/actions/runs/11960013370/artifacts/2214468897",
      '',
      '## Ce que cette pull request change pour les visiteurs',
      '',
      '**Rien de visible** : 1 fichier modifié, aucun changement pour les visiteurs.',
      '',
    ]);
  });

  it('coupe un rapport trop long à une ligne, sous la limite de GitHub, et dit où est le rapport complet', () => {
    const lines = Array.from({ length: 4000 }, (_, i) => `- Section « Nos formules » : ajouté : « phrase numéro ${i} de la page »`);
    const body = commentBody({
      ...INPUT,
      report: `${REPORT}\n${lines.join('\n')}\n\n<details><summary>Fichiers modifiés (1)</summary>\n\n- a\n\n</details>\n`,
    });
    expect(body.length).toBeLessThanOrEqual(GITHUB_LIMIT);
    const kept = body.split('\n');
    expect(kept.at(-2)).toBe(
      `> ✂️ Rapport coupé à la limite d'un commentaire GitHub (${GITHUB_LIMIT} caractères). Le rapport complet est dans l'artefact « revue » : ${INPUT.artifactUrl}`,
    );
    expect(kept.at(-4)).toMatch(/^- Section « Nos formules » : ajouté : « phrase numéro \d+ de la page »$/);
  });

  it("sans préversion (déploiement absent), le dit au lieu d'une adresse", () => {
    expect(
      commentBody({ ...INPUT, previewUrl: undefined, artifactUrl: undefined, captures: 0 })
        .split('\n')
        .slice(1, 4),
    ).toEqual([
      "**Préversion** de 4f2c9ab : pas d'adresse (déploiement absent).",
      "Les brouillons y sont visibles (bandeau « Brouillon ») et aucune page n'y est indexée. Comment lire ce qui suit : docs/revue.md.",
      '',
    ]);
  });
});

describe('les captures dans le commentaire', () => {
  const url = 'https://github.com/salles-rive-gauche/site/raw/revue-captures/pr-45/4f2c9ab/';
  const index = {
    pages: Array.from({ length: 12 }, (_, i) => ({
      path: `/locations/page-${i}`,
      avant: `locations_page-${i}-avant-2-section.png`,
      apres: `locations_page-${i}-apres-2-section.png`,
    })),
  };

  it('avant et après côte à côte, repliés, pour les 10 premières pages, depuis la branche revue-captures', () => {
    const lines = commentBody({ ...INPUT, captures: 12, shown: { url, index } }).split('\n');
    const start = lines.indexOf('<details><summary>Captures avant / après, sur téléphone (10 pages)</summary>');
    expect(lines.slice(start + 1, start + 7)).toEqual([
      '',
      '`/locations/page-0`',
      '',
      '| Avant | Après |',
      '| --- | --- |',
      `| <img src="${url}locations_page-0-avant-2-section.png" width="280" alt="avant"> | <img src="${url}locations_page-0-apres-2-section.png" width="280" alt="après"> |`,
    ]);
    expect(lines.filter((line) => line.startsWith('| <img'))).toHaveLength(10);
    expect(lines.indexOf('## Ce que cette pull request change pour les visiteurs')).toBeGreaterThan(start);
  });

  it('publie les deux captures des 10 premières pages ; retire les dossiers des pull requests fermées et l’ancien de celle-ci', () => {
    expect(publishedFiles(index)).toHaveLength(20);
    expect(stale(['pr-12', 'pr-45', 'pr-51', 'LISEZMOI.md'], [45, 51], 45)).toEqual(['pr-12', 'pr-45']);
  });
});

describe('le commentaire périmé', () => {
  const reason = "les tests (failure) ou la préversion (skipped) n'ont pas abouti, aucune revue n'a pu être faite.";
  const banner = (sha: string) =>
    `> ⛔ **Revue périmée** pour ${sha} : ${reason} La revue ci-dessous est celle d'un commit précédent, pas de celui-ci.`;

  it('marque la revue d’un commit plus ancien comme périmée pour le nouveau, au-dessus d’elle, sans l’effacer', () => {
    const older = commentBody(INPUT);
    const lines = outdatedBody(older, 'b71e0c2d', reason).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      MARKER,
      banner('b71e0c2'),
      '**Préversion** de 4f2c9ab : https://salles-rive-gauche-git-prix-ag-srg.vercel.app',
    ]);
    expect(lines).toContain('**Rien de visible** : 1 fichier modifié, aucun changement pour les visiteurs.');
  });

  it('un second échec remplace la marque, sans l’empiler ; sans revue antérieure, la marque seule', () => {
    const twice = outdatedBody(outdatedBody(commentBody(INPUT), 'b71e0c2d', reason), 'c0ffee12', reason).split('\n');
    expect(twice.filter((line) => line.includes('Revue périmée'))).toEqual([banner('c0ffee1')]);
    expect(outdatedBody(undefined, 'c0ffee12', reason)).toBe(`${MARKER}\n${banner('c0ffee1')}`);
  });
});

type Call = { method: string; url: string; body?: unknown };

/** GitHub as recorded: two pages of comments (ours on the second), or one page without ours. */
function github(pages: string[][]) {
  const calls: Call[] = [];
  const api = 'https://api.github.com/repos/salles-rive-gauche/site/issues';
  const fake = (async (url: string, init: { method?: string; body?: string } = {}) => {
    calls.push({ method: init.method ?? 'GET', url, ...(init.body && { body: JSON.parse(init.body) }) });
    const page = /[?&]page=(\d+)/.exec(url)?.[1];
    if ((init.method ?? 'GET') === 'GET') {
      const index = page ? Number(page) - 1 : 0;
      const next =
        index + 1 < pages.length
          ? `<${api}/57/comments?per_page=100&page=${index + 2}>; rel="next", <${api}/57/comments?per_page=100&page=${pages.length}>; rel="last"`
          : '';
      return new Response(
        `[${pages[index]!.map(payload)
          .map((text) => text.trim().slice(1, -1))
          .join(',')}]`,
        { status: 200, headers: next ? { link: next } : {} },
      );
    }
    if (init.method === 'POST') return new Response(payload('commentaire-cree.json'), { status: 201 });
    return new Response(payload('commentaires-page-2.json').trim().slice(1, -1), { status: 200 });
  }) as unknown as typeof fetch;
  return { calls, fake };
}

const TARGET = { repository: 'salles-rive-gauche/site', issue: 57, token: 'jeton' };

describe('créer ou mettre à jour le commentaire', () => {
  it('met à jour notre commentaire, trouvé sur la deuxième page, sans toucher à une citation de la marque', async () => {
    const { calls, fake } = github([['commentaires-page-1.json'], ['commentaires-page-2.json']]);
    expect(await upsertComment(TARGET, 'nouveau corps', fake)).toEqual({ action: 'updated', id: 2470011873 });
    expect(calls).toEqual([
      { method: 'GET', url: 'https://api.github.com/repos/salles-rive-gauche/site/issues/57/comments?per_page=100' },
      { method: 'GET', url: 'https://api.github.com/repos/salles-rive-gauche/site/issues/57/comments?per_page=100&page=2' },
      {
        method: 'PATCH',
        url: 'https://api.github.com/repos/salles-rive-gauche/site/issues/comments/2470011873',
        body: { body: 'nouveau corps' },
      },
    ]);
  });

  it("le crée quand aucun commentaire n'est le nôtre", async () => {
    const { calls, fake } = github([['commentaires-page-1.json']]);
    expect(await upsertComment(TARGET, 'premier corps', fake)).toEqual({ action: 'created', id: 2471100452 });
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: 'https://api.github.com/repos/salles-rive-gauche/site/issues/57/comments',
      body: { body: 'premier corps' },
    });
  });

  it('dit en français ce que GitHub a refusé', async () => {
    const refused = (async () =>
      new Response('{"message":"Resource not accessible by integration"}', { status: 403 })) as unknown as typeof fetch;
    await expect(upsertComment(TARGET, 'corps', refused)).rejects.toThrow(
      'GitHub a répondu 403 à GET https://api.github.com/repos/salles-rive-gauche/site/issues/57/comments?per_page=100 : {"message":"Resource not accessible by integration"}',
    );
  });
});
