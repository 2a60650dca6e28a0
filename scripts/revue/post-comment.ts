// The pull request workflow's last step: `tsx scripts/revue/post-comment.ts <rapport.md> [dossier des captures]`
// posts the review as the pull request's comment (scripts/revue/comment.ts), with the captures
// published by scripts/revue/publish-captures.ts;
// `tsx scripts/revue/post-comment.ts --perimee` marks it outdated when the tests or the preview of
// the new commit failed (TESTS_RESULT, PREVIEW_RESULT: the jobs' results). Everything from the
// pull request comes in through the environment, as data: GITHUB_TOKEN, GITHUB_REPOSITORY,
// PR_NUMBER, HEAD_SHA, PREVIEW_URL, ARTIFACT_URL (GITHUB_API_URL on GitHub Enterprise).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commentBody, markOutdated, upsertComment, type CaptureIndex, type Target } from './comment';

const [reportFile, capturesDir] = process.argv.slice(2);
const env = process.env;
const missing = ['GITHUB_TOKEN', 'GITHUB_REPOSITORY', 'PR_NUMBER', 'HEAD_SHA'].filter((name) => !env[name]);
if (!reportFile || missing.length) {
  console.error(
    `Usage : tsx scripts/revue/post-comment.ts <rapport.md> [dossier des captures] | --perimee${missing.length ? ` ; variables absentes : ${missing.join(', ')}` : ''}`,
  );
  process.exit(2);
}
const target: Target = {
  repository: env.GITHUB_REPOSITORY!,
  issue: Number(env.PR_NUMBER),
  token: env.GITHUB_TOKEN!,
  ...(env.GITHUB_API_URL && { api: env.GITHUB_API_URL }),
};

const readJson = <T>(file: string | undefined): T | undefined =>
  file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/** The review of the new commit, with its screenshots: counted, and shown when published (scripts/revue/publish-captures.ts). */
function reviewBody(file: string) {
  const index = readJson<CaptureIndex>(capturesDir && join(capturesDir, 'index.json'));
  const published = readJson<{ url: string }>(capturesDir && join(capturesDir, 'publiees.json'));
  return commentBody({
    report: existsSync(file)
      ? readFileSync(file, 'utf8')
      : `La revue n'a pas pu être faite (${file} absent) : voir les journaux du workflow.`,
    previewUrl: env.PREVIEW_URL || undefined,
    sha: env.HEAD_SHA!,
    artifactUrl: env.ARTIFACT_URL || undefined,
    captures: index?.pages.length ?? 0,
    shown: index && published ? { url: published.url, index } : undefined,
  });
}

const result =
  reportFile === '--perimee'
    ? await markOutdated(
        target,
        env.HEAD_SHA!,
        `les tests (${env.TESTS_RESULT ?? '?'}) ou la préversion (${env.PREVIEW_RESULT ?? '?'}) n'ont pas abouti, aucune revue n'a pu être faite.`,
      )
    : await upsertComment(target, reviewBody(reportFile));
console.log(`Commentaire ${result.action === 'created' ? 'créé' : 'mis à jour'} (${result.id}).`);
