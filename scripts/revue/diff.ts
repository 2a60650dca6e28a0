// What a change shows a visitor differently, from the two sides of a review: pages added, gone
// or changed, figures old → new with where they are read, sentences changed section by section,
// the content check's new and solved items, photos. Pure: scripts/revue/cli.ts gathers the sides.
import type { Answer, CheckView, Figure, MetaText, Page, PageView, Place, Region, VisitorModel } from './types';

export type Side = {
  /** The visitor model; absent when the side's content could not be read (its error in `modelError`). */
  model?: VisitorModel | undefined;
  modelError?: string | undefined;
  /** Every file pages are made of, with the hash of its bytes (scripts/revue/sides.ts, filesOf), read even when the model is not. */
  files?: Record<string, string> | undefined;
  /** Each page's visible text and photos, from the side's build; absent when not built or not read. */
  views?: Map<string, PageView> | undefined;
  /** Pages that did not answer 200, counted by status: the side's pages are « non lues ». */
  unread?: Record<string, number> | undefined;
  /** From a build folder, the pages it could not serve (rendered on demand, its server down or answering 500): counted by status, and which. */
  dropped?: { counts: Record<string, number>; paths: string[] } | undefined;
  /** The public answers outside the pages (scripts/revue/sides.ts, PUBLIC_ANSWERS), by path; absent when not read. */
  answers?: Map<string, Answer> | undefined;
  /** Why the side's own build was not read: it was made from other files. */
  stale?: string | undefined;
  /** Why the side was built again before being read (`npm run revue -- --construire`): its build was made from other files. */
  rebuilt?: string | undefined;
  /** Each package of its lockfile with its version; absent when it has none (a copy of the project). */
  packages?: Record<string, string> | undefined;
  buildError?: string | undefined;
  /** Whether its pages were built as a preview (examples and drafts shown, `noindex`) or for production; absent when not read. */
  build?: 'préversion' | 'production' | undefined;
  check: CheckView;
};

/** A page gone from production: its file removed, or `madeDraft` (production leaves drafts out). */
export type Gone = Page & { madeDraft?: boolean; redirect?: string | undefined; movedTo?: string | undefined };
export type FigureChange = {
  key: string;
  label: string;
  old?: string | undefined;
  new?: string | undefined;
  shownOn: Place[];
  /** The figures this change moves (a formula's price: the « à partir de » of each page that lists it). */
  moves: FigureChange[];
};
export type TextChange = {
  heading: string;
  /** A text read outside the body (MetaText's field: `title`, `description`, `og:title`, `alt:<photo>`, `ld:<path>`). */
  field?: string | undefined;
  /** Where the sentence reads (the head's place, or the base's for a removed one): names a change outside any section. */
  region: Region;
  old?: string | undefined;
  new?: string | undefined;
  /** A sentence that left one place of the page for another (in `new`): where it was, where it is, and whether it now comes earlier. */
  moved?: { from: Region; to: Region; fromHeading: string; earlier: boolean } | undefined;
};
export type PageTexts = { page: Page; changes: TextChange[]; more: number };
export type PhotoChange = { src: string; pages: string[] };

export type Review = {
  /** Why part of the review could not be made (a base that does not build…). */
  notes: string[];
  /** Why a side was not read (its build, its content, its pages), also in `notes`: a side not read blocks the merge. */
  unread: string[];
  /** The head's content problems: they come first, and block the publication. */
  headProblems: string[];
  files: string[];
  gone: Gone[];
  added: Page[];
  changed: Page[];
  figures: FigureChange[];
  texts: PageTexts[];
  /** The same change of sentence on many pages (a footer, a word of every card), said once. */
  shared: { change: TextChange; pages: Page[] }[];
  check: { added: string[]; removed: string[] };
  photos: { added: PhotoChange[]; replaced: PhotoChange[]; removed: PhotoChange[] };
  /** Texts compared from both builds. */
  textsCompared: boolean;
  /** Without both sides' pages, the pages that read a changed file that is no page's own (routeSources): at least these change. */
  readers: Page[];
  /** A side built again before being read, and why (its build was made from other files): said, not an alert. */
  rebuilt: string[];
  /** Each package whose version changes in the lockfile, old → new (undefined: added or removed). */
  dependencies: { name: string; old?: string | undefined; new?: string | undefined }[];
  /** Each change of robots.txt, the sitemap, a public answer's status or security header, in words; `blocks` when it blocks the merge. */
  answers: { text: string; blocks?: boolean }[];
  /** The head's figures the preview shows otherwise than production (a draft counted): label, the preview's value, production's. */
  previewFigures: { label: string; preview: string; production: string }[];
};

/**
 * The public answers outside routes() read on both sides (scripts/revue/sides.ts): the home
 * page's security headers, each 404 page, the acceptance pages with a made-up token, the desk's sign-in page.
 */
