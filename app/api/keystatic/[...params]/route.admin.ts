// Keystatic's reads and saves: the files of content/ in local mode, GitHub's API in GitHub mode.
// In local mode each save is followed by the content check, whose French messages the editor
// shows (app/keystatic/ContentCheckPanel.admin.tsx asks `/api/keystatic/verification`).
import { makeRouteHandler } from '@keystatic/next/route-handler';
import { checkContent, type Problem } from '@/lib/content-check';
import config from '../../../../keystatic.config';

const keystatic = makeRouteHandler({ config });

export type Verification = { version: number; problems: Problem[]; warnings: Problem[]; summary: string };

// One check per save, kept for the editor's requests in between (they ask every few seconds).
let latest: Verification | undefined;

function verify(): Verification {
  const { problems, warnings, lines } = checkContent({ rootDir: process.cwd() });
  latest = { version: (latest?.version ?? 0) + 1, problems, warnings, summary: lines.filter(Boolean).at(warnings.length ? -2 : -1) ?? '' };
  return latest;
}

const isVerification = (request: Request) => new URL(request.url).pathname.endsWith('/api/keystatic/verification');

export async function GET(request: Request) {
  if (isVerification(request)) return Response.json(latest ?? verify());
  return keystatic.GET(request);
}

export async function POST(request: Request) {
  const response = await keystatic.POST(request);
  if (config.storage.kind === 'local' && response.ok) verify();
  return response;
}
