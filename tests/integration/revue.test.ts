// `npm run revue` on copies of the project (tests/support/revue.ts) against the project's own build:
// the report's exact lines for each kind of change, and the redirect a copywriter declares, served.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockers, review, type Side } from '../../scripts/revue/diff';
import { reportLines } from '../../scripts/revue/report';
import { sideOf } from '../../scripts/revue/sides';
import { copyProject, ROOT } from '../support/project-copy';
import {
  ADDED,
  CHANGES_VARIANT,
  GONE,
  LINKED_FROM_SITE,
  MEETING_15_EN,
  MEETING_15_PATH,
  PULL_REQUESTS,
  REDIRECT_TARGET,
  REDIRECTED,
  REWRITTEN,
  rewriteFrontmatter,
} from '../support/revue';
import type { RunningSite } from '../support/site';
import { buildVariant, startVariant, type BuiltVariant } from '../support/variants';

/** The project's own side (a server of its build, every page read): read once, compared with by every part (7 s each here). */
let projectSide: Promise<Side> | undefined;
const baseSide = () => (projectSide ??= sideOf(ROOT, { buildContent: false }));

const VAUGIRARD = '/locations/salles-rive-gauche-vaugirard';
const AG_15 = `${VAUGIRARD}/salle-pour-ag-syndic-copropriete-association-paris-15`;

describe('la revue de chaque sorte de changement, sur une copie construite une fois', () => {
  let built: BuiltVariant;
  let lines: string[];
  let site: RunningSite;

  beforeAll(async () => {
    built = await buildVariant(CHANGES_VARIANT);
    const [base, head] = await Promise.all([baseSide(), sideOf(built.dir, { buildContent: false })]);
    lines = reportLines(review(base, head));
  });
  afterAll(() => site?.kill());

  it("un prix changé dans le YAML d'une formule : HT et TTC, ancien → nouveau, avec chaque page qui le montre et chaque « à partir de » qu'il déplace", () => {
    expect(lines).toContain(
      '- Prix, formule « Assemblée générale en soirée » (Salles Rive Gauche Vaugirard (Paris 15)) : 210 € HT (252 € TTC) les 3 heures → 230 € HT (276 € TTC) les 3 heures',
    );
    expect(lines).toContain(`  - affiché sur : \`${AG_15}\` (fiche de la formule) · \`/calcul\` (calculateur)`);
    // The page's « à partir de » that the price moves, under it (#45).
    expect(lines).toContain(
      "  - ce qui en découle : Prix « à partir de », page « Salle pour assemblée générale de copropriété ou d'association à Paris 15 » : 210 € HT (252 € TTC) les 3 heures → 230 € HT (276 € TTC) les 3 heures",
    );
    expect(lines).toContain(
      `    - affiché sur : \`${AG_15}\` (encadré de réservation) · \`${VAUGIRARD}\` (carte) · \`/prestations/salles-a-louer-pour-ag-syndic-copropriete-association-paris\` (carte) · \`/locations\` (liste des pages) · \`/prestations\` (liste des pages)`,
    );
  });

  it('une nouvelle page produit', () => {
    const added = lines.indexOf('**Ajoutées**');
    expect(lines[added + 1]).toBe(`- \`${ADDED}\` (« Anniversaire adulte, Salle pour soirée d'anniversaire à Paris 15 »)`);
  });

  it('une page supprimée sans redirection est un problème, en tête des pages, et bloque ; avec une redirection, non', () => {
    expect(lines.slice(0, 4)).toEqual([
      '## Ce que cette pull request change pour les visiteurs',
      '',
      '### ⛔ Fusion bloquée (2) : la vérification « revue » échoue',
      `- ${GONE} supprimée sans redirection : absente de la production, ses liens mèneront à une page introuvable.`,
    ]);
    const pages = lines.indexOf('### Pages');
    expect(lines.slice(pages + 1, pages + 4)).toEqual([
      '',
      '**Absentes de la production, sans redirection (problème)**',
      `- \`${GONE}\` (« Location de salle pour baby shower et gender reveal à Paris 14 ») : aucune redirection, ses liens et ses résultats de recherche mèneront à une page introuvable. Ajoutez une redirection dans \`content/site.yaml\` (champ « redirections »).`,
    ]);
    expect(lines).toContain(
      `- \`${REDIRECTED}\` (« Salle à louer pour baptême et communion à Paris 14 ») → redirection permanente vers \`${REDIRECT_TARGET}\``,
    );
  });

  it('la redirection déclarée dans content/site.yaml répond 308 vers la nouvelle adresse', async () => {
    site = await startVariant(built);
    const response = await fetch(`${site.base}${REDIRECTED}`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get('location')!, site.base).pathname).toBe(REDIRECT_TARGET);
  });

  it('une faute corrigée dans la prose : une phrase, sur une page, mot à mot', () => {
    const page = lines.indexOf(`**\`${VAUGIRARD}/salle-de-reunion-paris-15\` (« Salle de réunion à Paris 15 »)**`);
    expect(lines.slice(page + 1, page + 3)).toEqual([
      '- Section « Se réunir hors de ses murs » : « La salle de Vaugirard offre un cadre calme, lumineux et ~~neutre~~ **sobre** pour vos réunions d’équipe, comités de direction, séances de travail avec vos clients ou journées de réflexion stratégique. »',
      '',
    ]);
  });

  it('une capacité par disposition, avec les pages anglaises qui la montrent', () => {
    expect(lines).toContain(
      '- Capacité en disposition « Réunion en U », lieu « Salles Rive Gauche Vaugirard » : 16 personnes → 18 personnes',
    );
    expect(lines).toContain(
      `  - affiché sur : \`${VAUGIRARD}\` (dispositions) · \`/en/venues/salles-rive-gauche-vaugirard\` (dispositions) · \`${VAUGIRARD}/salle-de-formation-paris-15\` (tableau des capacités) · \`/en/venues/salles-rive-gauche-vaugirard/training-room-paris-15\` (tableau des capacités) · \`${VAUGIRARD}/salle-de-reunion-paris-15\` (tableau des capacités) · \`/en/venues/salles-rive-gauche-vaugirard/meeting-room-paris-15\` (tableau des capacités)`,
    );
  });

  it('un avertissement ajouté par la vérification du contenu, et lui seul', () => {
    const check = lines.indexOf('### Vérification du contenu');
    expect(lines.slice(check + 1, check + 3)).toEqual([
      "- Nouvel avertissement : content/formules/montparnasse/ag-3h.yaml, champ « horaires\\[1\\] » : le créneau « 18h30-22h30 » dure 4 heures, mais « duree\\_heures » annonce 3 heures (à vérifier : l'un des deux est faux).",
      '',
    ]);
  });
});