export const PUBLIC_ANSWERS: readonly { path: string; name: string }[] = [
  { path: '/', name: 'page d’accueil' },
  { path: '/page-introuvable-revue', name: 'page introuvable (404, français)' },
  { path: '/en/page-introuvable-revue', name: 'page introuvable (404, anglais)' },
  { path: '/devis/accepter/jeton-invente-par-la-revue', name: 'acceptation d’un devis, lien au jeton inventé (français)' },
  { path: '/en/quote/accept/jeton-invente-par-la-revue', name: 'acceptation d’un devis, lien au jeton inventé (anglais)' },
  { path: '/espace-prestataire/connexion', name: 'connexion à l’espace prestataire' },
];

export const DEFAULT_MAX_PER_PAGE = 8;
/** A change on at least this many pages is said once, with its pages counted by type. */
const SHARED_FROM = 4;

/**
 * The longest common subsequence of two lists, as the pairs of indexes it keeps. The common
 * start and end are matched first: a page of thousands of sentences with one changed costs a
 * table of the changed middle only.
 */
function commonPairs<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean = Object.is): [number, number][] {
  let start = 0;
  while (start < a.length && start < b.length && same(a[start]!, b[start]!)) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && same(a[a.length - 1 - end]!, b[b.length - 1 - end]!)) end += 1;
  const head = Array.from({ length: start }, (_, k): [number, number] => [k, k]);
  const tail = Array.from({ length: end }, (_, k): [number, number] => [a.length - end + k, b.length - end + k]);
  const x = a.slice(start, a.length - end);
  const y = b.slice(start, b.length - end);
  const lengths = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
  for (let i = x.length - 1; i >= 0; i -= 1)
    for (let j = y.length - 1; j >= 0; j -= 1)
      lengths[i]![j] = same(x[i]!, y[j]!) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const middle: [number, number][] = [];
  for (let i = 0, j = 0; i < x.length && j < y.length;) {
    if (same(x[i]!, y[j]!)) middle.push([start + i++, start + j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return [...head, ...middle, ...tail];
}

/** The runs between kept pairs: what was removed from `a` and added in `b` at each place. */
function hunks<T>(a: readonly T[], b: readonly T[], kept: readonly [number, number][]): { removed: T[]; added: T[] }[] {
  const out: { removed: T[]; added: T[] }[] = [];
  let i = 0;
  let j = 0;
  for (const [ki, kj] of [...kept, [a.length, b.length] as [number, number]]) {
    if (ki > i || kj > j) out.push({ removed: a.slice(i, ki), added: b.slice(j, kj) });
    i = ki + 1;
    j = kj + 1;
  }
  return out;
}

/** Two sentences word by word: `Une salle ~~lumineuse~~ **claire**.` (Markdown, the words escaped). */
export function wordDiff(old: string, next: string): string {
  const words = (text: string) => text.split(/\s+/).filter(Boolean);
  const parts: string[] = [];
  const a = words(old);
  const b = words(next);
  let i = 0;
  let j = 0;
  for (const [ki, kj] of [...commonPairs(a, b), [a.length, b.length] as [number, number]]) {
    if (ki > i) parts.push(`~~${escapeMarkdown(a.slice(i, ki).join(' '))}~~`);
    if (kj > j) parts.push(`**${escapeMarkdown(b.slice(j, kj).join(' '))}**`);
    if (ki < a.length) parts.push(escapeMarkdown(a[ki]!));
    i = ki + 1;
    j = kj + 1;
  }
  return parts.join(' ');
}

/** Text from the pull request, shown as text: no link, emphasis or HTML of its own. */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_~[\]<>|#]/g, (char) => `\\${char}`);

const tidy = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

type Sentence = { heading: string; region: Region; text: string; index: number };
const sentences = (view: PageView): Sentence[] =>
  view.sections
    .flatMap((section) => section.sentences.map((text) => ({ heading: section.heading, region: section.region, text })))
    .map((sentence, index) => ({ ...sentence, index }));

/** More words than this in a run, both sides: too costly to compare word by word, compared sentence by sentence. */
const WORDS_COMPARED = 1_000_000;

/**
 * A run cut into other blocks (a wrapper around buttons): when the words of one side all still
 * read, in the same order, on the other, only the sentences wholly new on that other side
 * changed (added, or removed). Undefined when a sentence mixes kept and new words (an edit).
 */
function recut(removed: readonly Sentence[], added: readonly Sentence[]): TextChange[] | undefined {
  const words = (run: readonly Sentence[]) => run.flatMap((sentence, n) => sentence.text.split(' ').map((word) => ({ word, n })));
  const x = words(removed);
  const y = words(added);
  if (x.length * y.length > WORDS_COMPARED) return undefined;
  const pairs = commonPairs(x, y, (p, q) => p.word === q.word);
  /** The sentences of one side whose words are all new; undefined when one has both kept and new words. */
  const wholeNew = (run: readonly Sentence[], list: readonly { n: number }[], kept: Set<number>) => {
    const read = run.map(() => ({ kept: false, new: false }));
    list.forEach((word, k) => (read[word.n]![kept.has(k) ? 'kept' : 'new'] = true));
    if (read.some((sentence) => sentence.kept && sentence.new)) return undefined;
    return run.filter((_, n) => !read[n]!.kept);
  };
  if (pairs.length === x.length)
    return wholeNew(added, y, new Set(pairs.map(([, j]) => j)))?.map((next) => ({
      heading: next.heading,
      region: next.region,
      new: next.text,
    }));
  if (pairs.length === y.length)
    return wholeNew(removed, x, new Set(pairs.map(([i]) => i)))?.map((old) => ({
      heading: old.heading,
      region: old.region,
      old: old.text,
    }));
  return undefined;
}

/** Removed and added sentences of a run, paired in order: a sentence changed at its place. */
function paired(removed: readonly Sentence[], added: readonly Sentence[]): TextChange[] {
  const both = Math.min(removed.length, added.length);
  return Array.from({ length: Math.max(removed.length, added.length) }, (_, k) => {
    const old = removed[k];
    const next = added[k];
    return {
      heading: (next ?? old)!.heading,
      region: (next ?? old)!.region,
      ...(k < both || old ? { old: old?.text } : {}),
      ...(k < both || next ? { new: next?.text } : {}),
    };
  });
}

/**
 * A page's changed sentences, a removed one paired with the added one at its place. A sentence
 * removed at one place and added at another is moved, said once; words that read the same in the
 * same order, cut into other blocks (a wrapper around buttons), are no change for a visitor.
 */
function textChanges(base: PageView, head: PageView): TextChange[] {
  const a = sentences(base);
  const b = sentences(head);
  const kept = commonPairs(a, b, (x, y) => x.text === y.text);
  const runs = hunks(a, b, kept);
  const removedAt = new Map<string, Sentence[]>();
  for (const { removed } of runs) for (const old of removed) removedAt.set(old.text, [...(removedAt.get(old.text) ?? []), old]);
  /** Each moved sentence of the head, with the base's sentence it was. */
  const movedFrom = new Map<Sentence, Sentence>();
  for (const { added } of runs)
    for (const next of added) {
      const old = removedAt.get(next.text)?.shift();
      if (old) movedFrom.set(next, old);
    }
  const wasMoved = new Set(movedFrom.values());
  /** Kept sentences before an index: a moved one that has fewer of them before it now comes earlier. */
  const keptBefore = (index: number, side: 0 | 1) => kept.filter((pair) => pair[side] < index).length;
  const changes: TextChange[] = [];
  for (const run of runs) {
    const removed = run.removed.filter((old) => !wasMoved.has(old));
    const added = run.added.filter((next) => !movedFrom.has(next));
    changes.push(...(recut(removed, added) ?? paired(removed, added)));
    for (const next of run.added) {
      const old = movedFrom.get(next);
      if (!old) continue;
      const earlier = keptBefore(next.index, 1) < keptBefore(old.index, 0);
      changes.push({
        heading: next.heading,
        region: next.region,
        new: next.text,
        moved: { from: old.region, to: next.region, fromHeading: old.heading, earlier },
      });
    }
  }
  return changes;
}

/**
 * The texts read outside the body, field by field: a title, a description, a JSON-LD value changed,
 * added or removed; a photo's alt text changed (a photo added or removed is said under « Photos »,
 * as is a page that shows it once more or less).
 * A field read more than once (a photo shown twice) is its distinct texts.
 */
function metaChanges(base: readonly MetaText[], head: readonly MetaText[]): TextChange[] {
  const byField = (list: readonly MetaText[]) => {
    const out = new Map<string, string[]>();
    for (const { field, text } of list) out.set(field, [...new Set([...(out.get(field) ?? []), text])]);
    return new Map([...out].map(([field, texts]) => [field, texts.join(' | ')]));
  };
  const before = byField(base);
  const after = byField(head);
  const count = (list: readonly MetaText[], field: string) => list.filter((text) => text.field === field).length;
  // A photo shown as often on both sides: its alt texts changed; shown more or less often (a card added or removed), not.
  const compared = (field: string) => !field.startsWith('alt:') || (before.has(field) && count(base, field) === count(head, field));
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  return fields
    .filter((field) => compared(field) && before.get(field) !== after.get(field))
    .map((field) => ({
      heading: '',
      region: '' as const,
      field,
      ...(before.has(field) && { old: before.get(field) }),
      ...(after.has(field) && { new: after.get(field) }),
    }));
}

const figureMap = (model: VisitorModel | undefined) => new Map((model?.figures ?? []).map((figure) => [figure.key, figure]));

function figureChanges(base: VisitorModel, head: VisitorModel): FigureChange[] {
  const before = figureMap(base);
  const after = figureMap(head);
  const out: Caused[] = [];
  const change = (figure: Figure, old: string | undefined, next: string | undefined) =>
    out.push({ key: figure.key, label: figure.label, old, new: next, shownOn: figure.shownOn, moves: [], causes: figure.causes ?? [] });
  for (const figure of head.figures) {
    const old = before.get(figure.key);
    if (!old) change(figure, undefined, figure.value);
    else if (old.value !== figure.value) change(figure, old.value, figure.value);
  }
  for (const figure of base.figures) if (!after.has(figure.key)) change(figure, figure.value, undefined);
  return groupedByCause(out);
}

type Caused = Omit<FigureChange, 'moves'> & { causes: string[]; moves: Caused[] };
const plain = ({ causes: _causes, moves, ...change }: Caused): FigureChange => ({ ...change, moves: moves.map(plain) });

/** A figure computed from a changed one (a page's « à partir de » from its formula's price) is said under it, once. */
function groupedByCause(changes: Caused[]): FigureChange[] {
  const byKey = new Map(changes.map((change) => [change.key, change]));
  const moved = new Set<Caused>();
  for (const change of changes) {
    const cause = change.causes.map((key) => byKey.get(key)).find((found) => found && found !== change);
    if (cause) {
      cause.moves.push(change);
      moved.add(change);
    }
  }
  return changes.filter((change) => !moved.has(change)).map(plain);
}

/** Each item of `a` missing from `b`, as many times as it is missing. */
function missingFrom(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const item of b) left.set(item, (left.get(item) ?? 0) + 1);
  return a.filter((item) => {
    const count = left.get(item) ?? 0;
    left.set(item, count - 1);
    return count <= 0;
  });
}

/** The check's kinds compared: problems always; warnings and launch items only when both sides' content was read (no problem). */
function comparedKinds(base: CheckView, head: CheckView) {
  const kinds = [
    ['problems', 'Nouveau problème', 'Problème corrigé'],
    ['warnings', 'Nouvel avertissement', 'Avertissement levé'],
    ['launch', 'Avant la mise en ligne, nouvel élément à fournir', 'Avant la mise en ligne, élément fourni'],
  ] as const;
  const read = base.problems.length === 0 && head.problems.length === 0 && base.launch !== undefined && head.launch !== undefined;
  return read ? kinds : kinds.slice(0, 1);
}

function checkChanges(base: CheckView, head: CheckView) {
  const kinds = comparedKinds(base, head);
  return {
    added: kinds.flatMap(([kind, added]) => missingFrom(head[kind] ?? [], base[kind] ?? []).map((line) => `${added} : ${line}`)),
    removed: kinds.flatMap(([kind, , removed]) => missingFrom(base[kind] ?? [], head[kind] ?? []).map((line) => `${removed} : ${line}`)),
  };
}

const stem = (path: string | undefined) => path?.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

/** A gone page whose page of the same kind reappears elsewhere (renamed file, moved venue): a move. */
function moveOf(gone: Page, added: readonly Page[], base: VisitorModel, head: VisitorModel): Page | undefined {
  const sameBytes = (page: Page) => gone.source && page.source && base.files[gone.source] === head.files[page.source];
  return added.find(
    (page) => page.type === gone.type && (sameBytes(page) || stem(page.source) === stem(gone.source) || page.title === gone.title),
  );
}

function photoChanges(base: Side, head: Side): Review['photos'] {
  // A side whose pages were not read shows no photo: nothing to compare, not every photo gone.
  if (!base.views || !head.views) return { added: [], replaced: [], removed: [] };
  const where = (views: Map<string, PageView> | undefined) => {
    const pages = new Map<string, string[]>();
    for (const [path, view] of views ?? []) for (const src of view.photos) pages.set(src, [...(pages.get(src) ?? []), path]);
    return pages;
  };
  const before = where(base.views);
  const after = where(head.views);
  const bytes = (side: Side, src: string) => side.model?.files[`public${src}`];
  const photos = [...after].filter(([src]) => src.startsWith('/images/'));
  return {
    added: photos.filter(([src]) => !before.has(src)).map(([src, pages]) => ({ src, pages })),
    replaced: photos.filter(([src]) => before.has(src) && bytes(base, src) !== bytes(head, src)).map(([src, pages]) => ({ src, pages })),
    removed: [...before].filter(([src]) => src.startsWith('/images/') && !after.has(src)).map(([src, pages]) => ({ src, pages })),
  };
}

/** A copy of the project has no lockfile (tests/support/project-copy.ts): it is compared when both sides have one. */
const LOCKFILE = 'package-lock.json';

function changedFiles(base: Side, head: Side): string[] {
  const a = base.files ?? base.model?.files ?? {};
  const b = head.files ?? head.model?.files ?? {};
  const compared = (path: string) => path !== LOCKFILE || (a[path] !== undefined && b[path] !== undefined);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((path) => compared(path) && a[path] !== b[path]).sort();
}

const pluralPages = (n: number) => (n > 1 ? `${n} pages ont` : `${n} page a`);

/** Why a side's content was not read, in one line: its first problem (file and field), else the model's error. */
function unreadContent(side: Side, name: string): string[] {
  if (side.model) return [];
  const [first, ...others] = side.check.problems;
  const more = others.length
    ? ` (et ${others.length} autre${others.length > 1 ? 's' : ''} problème${others.length > 1 ? 's' : ''} du contenu)`
    : '';
  return [`Contenu de ${name} illisible : ${first ? `${first}${more}` : (side.modelError ?? 'erreur inconnue')}`];
}

/** A side whose pages did not all answer 200: « non lue », each status counted, and what to do for a protected preview. */
function unreadPages(side: Side, name: string): string[] {
  if (!side.unread) return [];
  const counts = Object.entries(side.unread).map(([status, n]) => `${pluralPages(n)} répondu ${status}`);
  const locked = side.unread['401'] || side.unread['403'];
  const hint = locked ? ' La préversion est protégée : réglez le secret VERCEL_AUTOMATION_BYPASS_SECRET (docs/deploiement.md).' : '';
  return [`Pages de ${name} non lues : ${counts.join(', ')} ; ni textes, ni photos, ni titres n’en sont comparés.${hint}`];
}

const unreadBuild = (side: Side, name: string) =>
  side.buildError ? [`${name[0]!.toUpperCase()}${name.slice(1)} ne se construit pas : ${side.buildError}`] : [];

/** The warnings and launch items are compared only when both sides' content was read: said, not silently left out. */
const checkNotCompared = (base: Side, head: Side) =>
  comparedKinds(base.check, head.check).length < 3
    ? [
        'Avertissements et éléments avant la mise en ligne non comparés : un côté a des problèmes du contenu (la vérification avant mise en ligne ne tourne pas).',
      ]
    : [];

/**
 * Content files and photos that change what pages show without being a page's own file (site.yaml,
 * the reviews, the categories, a photo): without both sides' pages, which pages change is not known.
 */
function unplacedFiles(files: readonly string[], base: VisitorModel, head: VisitorModel): string[] {
  const sources = new Set([...base.pages, ...head.pages].map((page) => page.source));
  return files.filter(
    (file) =>
      !sources.has(file) && (file.startsWith('public/') || (file.startsWith('content/') && base.meanings[file] !== head.meanings[file])),
  );
}

/** site.yaml's top-level keys whose meaning changed (`telephone_horaires`): the model hashes each as `content/site.yaml#key`. */
function changedKeys(file: string, base: VisitorModel, head: VisitorModel): string[] {
  const keys = [...new Set([...Object.keys(base.meanings), ...Object.keys(head.meanings)])].filter((key) => key.startsWith(`${file}#`));
  return keys.filter((key) => base.meanings[key] !== head.meanings[key]).map((key) => key.slice(file.length + 1));
}

/**
 * The pages that read an unplaced file, from each page's sources (lib/view/sitemap.ts, routeSources):
 * for site.yaml, those that show a changed key (the frame's keys on every page), else those that read the file.
 * At least these pages change; the head's sources, else the base's (an older side has none).
 */
function readersOf(files: readonly string[], base: VisitorModel, head: VisitorModel): Page[] {
  const sources = head.sources ?? base.sources;
  if (!sources) return [];
  const wanted = new Set(
    files.flatMap((file) => {
      const keys = changedKeys(file, base, head).map((key) => `${file}#${key}`);
      const byKey = Object.keys(sources).filter((path) => keys.some((key) => sources[path]!.includes(key)));
      return byKey.length ? byKey : Object.keys(sources).filter((path) => sources[path]!.includes(file));
    }),
  );
  return head.pages.filter((page) => wanted.has(page.path));
}

/** `content/site.yaml (telephone_horaires)`: an unplaced file, with its changed keys. */
const unplacedName = (file: string, base: VisitorModel, head: VisitorModel) => {
  const keys = changedKeys(file, base, head);
  return keys.length ? `${file} (${keys.join(', ')})` : file;
};

/** The pages production serves (drafts left out), by path. */
const live = (model: VisitorModel) => new Map(model.pages.filter((page) => !page.draft).map((page) => [page.path, page]));

/**
 * Two sides built differently (a preview build against a production build) differ on every page by
 * the example badges, the drafts and the preview banner: their pages are not compared, and it is said.
 */
function buildsApart(base: Side, head: Side): string | undefined {
  if (!base.views || !head.views || !base.build || !head.build || base.build === head.build) return undefined;
  return `La base est construite en ${base.build}, la tête en ${head.build} (exemples, brouillons et bandeau n’y sont pas les mêmes) : ni textes, ni photos, ni titres n’en sont comparés. Lancez npm run revue -- --construire, qui construit chaque côté en préversion.`;
}

/** Each package whose version changes between the two lockfiles: compared when both sides have one. */
function dependencyChanges(base: Side, head: Side): Review['dependencies'] {
  const [a, b] = [base.packages, head.packages];
  if (!a || !b) return [];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .sort()
    .filter((name) => a[name] !== b[name])
    .map((name) => ({ name, old: a[name], new: b[name] }));
}

const agentWords = (agent: string) => (agent === '*' ? 'aux moteurs' : `à ${agent}`);

/** robots.txt's rules added and removed, in words: a path newly disallowed blocks (its pages leave the search results). */
function robotsChanges(base: readonly string[] | undefined, head: readonly string[] | undefined): Review['answers'] {
  if (!base || !head) return [];
  const words = (line: string, added: boolean): Review['answers'][number] => {
    const [kind = '', first = '', ...rest] = line.split(' ');
    const path = rest.join(' ');
    if (kind === 'disallow')
      return added
        ? { text: `robots.txt : ${path} désormais interdit ${agentWords(first)}`, blocks: true }
        : { text: `robots.txt : ${path} de nouveau permis ${agentWords(first)}` };
    if (kind === 'allow')
      return {
        text: `robots.txt : ${path} ${added ? 'désormais explicitement permis' : 'n’est plus explicitement permis'} ${agentWords(first)}`,
      };
    return {
      text: `robots.txt : ${kind === 'sitemap' ? 'plan du site' : kind} ${first} ${added ? 'désormais annoncé' : 'n’est plus annoncé'}`,
    };
  };
  return [...missingFrom(head, base).map((line) => words(line, true)), ...missingFrom(base, head).map((line) => words(line, false))];
}

/** The sitemap's addresses added or removed, beyond the pages added or gone (said under « Pages »). */
function sitemapChanges(base: readonly string[] | undefined, head: readonly string[] | undefined, told: ReadonlySet<string>) {
  if (!base || !head) return [];
  return [
    ...missingFrom(head, base)
      .filter((path) => !told.has(path))
      .map((path) => ({ text: `Plan du site (sitemap.xml) : ${path} y est ajoutée` })),
    ...missingFrom(base, head)
      .filter((path) => !told.has(path))
      .map((path) => ({ text: `Plan du site (sitemap.xml) : ${path} n’y est plus (les moteurs la découvriront moins vite)` })),
  ];
}

/** `content-security-policy` as it is written: `Content-Security-Policy`. */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);

