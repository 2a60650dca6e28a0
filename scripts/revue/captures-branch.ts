// What scripts/revue/publish-captures.ts puts on the « revue-captures » branch, and what it drops:
// pure, so that the tests read it without git or GitHub.
import { SHOWN_CAPTURES, type CaptureIndex } from './comment';

export const BRANCH = 'revue-captures';

/** The folders of the branch to drop before this run's: every pull request's that is no longer open, and this one's older commits. */
export const stale = (folders: readonly string[], open: readonly number[], pr: number) =>
  folders.filter((folder) => folder.startsWith('pr-') && (folder === `pr-${pr}` || !open.includes(Number(folder.slice(3)))));

/** The captures to publish: the two of each of the first pages. */
export const publishedFiles = (index: CaptureIndex) =>
  index.pages.slice(0, SHOWN_CAPTURES).flatMap((page) => [page.avant, page.apres].filter((file): file is string => Boolean(file)));
