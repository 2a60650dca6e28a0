// The pull request workflow's step between the captures and the comment:
// `tsx scripts/revue/publish-captures.ts <dossier des captures>` publishes the first pages'
// before / after captures (index.json, scripts/revue/captures.ts) on the repository's
// « revue-captures » branch, where GitHub shows them in the comment, and writes their folder's
// address in publiees.json beside them (scripts/revue/post-comment.ts). The branch is one commit
// with no history, pushed anew each time: each pull request keeps only its newest commit's
// captures (pr-<n>/<commit>/), and the folders of closed pull requests are dropped (docs/revue.md).
// Environment, as data: GITHUB_TOKEN, GITHUB_REPOSITORY, PR_NUMBER, HEAD_SHA (GITHUB_SERVER_URL, GITHUB_API_URL).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRANCH, publishedFiles, stale } from './captures-branch';
import type { CaptureIndex } from './comment';

const git = (args: string[], cwd: string) => execFileSync('git', args, { cwd, stdio: 'pipe' }).toString().trim();

/** The numbers of the repository's open pull requests, page after page. */
async function openPullRequests(api: string, repository: string, token: string): Promise<number[]> {
  const numbers: number[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${api}/repos/${repository}/pulls?state=open&per_page=100&page=${page}`, {
      headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${token}`, 'x-github-api-version': '2022-11-28' },
    });
    if (!response.ok) throw new Error(`GitHub a répondu ${response.status} à la liste des pull requests ouvertes.`);
    const list = (await response.json()) as { number: number }[];
    numbers.push(...list.map((pull) => pull.number));
    if (list.length < 100) return numbers;
  }
}

/** One try: the branch's tree as fetched, stale folders dropped, this run's captures added, pushed if nobody pushed meanwhile. */
function publishOnce(root: string, dir: string, files: string[], folder: string, open: number[], pr: number): void {
  const work = mkdtempSync(join(tmpdir(), 'revue-captures-'));
  const local = `${BRANCH}-${process.pid}`;
  try {
    let lease = '';
    try {
      git(['fetch', '--quiet', 'origin', `+refs/heads/${BRANCH}:refs/remotes/origin/${BRANCH}`], root);
      lease = git(['rev-parse', `refs/remotes/origin/${BRANCH}`], root);
    } catch {
      // No branch yet: this run creates it.
    }
    git(['worktree', 'add', '--quiet', '--detach', work, lease || 'HEAD'], root);
    // Orphan: the new commit has no parent, so the branch never grows a history of pictures.
    git(['checkout', '--quiet', '--orphan', local], work);
    if (!lease) git(['rm', '-rq', '--cached', '.'], work);
    const kept = (name: string) => name === '.git' || (Boolean(lease) && name.startsWith('pr-'));
    for (const name of readdirSync(work)) if (!kept(name)) rmSync(join(work, name), { recursive: true, force: true });
    for (const old of stale(readdirSync(work), open, pr)) rmSync(join(work, old), { recursive: true, force: true });
    mkdirSync(join(work, folder), { recursive: true });
    for (const file of files) copyFileSync(join(dir, file), join(work, folder, file));
    git(['add', '-A'], work);
    git(
      [
        '-c',
        'user.name=github-actions[bot]',
        '-c',
        'user.email=github-actions[bot]@users.noreply.github.com',
        'commit',
        '--quiet',
        '-m',
        `Captures de la revue, ${folder}`,
      ],
      work,
    );
    git(['push', '--quiet', `--force-with-lease=refs/heads/${BRANCH}:${lease}`, 'origin', `HEAD:refs/heads/${BRANCH}`], work);
  } finally {
    git(['worktree', 'remove', '--force', work], root);
    try {
      git(['branch', '-D', local], root);
    } catch {
      // Not created: the commit was not made.
    }
  }
}

const [dir] = process.argv.slice(2);
const { GITHUB_TOKEN, GITHUB_REPOSITORY, PR_NUMBER, HEAD_SHA } = process.env;
if (!dir || !GITHUB_TOKEN || !GITHUB_REPOSITORY || !PR_NUMBER || !HEAD_SHA) {
  console.error(
    'Usage : tsx scripts/revue/publish-captures.ts <dossier des captures> (GITHUB_TOKEN, GITHUB_REPOSITORY, PR_NUMBER, HEAD_SHA)',
  );
  process.exit(2);
}
const indexFile = join(dir, 'index.json');
const files = existsSync(indexFile) ? publishedFiles(JSON.parse(readFileSync(indexFile, 'utf8')) as CaptureIndex) : [];
if (!files.length) {
  console.log('Aucune capture à publier.');
  process.exit(0);
}
const pr = Number(PR_NUMBER);
const folder = `pr-${pr}/${HEAD_SHA.slice(0, 7)}`;
const open = await openPullRequests(process.env.GITHUB_API_URL ?? 'https://api.github.com', GITHUB_REPOSITORY, GITHUB_TOKEN);
// Two pull requests may push at once: the lease refuses the second, which starts again from the first's tree.
for (let attempt = 1; ; attempt += 1) {
  try {
    publishOnce(process.cwd(), dir, files, folder, open, pr);
    break;
  } catch (error) {
    if (attempt === 3) throw error;
  }
}
const url = `${process.env.GITHUB_SERVER_URL ?? 'https://github.com'}/${GITHUB_REPOSITORY}/raw/${BRANCH}/${folder}/`;
writeFileSync(join(dir, 'publiees.json'), JSON.stringify({ url }));
console.log(`${files.length} captures publiées : ${url}`);