it("la réécriture de l'en-tête d'une page produit par l'éditeur du navigateur : « rien de visible »", async () => {
  const copy = join(ROOT, '.tmp', 'revue-reecriture');
  copyProject(copy);
  rewriteFrontmatter(copy);
  const [base, head] = await Promise.all([baseSide(), sideOf(copy, { buildContent: true })]);
  expect(reportLines(review(base, head))).toEqual([
    '## Ce que cette pull request change pour les visiteurs',
    '',
    '**Rien de visible** : 1 fichier modifié, aucun changement pour les visiteurs (pages, chiffres, textes, photos et vérification du contenu identiques).',
    '',
    '<details><summary>Fichiers modifiés (1)</summary>',
    '',
    `- \`${REWRITTEN}\``,
    '',
    '</details>',
  ]);
});

describe('les pull requests de #45, relues sans construction : jamais « Rien de visible » à tort', () => {
  let base: Side;
  /** The review of the project with one pull request's change, and what blocks it. */
  const reviewOf = async (name: keyof typeof PULL_REQUESTS) => {
    const copy = join(ROOT, '.tmp', `revue-${name}`);
    copyProject(copy);
    PULL_REQUESTS[name](copy);
    const result = review(base, await sideOf(copy, { buildContent: true }));
    return { lines: reportLines(result), blocks: blockers(result) };
  };
  const NOTHING = expect.stringContaining('Rien de visible');

  beforeAll(async () => {
    base = await baseSide();
  });

  it('un texte alternatif d’une photo de catégorie : le fichier nommé, et les pages qui le lisent (routeSources), « au moins ces pages » ; ne bloque pas', async () => {
    const { lines, blocks } = await reviewOf('alt');
    expect(lines).toContain(
      '> ⚠️ Ces fichiers changent ce que montrent des pages qui ne sont pas lues des deux côtés, dont les textes ne sont donc pas comparés : content/categories/reunion.yaml (voir la préversion, ou npm run revue -- --construire). Les pages qui les lisent sont nommées sous « Pages ».',
    );
    const readers = lines.findIndex((line) => line.startsWith('**Modifiées d’après les fichiers qu’elles lisent, au moins ces pages ('));
    expect(lines.slice(readers + 1)).toContain(`- \`${MEETING_15_PATH}\` (« Salle de réunion à Paris 15 »)`);
    expect(lines).not.toContainEqual(NOTHING);
    expect(blocks).toEqual([]);
  });

  it('content/site.yaml, les horaires du téléphone : la clé nommée, et chaque page qui les montre (le pied de page), jamais « Rien de visible »', async () => {
    const { lines } = await reviewOf('siteYaml');
    expect(lines).toContain(
      '> ⚠️ Ces fichiers changent ce que montrent des pages qui ne sont pas lues des deux côtés, dont les textes ne sont donc pas comparés : content/site.yaml (telephone\\_horaires) (voir la préversion, ou npm run revue -- --construire). Les pages qui les lisent sont nommées sous « Pages ».',
    );
    const readers = lines.findIndex((line) => line.startsWith('**Modifiées d’après les fichiers qu’elles lisent, au moins ces pages ('));
    expect(lines[readers]).toBe(`**Modifiées d’après les fichiers qu’elles lisent, au moins ces pages (${base.model!.pages.length})**`);
    expect(lines).not.toContainEqual(NOTHING);
  });

  it('une règle de robots.txt dans le code de la production : dite en mots, et la fusion bloquée', async () => {
    const { lines, blocks } = await reviewOf('robots');
    expect(blocks).toEqual(['robots.txt : /locations désormais interdit aux moteurs.']);
    const part = lines.indexOf('### Moteurs de recherche et réponses hors des pages');
    expect(lines[part + 1]).toBe('- robots.txt : /locations désormais interdit aux moteurs');
  });

  it('la page qui tenait le plus bas prix d’un lieu passée en brouillon : le « à partir de » de la production monte, et la préversion est dite comme telle', async () => {
    const { lines } = await reviewOf('lowestPriceDraft');
    const label = 'Prix « à partir de » (Particuliers), lieu « Salles Rive Gauche Vaugirard »';
    expect(lines.some((line) => line.includes(`${label} : 210 € TTC → 399 € TTC`))).toBe(true);
    expect(lines).toContain(`- ${label} : 210 € TTC sur la préversion, 399 € TTC en production`);
  });

  it('le seul <title> d’une page : la page est modifiée', async () => {
    const { lines } = await reviewOf('title');
    const changed = lines.indexOf('**Modifiées (1)**');
    expect(lines[changed + 1]).toBe(`- \`${MEETING_15_PATH}\` (« Salle de réunion à Paris 15 »)`);
  });

  it('une page anglaise seule : la page anglaise est modifiée', async () => {
    const { lines } = await reviewOf('english');
    const changed = lines.indexOf('**Modifiées (1)**');
    expect(lines[changed + 1]).toBe(`- \`${MEETING_15_EN}\` (« Meeting room in Paris 15 »)`);
  });

  it('une page passée en brouillon : absente de la production avec sa page anglaise, la redirection à ajouter ; bloque', async () => {
    const { lines, blocks } = await reviewOf('draft');
    const gone = lines.indexOf('**Absentes de la production, sans redirection (problème)**');
    expect(lines.slice(gone + 1, gone + 3)).toEqual([
      `- \`${MEETING_15_PATH}\` (« Salle de réunion à Paris 15 ») : passée en brouillon, aucune redirection, ses liens et ses résultats de recherche mèneront à une page introuvable. Ajoutez une redirection dans \`content/site.yaml\` (champ « redirections »).`,
      `- \`${MEETING_15_EN}\` (« Meeting room in Paris 15 ») : passée en brouillon, aucune redirection, ses liens et ses résultats de recherche mèneront à une page introuvable. Ajoutez une redirection dans \`content/site.yaml\` (champ « redirections »).`,
    ]);
    expect(blocks.slice(0, 2)).toEqual([
      `${MEETING_15_PATH} passée en brouillon sans redirection : absente de la production, ses liens mèneront à une page introuvable.`,
      `${MEETING_15_EN} passée en brouillon sans redirection : absente de la production, ses liens mèneront à une page introuvable.`,
    ]);
    expect(lines).not.toContain('**Ajoutées**');
  });

  it('package.json seul : un changement du code, les textes non comparés, jamais « Aucun fichier modifié »', async () => {
    const { lines, blocks } = await reviewOf('packageJson');
    expect(lines).toEqual([
      '## Ce que cette pull request change pour les visiteurs',
      '',
      '> ⚠️ Le code du site change et les pages ne sont pas construites : les textes ne sont pas comparés.',
      '',
      '<details><summary>Fichiers modifiés (1)</summary>',
      '',
      '- `package.json`',
      '',
      '</details>',
    ]);
    expect(blocks).toEqual([]);
  });

  it('une page supprimée encore liée par content/site.yaml : la tête non lue, dite en une ligne (fichier et champ), rien de « fourni » ; bloque', async () => {
    const { lines, blocks } = await reviewOf('linkedPageDeleted');
    const problem = `content/site.yaml, champ « extra\\_links\\[1\\].href » : le lien « ${LINKED_FROM_SITE} » ne mène à aucune page du site (attendu : une adresse existante qui commence par /, par exemple /devis ou /prestations/…).`;
    expect(lines.slice(0, 5)).toEqual([
      '## Ce que cette pull request change pour les visiteurs',
      '',
      '### ⛔ Fusion bloquée (2) : la vérification « revue » échoue',
      '- La vérification du contenu a un nouvel élément (avertissement, problème ou élément à fournir avant la mise en ligne) : voir « Vérification du contenu ».',
      `- Contenu de la tête illisible : ${problem}`,
    ]);
    expect(lines.filter((line) => line.includes('élément fourni') || line.includes('Avertissement levé'))).toEqual([]);
    expect(lines).toContain('- `content/produits/montparnasse/location-de-salle-pour-repas-de-famille-paris-14.mdx`');
    expect(blocks).toHaveLength(2);
  });

  it('le prix d’une formule : une entrée, avec chaque page française et anglaise et chaque « à partir de » qu’il déplace', async () => {
    const { lines } = await reviewOf('price');
    const meeting = `\`${MEETING_15_PATH}\``;
    const meetingEn = `\`${MEETING_15_EN}\``;
    const figures = lines.indexOf('### Chiffres');
    expect(lines.slice(figures + 1, figures + 8)).toEqual([
      '- Prix, formule « Location sèche demi-journée » (Salles Rive Gauche Vaugirard (Paris 15)) : 400 € HT (480 € TTC) la demi-journée → 360 € HT (432 € TTC) la demi-journée',
      `  - affiché sur : ${meeting} (fiche de la formule) · ${meetingEn} (fiche de la formule) · \`/calcul\` (calculateur) · \`/en/calculator\` (calculateur)`,
      '  - ce qui en découle : Prix « à partir de », page « Salle de réunion à Paris 15 » : 400 € HT (480 € TTC) la demi-journée → 360 € HT (432 € TTC) la demi-journée',
      `    - affiché sur : ${meeting} (encadré de réservation) · ${meetingEn} (encadré de réservation) · \`/locations/salles-rive-gauche-vaugirard\` (carte) · \`/en/venues/salles-rive-gauche-vaugirard\` (carte) · \`/prestations/location-salles-de-reunion-paris\` (carte) · \`/en/meeting-rooms-paris\` (carte) · \`/locations\` (liste des pages) · \`/prestations\` (liste des pages)`,
      '  - ce qui en découle : Prix « à partir de », prestation « Location de salles de réunion » : 400 € HT (480 € TTC) la demi-journée → 360 € HT (432 € TTC) la demi-journée',
      '    - affiché sur : `/prestations/location-salles-de-reunion-paris` (encadré de réservation) · `/en/meeting-rooms-paris` (encadré de réservation) · `/` (carte) · `/en` (carte) · `/prestations` (carte)',
      '',
    ]);
  });
});

