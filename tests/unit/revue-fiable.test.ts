// The review a reviewer can trust (#45): what a visitor or a search engine reads outside the body
// text compared, sentences cut only at their end, the production view, sides not read said and not
// compared, figures grouped by cause, links to the preview, and the verdict of the « revue » check.
// Built pages are read from HTML fixtures; the same pull requests reviewed without builds, on copies
// of the project, are in tests/integration/revue.test.ts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockers, nothingVisible, review, type Side } from '../../scripts/revue/diff';
import { pageView, sentencesOf } from '../../scripts/revue/html';
import { reportLines, shotsOf, textFragment } from '../../scripts/revue/report';
import { filesOf } from '../../scripts/revue/sides';
import { MEETING_15_EN_PAGE, MEETING_15_PAGE } from '../support/revue';
import type { Figure, Page, VisitorModel } from '../../scripts/revue/types';

const FR = MEETING_15_PAGE;
const EN = MEETING_15_EN_PAGE;
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

/** A built product page: its head (title, description, sharing card, JSON-LD), a photo with its alt text, a paragraph. */
const html = ({
  title = 'Salle de réunion Paris 15 – Vaugirard',
  alt = 'Réunion autour de tables en U',
  lang = 'fr',
  text = 'Une salle calme et équipée.',
} = {}) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title>
  <meta name="description" content="Louez une salle de réunion équipée à Paris 15.">
  <meta property="og:title" content="${title}"><meta property="og:url" content="https://salles-rive-gauche.fr/locations/x">
  <meta name="twitter:card" content="summary_large_image">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Salle de réunion","offers":{"price":"400","url":"https://salles-rive-gauche.fr/locations/x"}}</script>
  </head><body><main><h1>Salle de réunion à Paris 15</h1><img src="/images/vaugirard/pros/reunion-01.jpg" alt="${alt}"><p>${text}</p></main></body></html>`;

/** Both sides built: the page read from each piece of HTML. */
const built = (pages: Page[], views: Record<string, string>, extra: Partial<VisitorModel> = {}): Side => ({
  model: model(pages, extra),
  views: new Map(Object.entries(views).map(([path, page]) => [path, pageView(page)])),
  check: clean,
});

describe('ce qu’un visiteur ou un moteur de recherche lit hors du texte', () => {
  it('lit le titre, la description, les textes og: et twitter:, les textes alternatifs et le JSON-LD, les adresses réduites à leur chemin', () => {
    expect(pageView(html()).meta).toEqual([
      { field: 'title', text: 'Salle de réunion Paris 15 – Vaugirard' },
      { field: 'description', text: 'Louez une salle de réunion équipée à Paris 15.' },
      { field: 'og:title', text: 'Salle de réunion Paris 15 – Vaugirard' },
      { field: 'og:url', text: '/locations/x' },
      { field: 'twitter:card', text: 'summary_large_image' },
      { field: 'ld:@context', text: '/' },
      { field: 'ld:@type', text: 'Product' },
      { field: 'ld:name', text: 'Salle de réunion' },
      { field: 'ld:offers.price', text: '400' },
      { field: 'ld:offers.url', text: '/locations/x' },
      { field: 'alt:/images/vaugirard/pros/reunion-01.jpg', text: 'Réunion autour de tables en U' },
    ]);
  });

  it('un titre seul changé, pages construites : le titre, mot à mot, et la page modifiée', () => {
    const lines = reportLines(
      review(built([FR], { [FR.path]: html() }), built([FR], { [FR.path]: html({ title: 'Salle de réunion à Paris 15 – Vaugirard' }) }), {
        files: [FR.source!],
      }),
    );
    expect(lines).toContain(`- \`${FR.path}\` (« Salle de réunion à Paris 15 »)`);
    expect(lines).toContain('- Titre de la page (onglet, résultats de recherche) : « Salle de réunion **à** Paris 15 – Vaugirard »');
    expect(lines).toContain('- Aperçu au partage (`og:title`) : « Salle de réunion **à** Paris 15 – Vaugirard »');
  });

  it('un texte alternatif seul changé, pages construites : jamais « Rien de visible »', () => {
    const r = review(built([FR], { [FR.path]: html() }), built([FR], { [FR.path]: html({ alt: 'Réunion autour d’une table en U' }) }), {
      files: ['content/categories/reunion.yaml'],
    });
    expect(nothingVisible(r)).toBe(false);
    expect(reportLines(r)).toContain(
      '- Texte alternatif de la photo `/images/vaugirard/pros/reunion-01.jpg` : « Réunion autour ~~de tables~~ **d’une table** en U »',
    );
  });

  it('une page anglaise seule changée, pages construites : la page anglaise et sa phrase', () => {
    const before = { [FR.path]: html(), [EN.path]: html({ lang: 'en', text: 'A quiet, fully equipped room.' }) };
    const after = { ...before, [EN.path]: html({ lang: 'en', text: 'A calm, fully equipped room.' }) };
    const lines = reportLines(review(built([FR, EN], before), built([FR, EN], after), { files: [EN.source!] }));
    expect(lines).toContain(`**\`${EN.path}\` (« Meeting room in Paris 15 »)**`);
    expect(lines).toContain('- Section « Salle de réunion à Paris 15 » : « A ~~quiet,~~ **calm,** fully equipped room. »');
  });
});