/** Each public answer's status and security headers changed, in words; its texts are compared as a page's (`answerPages`). */
function answerChanges(base: Side, head: Side): Review['answers'] {
  if (!base.answers || !head.answers) return [];
  return PUBLIC_ANSWERS.flatMap(({ path, name }) => {
    const old = base.answers!.get(path);
    const next = head.answers!.get(path);
    if (!old || !next) return [];
    const status = old.status === next.status ? [] : [{ text: `${path} (${name}) : répondait ${old.status}, répond ${next.status}` }];
    const headers = [...new Set([...Object.keys(old.headers), ...Object.keys(next.headers)])]
      .filter((header) => old.headers[header] !== next.headers[header])
      .map((header) => {
        const [was, is] = [old.headers[header], next.headers[header]];
        const change =
          was === undefined ? `ajouté : « ${is} »` : is === undefined ? `retiré (était : « ${was} »)` : `« ${was} » → « ${is} »`;
        return { text: `En-tête de sécurité ${headerName(header)} de ${path} (${name}) : ${change}` };
      });
    return [...status, ...headers];
  });
}

/** robots.txt and the sitemap, computed by one side's model only (an older base): said rather than left out. */
function robotsNotCompared(base: Side, head: Side): string[] {
  if (!base.model || !head.model || Boolean(base.model.robots) === Boolean(head.model.robots)) return [];
  const older = base.model.robots ? 'la tête' : 'la base';
  return [`robots.txt et plan du site non comparés : le code de ${older} ne les calcule pas encore (scripts/revue/visitor-model.ts).`];
}

