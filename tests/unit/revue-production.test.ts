// The review reads what production will serve (#52): a dependency update named and its pages
// compared, the public answers outside the pages (robots.txt, the sitemap, the 404 pages, the head's
// tags, the security headers, the acceptance and sign-in pages), a stale build never read, the
// figure filter kept to the sentences a figure alone changed, pages a build could not serve always
// said. Pages are read from HTML fixtures, a build folder from a fake one served by a tiny server;
// the same pull requests reviewed on copies of the project are in tests/integration/revue.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockers, nothingVisible, review, type Side } from '../../scripts/revue/diff';
import { pageView } from '../../scripts/revue/html';
import { reportLines } from '../../scripts/revue/report';
import { filesHash, packagesOf, staleBuild, viewsOf } from '../../scripts/revue/sides';
import type { Answer, Figure, Page, VisitorModel } from '../../scripts/revue/types';
import { ROOT } from '../support/project-copy';
import { MEETING_15_PAGE } from '../support/revue';

const FR = MEETING_15_PAGE;
const TRAINING: Page = {
  path: '/locations/salles-rive-gauche-vaugirard/salle-de-formation-paris-15',
  type: 'produit',
  title: 'Salle de formation à Paris 15',
  source: 'content/produits/vaugirard/salle-de-formation-paris-15.mdx',
};
const clean = { problems: [], warnings: [], launch: [] };
const model = (pages: Page[], extra: Partial<VisitorModel> = {}): VisitorModel => ({
  brand: 'salles-rive-gauche',
  pages,
  figures: [],
  redirects: [],
  files: Object.fromEntries(pages.map((page) => [page.source!, 'h'])),
  meanings: {},
  ...extra,
});
const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="fr"><head><title>Salle</title>${head}</head><body><main><h1>La salle</h1>${body}</main></body></html>`;
const built = (views: Record<string, string>, extra: Partial<Side> = {}, modelExtra: Partial<VisitorModel> = {}): Side => ({
  model: model([FR, TRAINING], modelExtra),
  views: new Map(Object.entries(views).map(([path, html]) => [path, pageView(html)])),
  check: clean,
  ...extra,
});
const SAME = { [FR.path]: page('<p>Une salle calme.</p>'), [TRAINING.path]: page('<p>Une salle de formation.</p>') };

describe('une mise à jour des dépendances', () => {
  const lockfile = (next: string) =>
    JSON.stringify({
      packages: {
        '': { name: 'srg', dependencies: { next } },
        'node_modules/next': { version: next },
        'node_modules/react': { version: '19.2.0' },
        'node_modules/postcss': { version: '8.5.6' },
        'node_modules/next/node_modules/postcss': { version: '8.4.31' },
      },
    });

  it('lit chaque paquet du fichier de verrouillage avec sa version, un paquet installé deux fois avec ses deux versions', () => {
    expect(packagesOf(lockfile('16.0.1'))).toEqual({ next: '16.0.1', postcss: '8.4.31, 8.5.6', react: '19.2.0' });
  });

  const sides = (headViews: Record<string, string>) =>
    review(built(SAME, { packages: packagesOf(lockfile('16.0.1')) }), built(headViews, { packages: packagesOf(lockfile('16.0.2')) }), {
      files: ['package-lock.json', 'package.json'],
    });

  it('next 16.0.1 → 16.0.2 qui change le HTML : le paquet nommé en tête, ancien → nouveau, et la phrase changée ; ne bloque pas', () => {
    const r = sides({ ...SAME, [FR.path]: page('<p>Une salle calme.</p><p>Réservez-la en ligne.</p>') });
    const lines = reportLines(r);
    expect(lines.slice(0, 4)).toEqual([
      '## Ce que cette pull request change pour les visiteurs',
      '',
      '### Dépendances (1) : les pages sont comparées depuis les deux constructions, chacune avec ses versions',
      '- `next` : 16.0.1 → 16.0.2',
    ]);
    expect(lines).toContain(`**\`${FR.path}\` (« Salle de réunion à Paris 15 »)**`);
    expect(lines).toContain('- Section « La salle » : ajouté : « Réservez-la en ligne. »');
    expect(blockers(r)).toEqual([]);
  });

  it('next 16.0.1 → 16.0.2 qui ne change rien : le paquet nommé, puis « Rien de visible » depuis les deux constructions', () => {
    const r = sides(SAME);
    expect(nothingVisible(r)).toBe(true);
    expect(reportLines(r).slice(3, 6)).toEqual([
      '- `next` : 16.0.1 → 16.0.2',
      '',
      '**Rien de visible** : 2 fichiers modifiés, aucun changement pour les visiteurs (pages, chiffres, textes, photos et vérification du contenu identiques).',
    ]);
  });
});

