// The pull request's comment (.github/workflows/pull-request.yml): the preview's address on top,
// then the review (scripts/revue/report.ts), cut at GitHub's limit with where the full report is;
// created once, then updated on each push. GitHub's REST API is called with fetch: its pages of
// comments, one creation or one update (docs.github.com, « REST API endpoints for issue comments »).

/** Marks the comment this workflow owns: the one it updates, whoever wrote the others. */
export const MARKER = '<!-- preversion -->';

/** GitHub refuses a comment body longer than this (« Body is too long (maximum is 65536 characters) »). */
export const GITHUB_LIMIT = 65_536;

/** scripts/revue/captures.ts's index.json: each page photographed, with its most telling capture on each side. */
export type CaptureIndex = { pages: { path: string; avant?: string; apres?: string }[] };

/** The most pages whose captures the comment shows: the rest are in the artifact. */
export const SHOWN_CAPTURES = 10;

export type CommentInput = {
  report: string;
  previewUrl: string | undefined;
  sha: string;
  /** Where the full report and the screenshots are: the workflow run's artifact. */
  artifactUrl: string | undefined;
  /** How many pages were photographed before and after, in the artifact. */
  captures: number;
  /** The captures shown in the comment: where they are published (a folder's address) and which. */
  shown?: { url: string; index: CaptureIndex } | undefined;
};

/**
 * Before and after, side by side, for the first pages photographed: images GitHub shows in the
 * comment itself (published on the repository's « revue-captures » branch, docs/revue.md).
 */
export function capturesPart(shown: CommentInput['shown']): string[] {
  const pages = (shown?.index.pages ?? []).filter((page) => page.avant || page.apres).slice(0, SHOWN_CAPTURES);
  if (!shown || !pages.length) return [];
  const image = (file: string | undefined, alt: string) =>
    file ? `<img src="${shown.url}${encodeURIComponent(file)}" width="280" alt="${alt}">` : '(pas de capture)';
  return [
    '',
    `<details><summary>Captures avant / après, sur téléphone (${pages.length} page${pages.length > 1 ? 's' : ''})</summary>`,
    ...pages.flatMap((page) => [
      '',
      `\`${page.path.replace(/`/g, "'")}\``,
      '',
      '| Avant | Après |',
      '| --- | --- |',
      `| ${image(page.avant, 'avant')} | ${image(page.apres, 'après')} |`,
    ]),
    '',
    '</details>',
  ];
}

const artifactLine = ({ artifactUrl, captures }: CommentInput) =>
  artifactUrl
    ? `Rapport complet${captures ? ` et captures d'écran avant/après (375 px) de ${captures} page${captures > 1 ? 's' : ''} modifiée${captures > 1 ? 's' : ''}` : ''} : artefact « revue » du workflow, ${artifactUrl}`
    : undefined;

/** The comment's body, never longer than GitHub accepts: a long report is cut at a line, and says so. */
export function commentBody(input: CommentInput, limit = GITHUB_LIMIT): string {
  const head = [
    MARKER,
    input.previewUrl
      ? `**Préversion** de ${input.sha.slice(0, 7)} : ${input.previewUrl}`
      : `**Préversion** de ${input.sha.slice(0, 7)} : pas d'adresse (déploiement absent).`,
    "Les brouillons y sont visibles (bandeau « Brouillon ») et aucune page n'y est indexée. Comment lire ce qui suit : docs/revue.md.",
    ...(artifactLine(input) ? [artifactLine(input)!] : []),
    ...capturesPart(input.shown),
    '',
  ].join('\n');
  const whole = `${head}\n${input.report.trimEnd()}\n`;
  if (whole.length <= limit) return whole;
  const cut = `\n\n> ✂️ Rapport coupé à la limite d'un commentaire GitHub (${limit} caractères). ${
    input.artifactUrl
      ? `Le rapport complet est dans l'artefact « revue » : ${input.artifactUrl}`
      : 'Le rapport complet est dans les journaux du workflow.'
  }\n`;
  const room = limit - head.length - 1 - cut.length;
  const kept = input.report.slice(0, room);
  // An open <details> block would swallow the note: cut before it, at the end of a line.
  const end = Math.min(kept.lastIndexOf('\n'), ...(kept.includes('<details>') ? [kept.lastIndexOf('<details>')] : []));
  return `${head}\n${kept.slice(0, Math.max(end, 0)).trimEnd()}${cut}`;
}

type Fetch = typeof fetch;
type Comment = { id: number; body?: string | null };
export type Target = { repository: string; issue: number; token: string; api?: string };

async function call(fetchImpl: Fetch, url: string, token: string, init: { method?: string; body?: string } = {}) {
  const response = await fetchImpl(url, {
    ...init,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': '2022-11-28',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  if (!response.ok) throw new Error(`GitHub a répondu ${response.status} à ${init.method ?? 'GET'} ${url} : ${await response.text()}`);
  return response;
}

/** The next page of a list, from GitHub's `Link` header. */
const nextPage = (link: string | null) => /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];

const issuesApi = (target: Target) => `${target.api ?? 'https://api.github.com'}/repos/${target.repository}/issues`;

/** The comment this workflow wrote before, page after page of the pull request's comments. */
async function ownComment(target: Target, fetchImpl: Fetch): Promise<Comment | undefined> {
  let url: string | undefined = `${issuesApi(target)}/${target.issue}/comments?per_page=100`;
  let previous: Comment | undefined;
  while (url && !previous) {
    const response = await call(fetchImpl, url, target.token);
    previous = ((await response.json()) as Comment[]).find((comment) => comment.body?.startsWith(MARKER));
    url = nextPage(response.headers.get('link'));
  }
  return previous;
}

/** Creates the comment, or updates the one this workflow wrote before: `created` or `updated`, with its id. */
export async function upsertComment(
  target: Target,
  body: string,
  fetchImpl: Fetch = fetch,
): Promise<{ action: 'created' | 'updated'; id: number }> {
  const base = issuesApi(target);
  const previous = await ownComment(target, fetchImpl);
  if (previous) {
    await call(fetchImpl, `${base}/comments/${previous.id}`, target.token, { method: 'PATCH', body: JSON.stringify({ body }) });
    return { action: 'updated', id: previous.id };
  }
  const created = await call(fetchImpl, `${base}/${target.issue}/comments`, target.token, {
    method: 'POST',
    body: JSON.stringify({ body }),
  });
  return { action: 'created', id: ((await created.json()) as Comment).id };
}

/** The line that marks a review outdated: above the older review, which stays for what it says of its own commit. */
const OUTDATED = '> ⛔ **Revue périmée**';

/**
 * The comment of an older commit, marked outdated for a commit whose tests or preview failed (no
 * review could be made): a reader never takes the older « Rien de visible » for this commit's.
 */
export function outdatedBody(previous: string | undefined, sha: string, reason: string): string {
  const older = (previous ?? MARKER).split('\n').filter((line) => line !== MARKER && !line.startsWith(OUTDATED));
  const banner = `${OUTDATED} pour ${sha.slice(0, 7)} : ${reason} La revue ci-dessous est celle d'un commit précédent, pas de celui-ci.`;
  return [MARKER, banner, ...older].join('\n');
}

/** Marks the workflow's comment outdated (or writes one that says so): the review of the new commit could not be made. */
export async function markOutdated(target: Target, sha: string, reason: string, fetchImpl: Fetch = fetch) {
  const previous = await ownComment(target, fetchImpl);
  return upsertComment(target, outdatedBody(previous?.body ?? undefined, sha, reason), fetchImpl);
}
