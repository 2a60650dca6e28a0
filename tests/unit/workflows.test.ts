// The GitHub Actions workflows, read as data: what reviewers and the provider rely on.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

type Step = {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
type Job = {
  name?: string;
  uses?: string;
  needs?: string | string[];
  if?: string;
  with?: Record<string, unknown>;
  secrets?: unknown;
  steps?: Step[];
  env?: Record<string, string>;
  container?: { image: string };
  strategy?: { matrix: { include: { partie: string; playwright: string; editeur: string }[] } };
};
type Workflow = { on: Record<string, { branches?: string[] } | null>; jobs: Record<string, Job> };

const workflow = (name: string): Workflow =>
  parse(readFileSync(join(resolve(__dirname, '../..'), '.github/workflows', name), 'utf8')) as Workflow;

const pullRequest = workflow('pull-request.yml');
const production = workflow('production.yml');
const tests = workflow('tests.yml');
const deploy = workflow('deploy.yml');

const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap((job) => job.steps ?? []);
const runs = (wf: Workflow) => steps(wf).map((step) => step.run ?? '');
const checkouts = (wf: Workflow) => steps(wf).filter((step) => step.uses?.startsWith('actions/checkout@'));

describe('pull-request workflow', () => {
  it('runs on pull requests to main, tests first, then deploys a preview, then reviews it, even when they fail', () => {
    expect(Object.keys(pullRequest.on)).toEqual(['pull_request']);
    expect(pullRequest.on.pull_request?.branches).toEqual(['main']);
    expect(pullRequest.jobs.tests?.uses).toBe('./.github/workflows/tests.yml');
    expect(pullRequest.jobs.preview).toMatchObject({ needs: 'tests', uses: './.github/workflows/deploy.yml', with: { production: false } });
    expect(pullRequest.jobs.revue?.needs).toEqual(['tests', 'preview']);
    // The required status check « revue »: it runs when the tests or the preview fail (to mark the
    // comment outdated, then fail), but not once a newer push has cancelled the run.
    expect(pullRequest.jobs.revue?.name).toBe('revue');
    expect(pullRequest.jobs.revue?.if).toContain('!cancelled()');
    expect(JSON.stringify(pullRequest.jobs.revue)).not.toContain('always()');
  });

  it('marks the comment outdated and fails the check when the tests or the preview of the commit failed', () => {
    const revue = pullRequest.jobs.revue!;
    // A fork has no preview (no secrets): its head is built in the job, once its tests passed.
    expect(revue.env?.REVIEWED).toBe(
      "${{ needs.tests.result == 'success' && (needs.preview.result == 'success' || github.event.pull_request.head.repo.full_name != github.repository) }}",
    );
    const outdated = revue.steps!.find((step) => step.run?.includes('post-comment.ts --perimee'))!;
    expect(outdated.if).toContain("env.REVIEWED != 'true'");
    expect(outdated.env).toMatchObject({ TESTS_RESULT: '${{ needs.tests.result }}', PREVIEW_RESULT: '${{ needs.preview.result }}' });
    const verdict = revue.steps!.find((step) => step.name === 'Verdict')!;
    expect(verdict.if).toContain("env.REVIEWED != 'true'");
    expect(verdict.run).toContain('exit 1');
  });

  it('posts the review under the preview address, with its artifact named, from scripts given the pull request as data', () => {
    const revue = pullRequest.jobs.revue!;
    const review = revue.steps!.find((step) => step.run?.includes('scripts/revue/ci.ts'))!;
    // The base is the merge commit's first parent, not the event's base.sha (which can be older).
    expect(review.env).toEqual({
      BASE_SHA: '${{ steps.base.outputs.sha }}',
      PREVIEW_URL: '${{ needs.preview.outputs.url }}',
      REVUE_DIR: 'reports/revue',
      REVUE_CACHE: '.tmp/revue-cache',
      REVUE_MODULES: '.tmp/revue-modules',
      VERCEL_AUTOMATION_BYPASS_SECRET: '${{ secrets.VERCEL_AUTOMATION_BYPASS_SECRET }}',
    });
    expect(revue.steps!.find((step) => step.id === 'base')?.run).toContain('git rev-parse HEAD^1');
    expect(JSON.stringify(pullRequest)).not.toContain('pull_request.base.sha');
    const comment = revue.steps!.find((step) => step.run?.includes('scripts/revue/post-comment.ts'))!;
    expect(comment.env?.PREVIEW_URL).toBe('${{ needs.preview.outputs.url }}');
    expect(comment.env?.ARTIFACT_URL).toBe('${{ steps.artefact.outputs.artifact-url }}');
    // No expression inside a command: a branch name or a title with quotes stays data.
    for (const step of revue.steps!) expect(step.run ?? '').not.toContain('${{');
    // The head is built by the tests and the preview: the review builds the base only.
    expect(runs(pullRequest).some((run) => /npm run build|next build/.test(run))).toBe(false);
  });

  it("keeps the base's packages by its own lockfile and its build by its commit, saved even when the review blocks", () => {
    const revue = pullRequest.jobs.revue!;
    const base = revue.steps!.find((step) => step.id === 'base')!;
    expect(base.run).toContain('git show HEAD^1:package-lock.json > .tmp/revue-base-lock/package-lock.json');
    const saves = revue.steps!.filter((step) => step.uses?.startsWith('actions/cache/save@'));
    expect(saves.map((step) => step.with?.key)).toEqual([
      "revue-modules-${{ hashFiles('.tmp/revue-base-lock/package-lock.json') }}",
      'revue-base-${{ steps.base.outputs.sha }}',
    ]);
    // After a blocking verdict (a failed step) but not once a newer push cancelled the run.
    for (const save of saves) expect(save.if).toMatch(/^\$\{\{ !cancelled\(\) && /);
  });

  it("gives a fork's code no secret and no writing token: its report is posted by main's own workflow", () => {
    expect(Object.keys(pullRequest.on)).not.toContain('pull_request_target');
    const revue = pullRequest.jobs.revue!;
    for (const name of ['Captures dans le commentaire', 'Commentaire sur la pull request', 'Commentaire périmé'])
      expect(revue.steps!.find((step) => step.name === name)?.if).toContain("env.FORK != 'true'");
    const fork = workflow('revue-fork.yml');
    expect(Object.keys(fork.on)).toEqual(['workflow_run']);
  });
});

describe('tests workflow', () => {
  it('clones the whole history, for the sitemap dates', () => {
    expect(checkouts(tests).map((step) => step.with?.['fetch-depth'])).toEqual([0]);
  });

  it('installs with npm on the Node of .nvmrc (24) with the npm cache, checks the content and runs npm test with CI=true', () => {
    expect(readFileSync(join(resolve(__dirname, '../..'), '.nvmrc'), 'utf8').trim()).toBe('24');
    expect(steps(tests).find((step) => step.uses?.startsWith('actions/setup-node@'))?.with).toEqual({
      'node-version-file': '.nvmrc',
      cache: 'npm',
    });
    expect(runs(tests)).toContain('npm install --no-audit --no-fund');
    expect(runs(tests).some((run) => run.includes('content:check'))).toBe(true);
    expect(steps(tests).find((step) => step.run === 'npm test')?.env).toMatchObject({ CI: 'true', PARTIE: '${{ matrix.partie }}' });
  });

  it('runs every check once over its parts: the linters and Vitest, the browser shards, the editor apart', () => {
    const parts = tests.jobs.tests?.strategy?.matrix.include ?? [];
    expect(parts.filter((part) => part.partie === 'controles')).toHaveLength(1);
    const shards = parts.filter((part) => part.partie === 'navigateurs' && part.playwright.includes('--shard='));
    const count = shards.length;
    expect(shards.map((part) => part.playwright)).toEqual(
      Array.from({ length: count }, (_, i) => `--shard=${i + 1}/${count} --grep-invert=@editeur`),
    );
    expect(shards.every((part) => part.editeur === '0')).toBe(true);
    expect(parts.filter((part) => part.playwright === '--grep=@editeur' && part.editeur === '1')).toHaveLength(1);
    expect(parts).toHaveLength(count + 2);
  });

  it('fails when npm install changes the committed lockfile, right after the install', () => {
    const all = runs(tests);
    expect(all.indexOf('git diff --exit-code package-lock.json')).toBe(all.indexOf('npm install --no-audit --no-fund') + 1);
  });

  it('annotates each content problem on its file and line of the pull request', () => {
    expect(runs(tests)).toContain('npm run content:check -- --format github');
  });

  it('runs on Debian, whose chromium and postgresql packages scripts/test.sh installs', () => {
    expect(tests.jobs.tests?.container?.image).toMatch(/^node:24-bookworm/);
  });
});

describe('deploy workflow', () => {
  it('builds a preview with SITE_ENV=preview and production without it', () => {
    const build = steps(deploy).find((step) => step.run?.startsWith('vercel build'))!;
    expect(build.env?.SITE_ENV).toBe("${{ !inputs.production && 'preview' || '' }}");
    expect(deploy.jobs.deploy?.env?.VERCEL_PROD_FLAG).toBe("${{ inputs.production && '--prod' || '' }}");
    expect(build.run).toContain('$VERCEL_PROD_FLAG');
  });

  it('builds on the runner with the whole history and deploys the prebuilt output', () => {
    expect(checkouts(deploy).map((step) => step.with?.['fetch-depth'])).toEqual([0]);
    expect(runs(deploy).some((run) => /vercel deploy --prebuilt \$VERCEL_PROD_FLAG/.test(run))).toBe(true);
  });

  it('refuses to deploy production while the launch check lists anything, before building', () => {
    const all = steps(deploy);
    const launch = all.findIndex((step) => step.run?.includes('content:check -- --mise-en-ligne'));
    expect(launch).toBeGreaterThan(-1);
    expect(all[launch]).toMatchObject({ if: 'inputs.production' });
    expect(all[launch]!.run).toContain('--reglages=.vercel/.env.production.local');
    expect(launch).toBeGreaterThan(all.findIndex((step) => step.run?.startsWith('vercel pull')));
    expect(launch).toBeLessThan(all.findIndex((step) => step.run?.startsWith('vercel build')));
  });

  it('takes the three Vercel secrets', () => {
    expect(deploy.jobs.deploy?.env).toMatchObject({
      VERCEL_TOKEN: '${{ secrets.VERCEL_TOKEN }}',
      VERCEL_ORG_ID: '${{ secrets.VERCEL_ORG_ID }}',
      VERCEL_PROJECT_ID: '${{ secrets.VERCEL_PROJECT_ID }}',
    });
  });
});

describe('production workflow', () => {
  it('deploys production only from a push to main, after the tests', () => {
    expect(Object.keys(production.on)).toEqual(['push']);
    expect(production.on.push?.branches).toEqual(['main']);
    expect(production.jobs.deploy).toMatchObject({
      needs: 'tests',
      if: "github.ref == 'refs/heads/main'",
      uses: './.github/workflows/deploy.yml',
      with: { production: true },
    });
  });

  it('is the only workflow that asks for a production deployment', () => {
    const asksProduction = (wf: Workflow) => Object.values(wf.jobs).some((job) => job.with?.production === true);
    expect([pullRequest, tests, deploy].some(asksProduction)).toBe(false);
  });
});