describe('les réponses publiques hors des pages', () => {
  it('une règle de robots.txt qui interdit /locations : dite en mots, et la fusion bloquée', () => {
    const robots = ['allow * /', 'sitemap /sitemap.xml'];
    const r = review(built(SAME, {}, { robots }), built(SAME, {}, { robots: [...robots, 'disallow * /locations'] }), {
      files: ['lib/seo/metadata.ts'],
    });
    const lines = reportLines(r);
    expect(blockers(r)).toEqual(['robots.txt : /locations désormais interdit aux moteurs.']);
    expect(lines.slice(2, 4)).toEqual([
      '### ⛔ Fusion bloquée (1) : la vérification « revue » échoue',
      '- robots.txt : /locations désormais interdit aux moteurs.',
    ]);
    const part = lines.indexOf('### Moteurs de recherche et réponses hors des pages');
    expect(lines[part + 1]).toBe('- robots.txt : /locations désormais interdit aux moteurs');
    expect(nothingVisible(r)).toBe(false);
  });

  it('une page retirée du plan du site mais toujours en ligne est dite ; une page ajoutée n’y est pas répétée', () => {
    const r = review(built(SAME, {}, { sitemap: ['/', FR.path, TRAINING.path] }), built(SAME, {}, { sitemap: ['/', FR.path] }), {
      files: ['lib/view/sitemap.ts'],
    });
    expect(r.answers).toEqual([
      { text: `Plan du site (sitemap.xml) : ${TRAINING.path} n’y est plus (les moteurs la découvriront moins vite)` },
    ]);
    expect(blockers(r)).toEqual([]);
  });

  it('l’adresse canonique changée : dite sous son nom, mot à mot ; ne bloque pas', () => {
    const canonical = (path: string) => `<link rel="canonical" href="https://salles-rive-gauche.fr${path}">`;
    const r = review(
      built({ ...SAME, [FR.path]: page('<p>Une salle calme.</p>', canonical(FR.path)) }),
      built({ ...SAME, [FR.path]: page('<p>Une salle calme.</p>', canonical(TRAINING.path)) }),
      { files: ['lib/seo/metadata.ts'] },
    );
    expect(reportLines(r)).toContain(
      `- Adresse canonique (\`canonical\`, celle que les moteurs retiennent) : « ~~${FR.path}~~ **${TRAINING.path}** »`,
    );
    expect(blockers(r)).toEqual([]);
  });

  it('lit hreflang et la balise robots de chaque page', () => {
    const head =
      '<meta name="robots" content="noindex, nofollow"><link rel="alternate" hreflang="en" href="https://salles-rive-gauche.fr/en/x">';
    expect(pageView(page('', head)).meta).toEqual([
      { field: 'title', text: 'Salle' },
      { field: 'robots', text: 'noindex, nofollow' },
      { field: 'hreflang:en', text: '/en/x' },
    ]);
  });

  it('la page introuvable : son texte, son statut et un en-tête de sécurité changés, chacun en mots', () => {
    const answer = (text: string, status: string, frame: string): Answer => ({
      status,
      headers: { 'x-frame-options': frame },
      view: pageView(page(`<p>${text}</p>`).replace('<h1>La salle</h1>', '<h1>Page introuvable</h1>')),
    });
    const answers = (a: Answer) => new Map([['/page-introuvable-revue', a]]);
    const r = review(
      built(SAME, { answers: answers(answer('Cette page n’existe pas.', '404', 'DENY')) }),
      built(SAME, { answers: answers(answer('Cette page n’existe plus.', '200', 'SAMEORIGIN')) }),
      { files: ['app/(fr)/not-found.tsx'] },
    );
    const lines = reportLines(r);
    expect(lines).toContain('- /page-introuvable-revue (page introuvable (404, français)) : répondait 404, répond 200');
    expect(lines).toContain(
      '- En-tête de sécurité X-Frame-Options de /page-introuvable-revue (page introuvable (404, français)) : « DENY » → « SAMEORIGIN »',
    );
    const texts = lines.indexOf('**`/page-introuvable-revue` (« page introuvable (404, français) »)**');
    expect(lines[texts + 1]).toBe('- Section « Page introuvable » : « Cette page n’existe ~~pas.~~ **plus.** »');
    expect(blockers(r)).toEqual([]);
  });
});