describe('les phrases', () => {
  it('ne coupent pas après une abréviation : « Excl. », « incl. », « p. ex. », « M. »', () => {
    expect(sentencesOf('€400 Excl. VAT per half day. Coffee incl. Tea too.')).toEqual([
      '€400 Excl. VAT per half day.',
      'Coffee incl. Tea too.',
    ]);
    expect(sentencesOf('Des boissons, p. ex. Jus de pomme. M. Martin vous accueille.')).toEqual([
      'Des boissons, p. ex. Jus de pomme.',
      'M. Martin vous accueille.',
    ]);
  });
});

describe('la vue de la production', () => {
  it('une page passée en brouillon : absente de la production, la redirection à ajouter, et la fusion bloquée', () => {
    const r = review(
      { model: model([FR, EN]), check: clean },
      {
        model: model([
          { ...FR, draft: true },
          { ...EN, draft: true },
        ]),
        check: clean,
      },
      { files: [FR.source!] },
    );
    const lines = reportLines(r);
    expect(lines).toContain(
      `- \`${FR.path}\` (« Salle de réunion à Paris 15 ») : passée en brouillon, aucune redirection, ses liens et ses résultats de recherche mèneront à une page introuvable. Ajoutez une redirection dans \`content/site.yaml\` (champ « redirections »).`,
    );
    expect(blockers(r)).toEqual([
      `${FR.path} passée en brouillon sans redirection : absente de la production, ses liens mèneront à une page introuvable.`,
      `${EN.path} passée en brouillon sans redirection : absente de la production, ses liens mèneront à une page introuvable.`,
    ]);
    expect(r.added).toEqual([]);
    expect(r.changed).toEqual([]);
  });

  it('passée en brouillon, pages construites (la préversion la montre sous son bandeau) : absente de la production, pas « modifiée »', () => {
    const banner = html({ text: 'Brouillon : cette page n’est pas publiée. Une salle calme et équipée.' });
    const r = review(built([FR], { [FR.path]: html() }), built([{ ...FR, draft: true }], { [FR.path]: banner }), { files: [FR.source!] });
    expect(r.gone.map((page) => [page.path, page.madeDraft])).toEqual([[FR.path, true]]);
    expect(r.changed).toEqual([]);
    expect(r.texts).toEqual([]);
  });

  it('un brouillon ajouté : ajouté, dit absent de la production, ne bloque pas', () => {
    const r = review({ model: model([FR]), check: clean }, { model: model([FR, { ...EN, draft: true }]), check: clean });
    expect(reportLines(r)).toContain(`- \`${EN.path}\` (« Meeting room in Paris 15 ») : brouillon, absente de la production`);
    expect(blockers(r)).toEqual([]);
  });

  it('passée en brouillon avec sa redirection : ne bloque pas', () => {
    const r = review(
      { model: model([FR]), check: clean },
      {
        model: model([{ ...FR, draft: true }], { redirects: [{ from: FR.path, to: '/prestations/location-salles-de-reunion-paris' }] }),
        check: clean,
      },
      { files: [FR.source!] },
    );
    expect(reportLines(r)).toContain(
      `- \`${FR.path}\` (« Salle de réunion à Paris 15 ») → passée en brouillon, redirection permanente vers \`/prestations/location-salles-de-reunion-paris\``,
    );
    expect(blockers(r)).toEqual([]);
  });
});

