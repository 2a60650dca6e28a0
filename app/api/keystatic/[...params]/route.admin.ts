// Keystatic's reads and saves: the files of content/ in local mode, GitHub's API in GitHub mode.
// In local mode each save is followed by the content check, whose French messages the editor
// shows (app/(fr)/keystatic/ContentCheckPanel.admin.tsx asks `/api/keystatic/verification`). In GitHub
// mode this server's content/ is the deployed one, not the branch being edited: no check here,
// the pull request's check decides (the panel says so).
import { makeRouteHandler } from '@keystatic/next/route-handler';
import { checkContent, type Problem } from '@/lib/content-check';
import config from '../../../../keystatic.config';

const keystatic = makeRouteHandler({ config });

/** `summaries`: the check's closing lines (problems or success, then warnings if any). */
export type Verification = { version: number; problems: Problem[]; warnings: Problem[]; summaries: string[] };

// One check per save, kept for the editor's requests in between (they ask every few seconds).
let latest: Verification | undefined;

function verify(): Verification {
  const { problems, warnings, lines } = checkContent({ rootDir: process.cwd() });
  latest = { version: (latest?.version ?? 0) + 1, problems, warnings, summaries: lines.slice(lines.lastIndexOf('') + 1) };
  return latest;
}

const isLocal = config.storage.kind === 'local';
const isVerification = (request: Request) => new URL(request.url).pathname.endsWith('/api/keystatic/verification');

export async function GET(request: Request) {
  if (isVerification(request)) return isLocal ? Response.json(latest ?? verify()) : new Response(null, { status: 404 });
  return keystatic.GET(request);
}

export async function POST(request: Request) {
  const response = await keystatic.POST(request);
  if (isLocal && response.ok) verify();
  return response;
}