/** A public answer as a page of the report, for its texts: `/page-introuvable-revue` (« page introuvable (404, français) »). */
const answerPage = (path: string, name: string): Page => ({ path, type: 'reponse', title: name });

/** The pages a build folder could not serve, always said: their count by status, and which. */
const droppedPages = (side: Side, name: string) =>
  side.dropped
    ? [
        `Pages de ${name} que sa construction n’a pas servies : ${Object.entries(side.dropped.counts)
          .map(([status, n]) => `${pluralPages(n)} répondu ${status}`)
          .join(', ')} (${side.dropped.paths.join(', ')}) ; leurs textes ne sont pas comparés.`,
      ]
    : [];

const staleNote = (side: Side, name: string) =>
  side.stale
    ? [`La construction de ${name} est périmée : ${side.stale} ; ses pages ne sont pas lues (npm run revue -- --construire la refait).`]
    : [];

const rebuiltNote = (side: Side, name: string) =>
  side.rebuilt ? [`${name[0]!.toUpperCase()}${name.slice(1)} a été reconstruite : ${side.rebuilt}.`] : [];

/** The review of a change. `files` overrides the changed files read from the models (git's list when a side has none). */
export function review(sideBase: Side, sideHead: Side, options: { maxPerPage?: number; files?: string[] } = {}): Review {
  const maxPerPage = options.maxPerPage ?? DEFAULT_MAX_PER_PAGE;
  const apart = buildsApart(sideBase, sideHead);
  const [base, head] = apart
    ? [
        { ...sideBase, views: undefined },
        { ...sideHead, views: undefined },
      ]
    : [sideBase, sideHead];
  const unread = [
    ...unreadBuild(base, 'la base'),
    ...unreadBuild(head, 'la tête'),
    ...unreadContent(base, 'la base'),
    ...unreadContent(head, 'la tête'),
    ...unreadPages(base, 'la base'),
    ...unreadPages(head, 'la tête'),
  ];
  const notes: string[] = [
    ...unread,
    ...(apart ? [apart] : []),
    ...checkNotCompared(base, head),
    ...staleNote(base, 'la base'),
    ...staleNote(head, 'la tête'),
    ...droppedPages(base, 'la base'),
    ...droppedPages(head, 'la tête'),
    ...robotsNotCompared(base, head),
  ];
  const files = options.files ?? changedFiles(base, head);
  const empty: Review = {
    notes,
    unread,
    headProblems: head.check.problems,
    files,
    gone: [],
    added: [],
    changed: [],
    figures: [],
    texts: [],
    shared: [],
    check: checkChanges(base.check, head.check),
    photos: photoChanges(base, head),
    textsCompared: false,
    rebuilt: [...rebuiltNote(base, 'la base'), ...rebuiltNote(head, 'la tête')],
    dependencies: dependencyChanges(base, head),
    answers: answerChanges(base, head),
    previewFigures: [],
    readers: [],
  };
  if (!base.model || !head.model) return empty;
  const before = new Map(base.model.pages.map((page) => [page.path, page]));
  const liveBefore = live(base.model);
  const liveAfter = live(head.model);
  // New in production: a new page, or a draft published (a new draft is added too, flagged).
  const added = head.model.pages.filter((page) => !liveBefore.has(page.path) && !(before.get(page.path)?.draft && page.draft));
  const redirects = new Map(head.model.redirects.map(({ from, to }) => [from, to]));
  const drafts = new Set(head.model.pages.filter((page) => page.draft).map((page) => page.path));
  // Gone from production: removed, or made a draft; the same line, the same redirect to add.
  const gone = [...liveBefore.values()]
    .filter((page) => !liveAfter.has(page.path))
    .map((page): Gone => ({
      ...page,
      ...(drafts.has(page.path) && { madeDraft: true }),
      redirect: redirects.get(page.path),
      movedTo: moveOf(page, added, base.model!, head.model!)?.path,
    }));
  const moved = new Set(gone.map((page) => page.movedTo));
  const figures = figureChanges(base.model, head.model);
  const textsCompared = Boolean(base.views && head.views);
  const codeChanged = files.some((file) => !file.startsWith('content/') && !file.startsWith('public/'));
  if (!textsCompared && codeChanged)
    notes.push('Le code du site change et les pages ne sont pas construites : les textes ne sont pas comparés.');
  const unplaced = textsCompared ? [] : unplacedFiles(files, base.model, head.model);
  const readers = readersOf(unplaced, base.model, head.model);
  if (unplaced.length)
    notes.push(
      `Ces fichiers changent ce que montrent des pages qui ne sont pas lues des deux côtés, dont les textes ne sont donc pas comparés : ${unplaced.map((file) => unplacedName(file, base.model!, head.model!)).join(', ')} (voir la préversion, ou npm run revue -- --construire).${readers.length ? ' Les pages qui les lisent sont nommées sous « Pages ».' : ''}`,
    );
  const gonePaths = new Set(gone.map((page) => page.path));
  const changedSet = new Set(files);
  const allFigures = figures.flatMap((figure) => [figure, ...figure.moves]);

  const figureValues = allFigures.filter((f) => f.old && f.new).map((f) => [tidy(f.old!), tidy(f.new!)] as const);
  /** A sentence changed only by figures listed under « Chiffres »: not said twice. Any other word changed beside them is said. */
  const isFigure = (change: TextChange) => {
    if (change.old === undefined || change.new === undefined) return false;
    const replaced = figureValues.reduce((text, [o, n]) => text.split(o).join(n), change.old);
    return replaced !== change.old && replaced === change.new;
  };
  const perPage: { page: Page; changes: TextChange[] }[] = [];
  const changed: Page[] = [];
  /** Pages a build folder does not hold (rendered on demand, /calcul, /devis): a code change may change them unseen. */
  const onDemand: string[] = [];
  for (const page of head.model.pages) {
    if (!before.has(page.path) || gonePaths.has(page.path) || added.includes(page)) continue;
    const old = base.views?.get(page.path);
    const next = head.views?.get(page.path);
    const figureShown = allFigures.some((f) => f.shownOn.some((place) => place.path === page.path));
    if (old && next) {
      const changes = [...metaChanges(old.meta, next.meta), ...textChanges(old, next)];
      const photosChanged = JSON.stringify(old.photos) !== JSON.stringify(next.photos);
      if (changes.length || photosChanged || figureShown) changed.push(page);
      const own = changes.filter((change) => !isFigure(change));
      if (own.length) perPage.push({ page, changes: own });
    } else {
      const source = page.source;
      // Same bytes, same meaning: a side whose model hashes fewer types (an older base) changes nothing by it.
      const meaningChanged = source !== undefined && changedSet.has(source) && base.model.meanings[source] !== head.model.meanings[source];
      if (meaningChanged || figureShown) changed.push(page);
      if (textsCompared && codeChanged) onDemand.push(page.path);
    }
  }
  if (onDemand.length)
    notes.push(
      `Le code du site change et ${onDemand.length > 1 ? 'ces pages, rendues à la demande, ne sont pas lues' : 'cette page, rendue à la demande, n’est pas lue'} dans une construction : ${onDemand.join(', ')} (à ouvrir sur la préversion).`,
    );
  for (const { path, name } of PUBLIC_ANSWERS) {
    const old = base.answers?.get(path)?.view;
    const next = head.answers?.get(path)?.view;
    const changes = old && next ? [...metaChanges(old.meta, next.meta), ...textChanges(old, next)] : [];
    if (changes.length) perPage.push({ page: answerPage(path, name), changes });
  }
  const told = new Set([...gone, ...added].map((page) => page.path));
  const answers = [
    ...robotsChanges(base.model.robots, head.model.robots),
    ...sitemapChanges(base.model.sitemap, head.model.sitemap, told),
    ...empty.answers,
  ];
  const production = figureMap(head.model);
  const previewFigures = (head.model.previewFigures ?? []).flatMap((figure) => {
    const shown = production.get(figure.key);
    return shown ? [{ label: figure.label, preview: figure.value, production: shown.value }] : [];
  });
  const key = (change: TextChange) =>
    `${change.field ?? ''}\u0000${change.old ?? ''}\u0000${change.new ?? ''}\u0000${JSON.stringify(change.moved ?? '')}`;
  const counts = new Map<string, { change: TextChange; pages: Page[] }>();
  for (const { page, changes } of perPage)
    for (const change of changes) {
      const seen = counts.get(key(change));
      if (!seen) counts.set(key(change), { change, pages: [page] });
      else if (seen.pages.at(-1) !== page) seen.pages.push(page);
    }
  const shared = [...counts.values()].filter(({ pages }) => pages.length >= SHARED_FROM);
  const sharedKeys = new Set(shared.map(({ change }) => key(change)));
  const texts = perPage
    .map(({ page, changes }) => {
      const own = changes.filter((change) => !sharedKeys.has(key(change)));
      return { page, changes: own.slice(0, maxPerPage), more: Math.max(0, own.length - maxPerPage) };
    })
    .filter((entry) => entry.changes.length);
  return {
    ...empty,
    gone,
    added: added.filter((page) => !moved.has(page.path)),
    changed,
    figures,
    texts,
    shared,
    textsCompared,
    answers,
    previewFigures,
    readers: readers.filter((page) => !changed.includes(page) && !gonePaths.has(page.path) && !added.includes(page)),
  };
}