describe('jamais silencieux : un côté non lu n’est pas comparé, et bloque', () => {
  const photo = '/images/vaugirard/pros/reunion-01.jpg';
  const base = built([FR], { [FR.path]: html() });

  it('une préversion protégée (401) : « non lue », le statut et le nombre, aucune photo ni phrase retirée, la fusion bloquée', () => {
    const head: Side = { model: model([FR]), unread: { 401: 55 }, check: clean };
    const r = review(base, head, { files: [FR.source!] });
    const lines = reportLines(r);
    const reason =
      'Pages de la tête non lues : 55 pages ont répondu 401 ; ni textes, ni photos, ni titres n’en sont comparés. La préversion est protégée : réglez le secret VERCEL\\_AUTOMATION\\_BYPASS\\_SECRET (docs/deploiement.md).';
    expect(lines.slice(0, 4)).toEqual([
      '## Ce que cette pull request change pour les visiteurs',
      '',
      '### ⛔ Fusion bloquée (1) : la vérification « revue » échoue',
      `- ${reason}`,
    ]);
    expect(r.photos).toEqual({ added: [], replaced: [], removed: [] });
    expect(lines.filter((line) => line.includes('retiré') || line.includes('Retirée') || line.includes(photo))).toEqual([]);
    expect(nothingVisible(r)).toBe(false);
  });

  it('une base construite en préversion, une tête pour la production : rien de comparé, et dit ; ni badge ni phrase « retirés »', () => {
    const preview = html({ text: 'Exemple. Une salle calme et équipée.' });
    const production = html({ text: 'Une salle calme et équipée.' });
    const r = review(
      { ...built([FR], { [FR.path]: preview }), build: 'préversion' },
      { ...built([FR], { [FR.path]: production }), build: 'production' },
      { files: [FR.source!] },
    );
    expect(r.texts).toEqual([]);
    expect(r.shared).toEqual([]);
    expect(reportLines(r)).toContain(
      '> ⚠️ La base est construite en préversion, la tête en production (exemples, brouillons et bandeau n’y sont pas les mêmes) : ni textes, ni photos, ni titres n’en sont comparés. Lancez npm run revue -- --construire, qui construit chaque côté en préversion.',
    );
    expect(nothingVisible(r)).toBe(false);
    // Built the same way, the same pages are compared as usual.
    const same = review(
      { ...built([FR], { [FR.path]: preview }), build: 'préversion' },
      { ...built([FR], { [FR.path]: html({ text: 'Exemple. Une salle calme, lumineuse et équipée.' }) }), build: 'préversion' },
      { files: [FR.source!] },
    );
    expect(same.texts.map((page) => page.page.path)).toEqual([FR.path]);
  });

  it('une préversion en échec (500, erreurs réseau) : chaque statut compté', () => {
    const r = review(base, { model: model([FR]), unread: { 500: 3, 'erreur réseau': 1 }, check: clean }, { files: [FR.source!] });
    expect(blockers(r)).toEqual([
      'Pages de la tête non lues : 3 pages ont répondu 500, 1 page a répondu erreur réseau ; ni textes, ni photos, ni titres n’en sont comparés.',
    ]);
  });

  it('une tête dont le contenu est illisible : une ligne (fichier et champ), aucun élément « fourni », aucun avertissement « levé »', () => {
    const problem = 'content/site.yaml, champ « extra_links[1].href » : le lien « /x » ne mène à aucune page du site.';
    const baseSide: Side = {
      model: model([FR]),
      check: { problems: [], warnings: ['content/a.yaml : à vérifier.'], launch: ['content/avis/a.yaml : avis d’exemple.'] },
    };
    const head: Side = {
      modelError: 'Error: …',
      check: { problems: [problem, 'content/b.yaml : autre.'], warnings: [], launch: undefined },
    };
    const r = review(baseSide, head, { files: ['content/site.yaml'] });
    expect(r.check).toEqual({ added: [`Nouveau problème : ${problem}`, 'Nouveau problème : content/b.yaml : autre.'], removed: [] });
    expect(blockers(r)).toContain(`Contenu de la tête illisible : ${problem} (et 1 autre problème du contenu)`);
  });
});

describe('le verdict de la vérification « revue »', () => {
  it('un nouvel avertissement ou un nouvel élément à fournir bloque ; un élément fourni, non', () => {
    const side = (check: Side['check']): Side => ({ model: model([FR]), check });
    const warned = review(side(clean), side({ ...clean, warnings: ['content/a.yaml : deux chiffres se contredisent.'] }));
    expect(blockers(warned)).toEqual([
      'La vérification du contenu a un nouvel élément (avertissement, problème ou élément à fournir avant la mise en ligne) : voir « Vérification du contenu ».',
    ]);
    expect(blockers(review(side(clean), side({ ...clean, launch: ['content/avis/a.yaml : avis d’exemple.'] })))).toHaveLength(1);
    expect(blockers(review(side({ ...clean, launch: ['content/avis/a.yaml : avis d’exemple.'] }), side(clean)))).toEqual([]);
  });

  it('rien de visible : ne bloque pas', () => {
    const side = built([FR], { [FR.path]: html() });
    const r = review(side, side, { files: [FR.source!] });
    expect(nothingVisible(r)).toBe(true);
    expect(blockers(r)).toEqual([]);
  });
});