describe('les phrases et les chiffres', () => {
  const capacity = (value: string): Figure => ({
    key: 'capacite:vaugirard-location-seche-4h',
    label: 'Capacité, formule « Location sèche demi-journée »',
    value,
    shownOn: [{ path: FR.path, where: 'fiche de la formule' }],
  });

  it('une capacité 25 → 30 et une phrase reformulée sur une autre page : la phrase reformulée est dite, celle que seul le chiffre change ne l’est pas', () => {
    const before = {
      [FR.path]: page('<p>Capacité : jusqu’à 25 personnes.</p>'),
      [TRAINING.path]: page('<p>La salle accueille jusqu’à 25 personnes, dans un cadre lumineux.</p>'),
    };
    const after = {
      [FR.path]: page('<p>Capacité : jusqu’à 30 personnes.</p>'),
      [TRAINING.path]: page('<p>La salle accueille jusqu’à 30 personnes, dans un cadre clair.</p>'),
    };
    const r = review(
      built(before, {}, { figures: [capacity('jusqu’à 25 personnes')] }),
      built(after, {}, { figures: [capacity('jusqu’à 30 personnes')] }),
      { files: ['content/formules/vaugirard/location-seche-4h.yaml', TRAINING.source!] },
    );
    const lines = reportLines(r);
    expect(lines).toContain('- Capacité, formule « Location sèche demi-journée » : jusqu’à 25 personnes → jusqu’à 30 personnes');
    expect(lines).toContain(
      '- Section « La salle » : « La salle accueille jusqu’à ~~25~~ **30** personnes, dans un cadre ~~lumineux.~~ **clair.** »',
    );
    expect(r.texts.map((entry) => entry.page.path)).toEqual([TRAINING.path]);
  });

  it('un chiffre que la préversion montre autrement que la production (un brouillon compté) est dit comme tel', () => {
    const price = (value: string): Figure => ({
      key: 'depart:/locations/salles-rive-gauche-vaugirard:',
      label: 'Prix « à partir de », lieu « Vaugirard »',
      value,
      shownOn: [],
    });
    const r = review(built(SAME), built(SAME, {}, { figures: [price('400 € HT')], previewFigures: [price('300 € HT')] }), {
      files: [FR.source!],
    });
    const lines = reportLines(r);
    expect(lines).toContain('**Sur la préversion** (brouillons visibles), ces chiffres diffèrent de ce que la production montre :');
    expect(lines).toContain('- Prix « à partir de », lieu « Vaugirard » : 300 € HT sur la préversion, 400 € HT en production');
  });
});