/** Files changed, and nothing a visitor sees: the reviewer can approve at once. */
export const nothingVisible = (r: Review) =>
  r.files.length > 0 &&
  r.notes.length === 0 &&
  r.headProblems.length === 0 &&
  [r.gone, r.added, r.changed, r.readers, r.figures, r.texts, r.shared, r.check.added, r.check.removed, r.answers].every(
    (list) => list.length === 0,
  ) &&
  [r.photos.added, r.photos.replaced, r.photos.removed].every((list) => list.length === 0);

/** The pages gone from production with no redirect: their links and search results will lead to a missing page. */
const goneWithoutRedirect = (r: Review) =>
  r.gone
    .filter((page) => !page.redirect)
    .map(
      (page) =>
        `${page.path} ${page.madeDraft ? 'passée en brouillon' : page.movedTo ? `déplacée vers ${page.movedTo}` : 'supprimée'} sans redirection : absente de la production, ses liens mèneront à une page introuvable.`,
    );

/** What the content check adds: a new problem, warning or launch item. */
const newCheckItems = (r: Review) =>
  r.check.added.length
    ? [
        `La vérification du contenu a ${r.check.added.length > 1 ? `${r.check.added.length} nouveaux éléments` : 'un nouvel élément'} (avertissement, problème ou élément à fournir avant la mise en ligne) : voir « Vérification du contenu ».`,
      ]
    : [];

/** Why the « revue » status check fails: each reason, in the comment's words; none when the merge may go on. */
export const blockers = (r: Review): string[] => [
  ...goneWithoutRedirect(r),
  ...r.answers.filter((answer) => answer.blocks).map((answer) => `${answer.text}.`),
  ...newCheckItems(r),
  ...r.unread,
];