describe('une préversion qui ne répond pas 200, lue par HTTP comme dans le workflow', () => {
  const SECRET = 'secret-de-test';
  let server: Server;
  let site: string;
  /** The status a protected or failing preview answers: 200 only with Vercel's bypass header. */
  let failure = 401;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const through = request.headers['x-vercel-protection-bypass'] === SECRET;
      response.writeHead(through ? 200 : failure, { 'content-type': 'text/html' });
      response.end(through ? '<body><main><h1>Salle</h1><p>Une salle.</p></main></body>' : 'Authentication Required');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    delete process.env.VERCEL_AUTOMATION_BYPASS_SECRET;
    server?.close();
  });

  it('401 sur chaque page : la tête « non lue », le statut et le nombre, aucune photo retirée ; la fusion bloquée', async () => {
    const base = await baseSide();
    const head = await sideOf(ROOT, { buildContent: false, site });
    const count = head.model!.pages.length;
    const result = review(base, head);
    const reason = `Pages de la tête non lues : ${count} pages ont répondu 401 ; ni textes, ni photos, ni titres n’en sont comparés. La préversion est protégée : réglez le secret VERCEL_AUTOMATION_BYPASS_SECRET (docs/deploiement.md).`;
    expect(blockers(result)).toEqual([reason]);
    expect(reportLines(result)).toContain(`- ${reason.replace(/_/g, '\\_')}`);
    expect(result.photos).toEqual({ added: [], replaced: [], removed: [] });
  });

  it('une préversion en échec (500) : chaque page comptée avec son statut', async () => {
    failure = 500;
    const head = await sideOf(ROOT, { buildContent: false, site });
    expect(head.views).toBeUndefined();
    expect(head.unread).toEqual({ 500: head.model!.pages.length });
  });

  it('avec le secret VERCEL_AUTOMATION_BYPASS_SECRET, l’en-tête de Vercel est envoyé et les pages sont lues', async () => {
    process.env.VERCEL_AUTOMATION_BYPASS_SECRET = SECRET;
    const head = await sideOf(ROOT, { buildContent: false, site });
    expect(head.unread).toBeUndefined();
    expect(head.views?.size).toBe(head.model!.pages.length);
  });
});
