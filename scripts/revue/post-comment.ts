// The pull request workflow's last step: `tsx scripts/revue/post-comment.ts <rapport.md> [dossier des captures]`
// posts the review as the pull request's comment (scripts/revue/comment.ts). Everything from the
// pull request comes in through the environment, as data: GITHUB_TOKEN, GITHUB_REPOSITORY,
// PR_NUMBER, HEAD_SHA, PREVIEW_URL, ARTIFACT_URL (GITHUB_API_URL on GitHub Enterprise).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { commentBody, upsertComment } from './comment';

const [reportFile, capturesDir] = process.argv.slice(2);
const env = process.env;
const missing = ['GITHUB_TOKEN', 'GITHUB_REPOSITORY', 'PR_NUMBER', 'HEAD_SHA'].filter((name) => !env[name]);
if (!reportFile || missing.length) {
  console.error(
    `Usage : tsx scripts/revue/post-comment.ts <rapport.md> [dossier des captures]${missing.length ? ` ; variables absentes : ${missing.join(', ')}` : ''}`,
  );
  process.exit(2);
}
// One page photographed gives its « avant » and « apres » files.
const pages =
  capturesDir && existsSync(capturesDir) ? new Set(readdirSync(capturesDir).map((file) => file.replace(/-(avant|apres)-.*$/, ''))).size : 0;
const body = commentBody({
  report: existsSync(reportFile)
    ? readFileSync(reportFile, 'utf8')
    : `La revue n'a pas pu être faite (${reportFile} absent) : voir les journaux du workflow.`,
  previewUrl: env.PREVIEW_URL || undefined,
  sha: env.HEAD_SHA!,
  artifactUrl: env.ARTIFACT_URL || undefined,
  captures: pages,
});
const result = await upsertComment(
  {
    repository: env.GITHUB_REPOSITORY!,
    issue: Number(env.PR_NUMBER),
    token: env.GITHUB_TOKEN!,
    ...(env.GITHUB_API_URL && { api: env.GITHUB_API_URL }),
  },
  body,
);
console.log(`Commentaire ${result.action === 'created' ? 'créé' : 'mis à jour'} (${result.id}).`);
