// The review in French Markdown (docs/revue.md explains each part): what goes in the terminal
// and, with the preview's address on top, in the pull request's comment (scripts/revue/comment.ts).
import { escapeMarkdown, nothingVisible, wordDiff, type FigureChange, type Review, type TextChange } from './diff';
import type { Page, Place, Region } from './types';

/** More changed pages than this: counted by page type instead of listed. */
const LISTED_PAGES = 20;

const TYPE_NAMES: Record<string, [string, string]> = {
  produit: ['page produit', 'pages produit'],
  prestation: ['page prestation', 'pages prestation'],
  lieu: ['page de lieu', 'pages de lieu'],
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n > 1 ? many : one}`;

/** `19 pages produit, 2 pages de lieu, 1 autre page`. */
export function countByType(pages: readonly Page[]): string {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const type = TYPE_NAMES[page.type] ? page.type : 'autre';
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts]
    .map(([type, n]) => {
      const [one, many] = TYPE_NAMES[type] ?? ['autre page', 'autres pages'];
      return `${n} ${n > 1 ? many : one}`;
    })
    .join(', ');
}

const tidy = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const titled = (page: Page) =>
  ['lieu', 'produit', 'prestation'].includes(page.type) ? `${code(page.path)} (« ${escapeMarkdown(page.title)} »)` : code(page.path);

/** `/a (encadré de réservation, carte) · /calcul (calculateur)`: each page once, with what shows the figure. */
function places(list: readonly Place[]): string {
  const byPath = new Map<string, string[]>();
  for (const { path, where } of list) byPath.set(path, [...new Set([...(byPath.get(path) ?? []), where])]);
  return [...byPath].map(([path, where]) => `${code(path)} (${where.join(', ')})`).join(' · ');
}

function figureLine(figure: FigureChange): string[] {
  const value =
    figure.old === undefined
      ? `nouveau : ${tidy(figure.new!)}`
      : figure.new === undefined
        ? `retiré (était : ${tidy(figure.old)})`
        : `${tidy(figure.old)} → ${tidy(figure.new)}`;
  return [`- ${escapeMarkdown(figure.label)} : ${escapeMarkdown(value)}`, `  - affiché sur : ${places(figure.shownOn)}`];
}

const quoted = (text: string) => `« ${escapeMarkdown(text)} »`;

/** Each region as « de … » and « vers … » say it, and as the place of a change outside any section. */
const REGION_NAMES: Record<Exclude<Region, ''>, [string, string, string]> = {
  header: ['de l’en-tête', 'l’en-tête', 'En-tête'],
  nav: ['de la navigation', 'la navigation', 'Navigation'],
  main: ['du contenu principal', 'le contenu principal', 'Contenu principal'],
  aside: ['de l’encadré', 'l’encadré', 'Encadré'],
  footer: ['du pied de page', 'le pied de page', 'Pied de page'],
};

/** `déplacé de l’en-tête vers le pied de page`, `déplacé depuis la section « Tarifs »`, `déplacé plus haut`. */
function movedText(heading: string, { from, to, fromHeading, earlier }: NonNullable<TextChange['moved']>): string {
  if (from && to && from !== to) return `déplacé ${REGION_NAMES[from][0]} vers ${REGION_NAMES[to][1]}`;
  if (fromHeading !== heading) return `déplacé depuis ${fromHeading ? `la section « ${escapeMarkdown(fromHeading)} »` : 'le haut de page'}`;
  return `déplacé plus ${earlier ? 'haut' : 'bas'}`;
}

function changeText(change: TextChange): string {
  if (change.moved) return `${movedText(change.heading, change.moved)} : ${quoted(change.new!)}`;
  if (change.old === undefined) return `ajouté : ${quoted(change.new!)}`;
  if (change.new === undefined) return `retiré : ${quoted(change.old)}`;
  return `« ${wordDiff(change.old, change.new)} »`;
}

const changeLine = (change: TextChange) =>
  `- ${change.heading ? `Section « ${escapeMarkdown(change.heading)} »` : change.region ? REGION_NAMES[change.region][2] : 'Haut de page'} : ${changeText(change)}`;

function pagesPart(r: Review): string[] {
  const lines: string[] = [];
  const unredirected = r.gone.filter((page) => !page.redirect && !page.movedTo);
  const moved = r.gone.filter((page) => page.movedTo);
  const redirected = r.gone.filter((page) => page.redirect && !page.movedTo);
  const part = (title: string, items: string[]) => items.length && lines.push('', `**${title}**`, ...items);
  part(
    'Supprimées sans redirection (problème)',
    unredirected.map(
      (page) =>
        `- ${titled(page)} : aucune redirection, ses liens et ses résultats de recherche mèneront à une page introuvable. Ajoutez une redirection dans \`content/site.yaml\` (champ « redirections »).`,
    ),
  );
  part(
    'Déplacées',
    moved.map((page) =>
      page.redirect
        ? `- ${code(page.path)} → ${titled({ ...page, path: page.movedTo! })} : redirection permanente vers ${code(page.redirect)}.`
        : `- ${code(page.path)} → ${titled({ ...page, path: page.movedTo! })} : sans redirection (problème). Redirection suggérée dans \`content/site.yaml\` : \`{ de: ${page.path}, vers: ${page.movedTo} }\`.`,
    ),
  );
  part(
    'Supprimées, avec redirection',
    redirected.map((page) => `- ${titled(page)} → redirection permanente vers ${code(page.redirect!)}`),
  );
  part(
    'Ajoutées',
    r.added.map((page) => `- ${titled(page)}`),
  );
  if (r.changed.length > LISTED_PAGES) part(`Modifiées (${r.changed.length})`, [`- ${countByType(r.changed)}`]);
  else
    part(
      `Modifiées (${r.changed.length})`,
      r.changed.map((page) => `- ${titled(page)}`),
    );
  return lines.length ? ['', '### Pages', ...lines] : [];
}