describe('une construction locale', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'revue-construction-'));
    mkdirSync(join(dir, '.next'));
    writeFileSync(join(dir, '.next/BUILD_ID'), 'x');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('faite depuis d’autres fichiers : périmée, avec le commit et l’état d’où elle vient ; ses pages ne sont pas lues, et c’est dit', () => {
    const files = { 'content/site.yaml': 'a' };
    writeFileSync(join(dir, '.next/revue-construction.json'), JSON.stringify({ commit: 'abc1234', dirty: true, files: filesHash(files) }));
    expect(staleBuild(dir, files)).toBeUndefined();
    const stale = staleBuild(dir, { 'content/site.yaml': 'b' });
    expect(stale).toBe('ses fichiers ont changé depuis sa construction (faite depuis abc1234 avec des modifications non commitées)');
    const r = review(built(SAME), { model: model([FR, TRAINING]), stale, check: clean }, { files: ['content/site.yaml'] });
    expect(reportLines(r)).toContain(
      `> ⚠️ La construction de la tête est périmée : ${stale} ; ses pages ne sont pas lues (npm run revue -- --construire la refait).`,
    );
    expect(nothingVisible(r)).toBe(false);
  });

  it('reconstruite par npm run revue -- --construire : dit en tête, sans empêcher « Rien de visible »', () => {
    const r = review(built(SAME), built(SAME, { rebuilt: 'ses fichiers ont changé depuis sa construction (faite depuis abc1234)' }), {
      files: [FR.source!],
    });
    expect(reportLines(r).slice(0, 4)).toEqual([
      '## Ce que cette pull request change pour les visiteurs',
      '',
      '> ℹ️ La tête a été reconstruite : ses fichiers ont changé depuis sa construction (faite depuis abc1234).',
      '',
    ]);
    expect(nothingVisible(r)).toBe(true);
  });
});

describe('une construction qui ne sert pas toutes ses pages', () => {
  let dir: string;
  beforeAll(() => {
    // A build folder: the home page built, /calcul rendered on demand by its server, which answers 500.
    // In the project's .tmp: its server is started with the project's tsx.
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.tmp', 'revue-500-'));
    mkdirSync(join(dir, '.next/server/app'), { recursive: true });
    writeFileSync(join(dir, '.next/BUILD_ID'), 'x');
    writeFileSync(join(dir, '.next/server/app/index.html'), page('<p>Accueil.</p>'));
    writeFileSync(
      join(dir, 'server.ts'),
      `import { createServer } from 'node:http';
const port = Number(process.argv[process.argv.indexOf('-p') + 1]);
createServer((request, response) => {
  const status = request.url === '/calcul' ? 500 : request.url === '/devis' ? 200 : 404;
  response.writeHead(status, { 'content-type': 'text/html', 'x-frame-options': 'DENY' });
  response.end('<html><body><main><h1>Réponse</h1><p>Statut ' + status + '.</p></main></body></html>');
}).listen(port, '127.0.0.1');
`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('une page qui répond 500 : comptée avec son statut et nommée, toujours en alerte, jamais « Rien de visible »', async () => {
    const read = await viewsOf(dir, ['/', '/calcul', '/devis']);
    expect([...read.views.keys()].sort()).toEqual(['/', '/devis']);
    expect(read.failed).toEqual({ 500: 1 });
    expect(read.failedPaths).toEqual(['/calcul']);
    expect(read.answers?.get('/page-introuvable-revue')).toMatchObject({ status: '404', headers: { 'x-frame-options': 'DENY' } });
    const r = review(built(SAME), built(SAME, { dropped: { counts: read.failed, paths: read.failedPaths } }), { files: [FR.source!] });
    expect(reportLines(r)).toContain(
      '> ⚠️ Pages de la tête que sa construction n’a pas servies : 1 page a répondu 500 (/calcul) ; leurs textes ne sont pas comparés.',
    );
    expect(nothingVisible(r)).toBe(false);
  }, 60_000);
});
