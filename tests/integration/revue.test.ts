// `npm run revue` on copies of the project (tests/support/revue.ts) against the project's own build:
// the report's exact lines for each kind of change, and the redirect a copywriter declares, served.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { review } from '../../scripts/revue/diff';
import { reportLines } from '../../scripts/revue/report';
import { sideOf } from '../../scripts/revue/sides';
import { copyProject, ROOT } from '../support/project-copy';
import { ADDED, CHANGES_VARIANT, GONE, REDIRECT_TARGET, REDIRECTED, REWRITTEN, rewriteFrontmatter } from '../support/revue';
import type { RunningSite } from '../support/site';
import { buildVariant, startVariant, type BuiltVariant } from '../support/variants';

const VAUGIRARD = '/locations/salles-rive-gauche-vaugirard';
const AG_15 = `${VAUGIRARD}/salle-pour-ag-syndic-copropriete-association-paris-15`;

describe('la revue de chaque sorte de changement, sur une copie construite une fois', () => {
  let built: BuiltVariant;
  let lines: string[];
  let site: RunningSite;

  beforeAll(async () => {
    built = await buildVariant(CHANGES_VARIANT);
    const [base, head] = await Promise.all([sideOf(ROOT, { buildContent: false }), sideOf(built.dir, { buildContent: false })]);
    lines = reportLines(review(base, head));
  });
  afterAll(() => site?.kill());

  it("un prix changé dans le YAML d'une formule : HT et TTC, ancien → nouveau, avec chaque page qui le montre", () => {
    expect(lines).toContain(
      '- Prix, formule « Assemblée générale en soirée » (Salles Rive Gauche Vaugirard (Paris 15)) : 210 € HT (252 € TTC) les 3 heures → 230 € HT (276 € TTC) les 3 heures',
    );
    expect(lines).toContain(`  - affiché sur : \`${AG_15}\` (fiche de la formule) · \`/calcul\` (calculateur)`);
    expect(lines).toContain(
      "- Prix « à partir de », page « Salle pour assemblée générale de copropriété ou d'association à Paris 15 » : 210 € HT (252 € TTC) les 3 heures → 230 € HT (276 € TTC) les 3 heures",
    );
    expect(lines).toContain(
      `  - affiché sur : \`${AG_15}\` (encadré de réservation) · \`${VAUGIRARD}\` (carte) · \`/prestations/salles-a-louer-pour-ag-syndic-copropriete-association-paris\` (carte) · \`/locations\` (liste des pages) · \`/prestations\` (liste des pages)`,
    );
  });

  it('une nouvelle page produit', () => {
    const added = lines.indexOf('**Ajoutées**');
    expect(lines[added + 1]).toBe(`- \`${ADDED}\` (« Anniversaire adulte, Salle pour soirée d'anniversaire à Paris 15 »)`);
  });

  it('une page supprimée sans redirection est un problème, en tête des pages ; avec une redirection, non', () => {
    const pages = lines.indexOf('### Pages');
    expect(lines.slice(pages + 1, pages + 4)).toEqual([
      '',
      '**Supprimées sans redirection (problème)**',
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

  it('une capacité par disposition', () => {
    expect(lines).toContain(
      '- Capacité en disposition « Réunion en U », lieu « Salles Rive Gauche Vaugirard » : 16 personnes → 18 personnes',
    );
    expect(lines).toContain(
      `  - affiché sur : \`${VAUGIRARD}\` (dispositions) · \`${VAUGIRARD}/salle-de-formation-paris-15\` (tableau des capacités) · \`${VAUGIRARD}/salle-de-reunion-paris-15\` (tableau des capacités)`,
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
  const [base, head] = await Promise.all([sideOf(ROOT, { buildContent: false }), sideOf(copy, { buildContent: true })]);
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