function textsPart(r: Review): string[] {
  const lines: string[] = [];
  for (const { change, pages } of r.shared)
    lines.push('', `**Sur ${plural(pages.length, 'page')}** (${countByType(pages)})`, changeLine(change));
  for (const { page, changes, more } of r.texts) {
    lines.push('', `**${titled(page)}**`, ...changes.map(changeLine));
    if (more) lines.push(`- … et ${plural(more, 'autre changement', 'autres changements')} sur cette page.`);
  }
  if (!r.textsCompared && r.changed.length) lines.push('', 'Textes non comparés : les pages ne sont pas construites des deux côtés.');
  return lines.length ? ['', '### Textes', ...lines] : [];
}

function photosPart(r: Review): string[] {
  const where = (pages: string[]) => (pages.length ? `, sur ${pages.map(code).join(', ')}` : '');
  const lines = [
    ...r.photos.added.map((p) => `- Ajoutée : ${code(p.src)}${where(p.pages)}`),
    ...r.photos.replaced.map((p) => `- Remplacée : ${code(p.src)}${where(p.pages)}`),
    ...r.photos.removed.map((p) => `- Retirée : ${code(p.src)}${where(p.pages)}`),
  ];
  return lines.length ? ['', '### Photos', ...lines] : [];
}

export const REPORT_TITLE = '## Ce que cette pull request change pour les visiteurs';

/** The review as Markdown lines: problems first, then pages, figures, texts, check, photos, files. */
export function reportLines(r: Review): string[] {
  const lines = [REPORT_TITLE];
  for (const note of r.notes) lines.push('', `> ⚠️ ${escapeMarkdown(note)}`);
  if (r.headProblems.length)
    lines.push(
      '',
      `### Problèmes du contenu (${r.headProblems.length}) : la publication est bloquée`,
      ...r.headProblems.map((line) => `- ${escapeMarkdown(line)}`),
    );
  if (r.files.length === 0) return [...lines, '', 'Aucun fichier modifié.'];
  if (nothingVisible(r))
    lines.push(
      '',
      `**Rien de visible** : ${plural(r.files.length, 'fichier modifié', 'fichiers modifiés')}, aucun changement pour les visiteurs (pages, chiffres, textes, photos et vérification du contenu identiques).`,
    );
  lines.push(...pagesPart(r));
  if (r.figures.length) lines.push('', '### Chiffres', ...r.figures.flatMap(figureLine));
  lines.push(...textsPart(r));
  if (r.check.added.length || r.check.removed.length)
    lines.push('', '### Vérification du contenu', ...[...r.check.added, ...r.check.removed].map((line) => `- ${escapeMarkdown(line)}`));
  lines.push(...photosPart(r));
  lines.push(
    '',
    `<details><summary>Fichiers modifiés (${r.files.length})</summary>`,
    '',
    ...r.files.map((file) => `- ${code(file)}`),
    '',
    '</details>',
  );
  return lines;
}

/** What scripts/revue/captures.ts photographs: each changed page and its first changed section. */
export type Shots = { pages: { path: string; heading?: string | undefined }[] };

export function shotsOf(r: Review): Shots {
  return {
    pages: r.changed.map((page) => {
      const heading = r.texts.find((entry) => entry.page.path === page.path)?.changes.find((change) => change.heading)?.heading;
      return { path: page.path, ...(heading && { heading }) };
    }),
  };
}
