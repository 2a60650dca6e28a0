// The review in French Markdown (docs/revue.md explains each part): what goes in the terminal
// and, with the preview's address on top, in the pull request's comment (scripts/revue/comment.ts).
import { blockers, escapeMarkdown, nothingVisible, wordDiff, type FigureChange, type Gone, type Review, type TextChange } from './diff';
import type { Page, Place, Region } from './types';

/** More changed pages than this: counted by page type instead of listed. */
const LISTED_PAGES = 20;

const TYPE_NAMES: Record<string, [string, string]> = {
  produit: ['page produit', 'pages produit'],
  prestation: ['page prestation', 'pages prestation'],
  lieu: ['page de lieu', 'pages de lieu'],
  'en-produit': ['page produit anglaise', 'pages produit anglaises'],
  'en-prestation': ['page prestation anglaise', 'pages prestation anglaises'],
  'en-lieu': ['page de lieu anglaise', 'pages de lieu anglaises'],
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

/** Where the report's links lead: the preview (or any site) the pages are opened on; none in a local report. */
export type Links = { site?: string | undefined };

/** A page's path, linked to the page on the site when there is one. */
const pathLink = (path: string, links: Links, fragment = '') =>
  links.site ? `[${code(path)}](${new URL(path, links.site).href}${fragment})` : code(path);

const TITLED_TYPES = ['lieu', 'produit', 'prestation', 'en-lieu', 'en-produit', 'en-prestation', 'reponse'];
const titled = (page: Page, links: Links) =>
  TITLED_TYPES.includes(page.type) ? `${pathLink(page.path, links)} (« ${escapeMarkdown(page.title)} »)` : pathLink(page.path, links);

/** `/a (encadré de réservation, carte) · /calcul (calculateur)`: each page once, with what shows the figure. */
function places(list: readonly Place[], links: Links): string {
  const byPath = new Map<string, string[]>();
  for (const { path, where } of list) byPath.set(path, [...new Set([...(byPath.get(path) ?? []), where])]);
  return [...byPath].map(([path, where]) => `${pathLink(path, links)} (${where.join(', ')})`).join(' · ');
}

const figureValue = (figure: FigureChange) =>
  figure.old === undefined
    ? `nouveau : ${tidy(figure.new!)}`
    : figure.new === undefined
      ? `retiré (était : ${tidy(figure.old)})`
      : `${tidy(figure.old)} → ${tidy(figure.new)}`;

/** A figure, where it is shown, then each figure it moves (a page's « à partir de »), with where that one is shown. */
function figureLine(figure: FigureChange, links: Links): string[] {
  return [
    `- ${escapeMarkdown(figure.label)} : ${escapeMarkdown(figureValue(figure))}`,
    `  - affiché sur : ${places(figure.shownOn, links)}`,
    ...figure.moves.flatMap((moved) => [
      `  - ce qui en découle : ${escapeMarkdown(moved.label)} : ${escapeMarkdown(figureValue(moved))}`,
      `    - affiché sur : ${places(moved.shownOn, links)}`,
    ]),
  ];
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

/** A text read outside the body, named as the reviewer knows it. */
function fieldName(field: string): string {
  if (field === 'title') return 'Titre de la page (onglet, résultats de recherche)';
  if (field === 'description') return 'Description (résultats de recherche)';
  if (field.startsWith('alt:')) return `Texte alternatif de la photo ${code(field.slice(4))}`;
  if (field === 'canonical') return 'Adresse canonique (`canonical`, celle que les moteurs retiennent)';
  if (field.startsWith('hreflang:')) return `Traduction annoncée aux moteurs (\`hreflang\` ${field.slice(9)})`;
  if (field === 'robots') return 'Consignes aux moteurs (`robots`)';
  if (field.startsWith('ld:')) return `Données structurées (JSON-LD) ${code(field.slice(3) || 'illisibles')}`;
  return `Aperçu au partage (${code(field)})`;
}

/** A text fragment that scrolls to a sentence and marks it (`#:~:text=`): its first and last words when it is long. */
export function textFragment(text: string): string {
  const words = tidy(text).split(' ');
  const encode = (part: string[]) =>
    encodeURIComponent(part.join(' ')).replace(/[-()'!*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `#:~:text=${words.length > 8 ? `${encode(words.slice(0, 4))},${encode(words.slice(-4))}` : encode(words)}`;
}

/** Where a change reads: its section, its field or its region. */
const placeOf = (change: TextChange) =>
  change.field
    ? fieldName(change.field)
    : change.heading
      ? `Section « ${escapeMarkdown(change.heading)} »`
      : change.region
        ? REGION_NAMES[change.region][2]
        : 'Haut de page';

/** The sentence to scroll to on the page: the new one, or the section of a removed one; none for a field outside the body. */
const targetOf = (change: TextChange) => (change.field ? undefined : (change.new ?? (change.heading || undefined)));

function changeLine(change: TextChange, page: Page, links: Links): string {
  const target = targetOf(change);
  const place = links.site
    ? `[${placeOf(change)}](${new URL(page.path, links.site).href}${target ? textFragment(target) : ''})`
    : placeOf(change);
  return `- ${place} : ${changeText(change)}`;
}

/** A page made a draft is said so; a removed one needs no word (its heading says it). */
const draftWord = (page: Gone) => (page.madeDraft ? 'passée en brouillon, ' : '');

/** A removed page is on no site: its path is not a link; a draft is still on the preview. */
const goneLinks = (page: Gone, links: Links): Links => (page.madeDraft ? links : {});

function pagesPart(r: Review, links: Links): string[] {
  const lines: string[] = [];
  const unredirected = r.gone.filter((page) => !page.redirect && !page.movedTo);
  const moved = r.gone.filter((page) => page.movedTo);
  const redirected = r.gone.filter((page) => page.redirect && !page.movedTo);
  const part = (title: string, items: string[]) => items.length && lines.push('', `**${title}**`, ...items);
  part(
    'Absentes de la production, sans redirection (problème)',
    unredirected.map(
      (page) =>
        `- ${titled(page, goneLinks(page, links))} : ${draftWord(page)}aucune redirection, ses liens et ses résultats de recherche mèneront à une page introuvable. Ajoutez une redirection dans \`content/site.yaml\` (champ « redirections »).`,
    ),
  );
  part(
    'Déplacées',
    moved.map((page) =>
      page.redirect
        ? `- ${code(page.path)} → ${titled({ ...page, path: page.movedTo! }, links)} : redirection permanente vers ${code(page.redirect)}.`
        : `- ${code(page.path)} → ${titled({ ...page, path: page.movedTo! }, links)} : sans redirection (problème). Redirection suggérée dans \`content/site.yaml\` : \`{ de: ${page.path}, vers: ${page.movedTo} }\`.`,
    ),
  );
  part(
    'Absentes de la production, avec redirection',
    redirected.map(
      (page) => `- ${titled(page, goneLinks(page, links))} → ${draftWord(page)}redirection permanente vers ${code(page.redirect!)}`,
    ),
  );
  part(
    'Ajoutées',
    r.added.map((page) => `- ${titled(page, links)}${page.draft ? ' : brouillon, absente de la production' : ''}`),
  );
  if (r.changed.length > LISTED_PAGES) part(`Modifiées (${r.changed.length})`, [`- ${countByType(r.changed)}`]);
  else
    part(
      `Modifiées (${r.changed.length})`,
      r.changed.map((page) => `- ${titled(page, links)}`),
    );
  const readers = r.readers.length > LISTED_PAGES ? [`- ${countByType(r.readers)}`] : r.readers.map((page) => `- ${titled(page, links)}`);
  part(`Modifiées d’après les fichiers qu’elles lisent, au moins ces pages (${r.readers.length})`, r.readers.length ? readers : []);
  return lines.length ? ['', '### Pages', ...lines] : [];
}

function textsPart(r: Review, links: Links): string[] {
  const lines: string[] = [];
  for (const { change, pages } of r.shared)
    lines.push('', `**Sur ${plural(pages.length, 'page')}** (${countByType(pages)})`, changeLine(change, pages[0]!, links));
  for (const { page, changes, more } of r.texts) {
    lines.push('', `**${titled(page, links)}**`, ...changes.map((change) => changeLine(change, page, links)));
    if (more) lines.push(`- … et ${plural(more, 'autre changement', 'autres changements')} sur cette page.`);
  }
  if (!r.textsCompared && r.changed.length)
    lines.push('', 'Textes non comparés : les pages ne sont pas lues des deux côtés (pas construites, ou non lues : voir plus haut).');
  return lines.length ? ['', '### Textes', ...lines] : [];
}

function photosPart(r: Review, links: Links): string[] {
  const where = (pages: string[]) => (pages.length ? `, sur ${pages.map((path) => pathLink(path, links)).join(', ')}` : '');
  const lines = [
    ...r.photos.added.map((p) => `- Ajoutée : ${code(p.src)}${where(p.pages)}`),
    ...r.photos.replaced.map((p) => `- Remplacée : ${code(p.src)}${where(p.pages)}`),
    ...r.photos.removed.map((p) => `- Retirée : ${code(p.src)}${where(p.pages)}`),
  ];
  return lines.length ? ['', '### Photos', ...lines] : [];
}

export const REPORT_TITLE = '## Ce que cette pull request change pour les visiteurs';

/** What blocks the merge (the « revue » status check fails), said first. */
function blockersPart(r: Review): string[] {
  const reasons = blockers(r);
  if (!reasons.length) return [];
  return [
    '',
    `### ⛔ Fusion bloquée (${reasons.length}) : la vérification « revue » échoue`,
    ...reasons.map((reason) => `- ${escapeMarkdown(reason)}`),
  ];
}

/** More changed packages than this: the rest counted. */
const LISTED_PACKAGES = 40;

/** A dependency update, named at the top: each package old → new. */
function dependenciesPart(r: Review): string[] {
  if (!r.dependencies.length) return [];
  const version = (value: string | undefined) => value ?? 'absent';
  const shown = r.dependencies.slice(0, LISTED_PACKAGES);
  const more = r.dependencies.length - shown.length;
  return [
    '',
    `### Dépendances (${r.dependencies.length}) : ${r.textsCompared ? 'les pages sont comparées depuis les deux constructions, chacune avec ses versions' : 'les pages ne sont pas comparées sans les construire'}`,
    ...shown.map((change) => `- ${code(change.name)} : ${version(change.old)} → ${version(change.new)}`),
    ...(more ? [`- … et ${plural(more, 'autre paquet', 'autres paquets')}.`] : []),
  ];
}

/** robots.txt, the sitemap, the public answers' statuses and security headers: each change in words. */
const answersPart = (r: Review): string[] =>
  r.answers.length
    ? ['', '### Moteurs de recherche et réponses hors des pages', ...r.answers.map((answer) => `- ${escapeMarkdown(answer.text)}`)]
    : [];

/** The figures the preview shows otherwise than production: the report's figures are production's. */
const previewPart = (r: Review): string[] =>
  r.previewFigures.length
    ? [
        '',
        '**Sur la préversion** (brouillons visibles), ces chiffres diffèrent de ce que la production montre :',
        ...r.previewFigures.map(
          (figure) =>
            `- ${escapeMarkdown(figure.label)} : ${escapeMarkdown(tidy(figure.preview))} sur la préversion, ${escapeMarkdown(tidy(figure.production))} en production`,
        ),
      ]
    : [];

/** The review as Markdown lines: what blocks, problems first, then pages, figures, texts, check, photos, files. */
export function reportLines(r: Review, links: Links = {}): string[] {
  const lines = [
    REPORT_TITLE,
    ...r.rebuilt.flatMap((line) => ['', `> ℹ️ ${escapeMarkdown(line)}`]),
    ...blockersPart(r),
    ...dependenciesPart(r),
  ];
  // A side not read is said once, among what blocks.
  for (const note of r.notes.filter((note) => !r.unread.includes(note))) lines.push('', `> ⚠️ ${escapeMarkdown(note)}`);
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
  lines.push(...pagesPart(r, links));
  lines.push(...answersPart(r));
  if (r.figures.length) lines.push('', '### Chiffres', ...r.figures.flatMap((figure) => figureLine(figure, links)));
  lines.push(...previewPart(r));
  lines.push(...textsPart(r, links));
  if (r.check.added.length || r.check.removed.length)
    lines.push('', '### Vérification du contenu', ...[...r.check.added, ...r.check.removed].map((line) => `- ${escapeMarkdown(line)}`));
  lines.push(...photosPart(r, links));
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

/** What scripts/revue/captures.ts photographs: each changed page and its first changed section, or region outside any. */
export type Shots = { pages: { path: string; heading?: string | undefined; region?: Region | undefined }[] };

export function shotsOf(r: Review): Shots {
  return {
    pages: r.changed.map((page) => {
      const own = r.texts.find((entry) => entry.page.path === page.path)?.changes ?? [];
      const shared = r.shared.filter((entry) => entry.pages.includes(page)).map((entry) => entry.change);
      const first = [...own, ...shared].find((change) => change.heading || change.region);
      return { path: page.path, ...(first?.heading ? { heading: first.heading } : first?.region ? { region: first.region } : {}) };
    }),
  };
}