describe('regroupé par cause', () => {
  const figure = (key: string, label: string, value: string, shownOn: string[], causes?: string[]): Figure => ({
    key,
    label,
    value,
    shownOn: shownOn.map((path) => ({ path, where: 'encadré de réservation' })),
    ...(causes && { causes }),
  });
  it('le prix d’une formule : une entrée, chaque « à partir de » qu’il déplace dessous, pages anglaises comprises', () => {
    const figures = (price: string) => [
      figure('prix:vaugirard-location-seche-4h', 'Prix, formule « Location sèche demi-journée »', price, [FR.path, EN.path]),
      figure(
        'depart:x',
        'Prix « à partir de », page « Salle de réunion à Paris 15 »',
        price,
        [FR.path, EN.path],
        ['prix:vaugirard-location-seche-4h'],
      ),
    ];
    const r = review(
      { model: model([FR, EN], { figures: figures('400 €') }), check: clean },
      { model: model([FR, EN], { figures: figures('360 €') }), check: clean },
      { files: ['content/formules/vaugirard/location-seche-4h.yaml'] },
    );
    const lines = reportLines(r);
    const at = lines.indexOf('### Chiffres');
    expect(lines.slice(at + 1, at + 5)).toEqual([
      '- Prix, formule « Location sèche demi-journée » : 400 € → 360 €',
      `  - affiché sur : \`${FR.path}\` (encadré de réservation) · \`${EN.path}\` (encadré de réservation)`,
      '  - ce qui en découle : Prix « à partir de », page « Salle de réunion à Paris 15 » : 400 € → 360 €',
      `    - affiché sur : \`${FR.path}\` (encadré de réservation) · \`${EN.path}\` (encadré de réservation)`,
    ]);
    expect(r.changed).toEqual([FR, EN]);
  });
});

describe('où regarder', () => {
  const site = 'https://salles-rive-gauche-git-revue-srg.vercel.app';

  it('chaque chemin mène à la page de la préversion, chaque phrase changée à sa place (#:~:text=)', () => {
    const before = built([FR], { [FR.path]: html() });
    const after = built([FR], { [FR.path]: html({ text: 'Une salle calme, lumineuse et équipée pour vos réunions d’équipe.' }) });
    const lines = reportLines(review(before, after, { files: [FR.source!] }), { site });
    expect(lines).toContain(`- [\`${FR.path}\`](${site}${FR.path}) (« Salle de réunion à Paris 15 »)`);
    expect(lines).toContain(
      `- [Section « Salle de réunion à Paris 15 »](${site}${FR.path}#:~:text=Une%20salle%20calme%2C%20lumineuse,pour%20vos%20r%C3%A9unions%20d%E2%80%99%C3%A9quipe.) : « Une salle ~~calme~~ **calme, lumineuse** et ~~équipée.~~ **équipée pour vos réunions d’équipe.** »`,
    );
  });

  it('un fragment de texte encode ce qui couperait le lien Markdown ou le fragment', () => {
    expect(textFragment('Salle (Paris 15) - jusqu’à 60')).toBe('#:~:text=Salle%20%28Paris%2015%29%20%2D%20jusqu%E2%80%99%C3%A0%2060');
  });

  it('une phrase changée hors de toute section (un pied de page sur toutes les pages) : la capture prend sa zone', () => {
    const pages = Array.from({ length: 4 }, (_, i): Page => ({
      ...FR,
      path: `${FR.path}-${i}`,
      source: `content/produits/vaugirard/p-${i}.mdx`,
    }));
    const view = (footer: string) => Object.fromEntries(pages.map((p) => [p.path, `<body><footer><p>${footer}</p></footer></body>`]));
    const r = review(built(pages, view('Du lundi au vendredi.')), built(pages, view('Du lundi au samedi.')), {
      files: ['components/layout/Footer.tsx'],
    });
    expect(shotsOf(r).pages[0]).toEqual({ path: pages[0]!.path, region: 'footer' });
  });
});

describe('les fichiers comparés', () => {
  it('tout fichier dont une page peut être faite, hors tests, documents et ce qui est installé ou construit, haché comme git le fait', () => {
    const dir = mkdtempSync(join(tmpdir(), 'revue-fichiers-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    for (const path of ['package.json', 'contentlayer.config.ts', 'app/page.tsx', 'content/site.yaml', 'public/images/a.jpg'])
      write(path, path);
    for (const path of [
      'tests/unit/a.test.ts',
      'docs/revue.md',
      'README.md',
      'node_modules/x/index.js',
      '.next/BUILD_ID',
      '.github/workflows/a.yml',
    ])
      write(path, path);
    try {
      const files = filesOf(dir);
      expect(Object.keys(files)).toEqual([
        'app/page.tsx',
        'content/site.yaml',
        'contentlayer.config.ts',
        'package.json',
        'public/images/a.jpg',
      ]);
      expect(files['package.json']).toBe(
        execFileSync('git', ['hash-object', join(dir, 'package.json')])
          .toString()
          .trim(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
