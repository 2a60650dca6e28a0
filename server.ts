// The production server (`npm start`): Next's documented custom-server API, for two
// things `next start` cannot do.
// - The client address: Next fills X-Forwarded-For only when a client has not sent one, so
//   any client could pick its own. Here the header is always replaced by the socket's
//   remote address, or, with TRUSTED_PROXY_HOPS=N, by the entry the Nth proxy appended.
// - A clean stop: on SIGTERM or SIGINT, stop accepting, let requests in flight finish,
//   then close the quote store (e-mail worker, CHECKPOINT, database, lock) before exiting.
// A malformed setting stops it at once, with one line per problem.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { trustedAddress } from './lib/quotes/client-address';
import { settingsProblems } from './lib/availability/settings';
import { loadConfig, trustedProxyHops } from './lib/quotes/config';
import { SHUTDOWN_KEY } from './lib/quotes/lifecycle';

process.env.NEXT_MANUAL_SIG_HANDLE = 'true';
nextEnv.loadEnvConfig(process.cwd());

const { values: args } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
const hostname = args.hostname ?? process.env.HOST ?? '0.0.0.0';

const { problems } = loadConfig();
const calendarProblems = settingsProblems();
if (problems.length > 0 || calendarProblems.length > 0) {
  for (const problem of problems) console.error(`[devis] Configuration invalide : ${problem}`);
  for (const problem of calendarProblems) console.error(`[disponibilites] Configuration invalide : ${problem}`);
  process.exit(1);
}
const hops = trustedProxyHops();

// Imported after the checks so that a bad setting stops the process before Next loads.
const { default: next } = await import('next');
const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  request.headers['x-forwarded-for'] = trustedAddress(request.socket.remoteAddress ?? '', request.headers['x-forwarded-for'], hops);
  void handle(request, response);
});

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) {
    console.error(`[site] ${signal} reçu une deuxième fois : arrêt immédiat.`);
    process.exit(1);
  }
  stopping = true;
  console.info(`[site] ${signal} reçu : arrêt propre en cours.`);
  // Requests in flight get their answer; idle keep-alive connections are closed now, the rest after 10 s.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(force);
  const shutdown = (globalThis as { [SHUTDOWN_KEY]?: () => Promise<void> })[SHUTDOWN_KEY];
  try {
    await shutdown?.();
    process.exit(0);
  } catch (error) {
    console.error(`[site] Arrêt incomplet : ${(error as Error).message}`);
    process.exit(1);
  }
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

server.on('error', async (error) => {
  console.error(`[site] Le serveur n'a pas pu démarrer : ${error.message}`);
  await (globalThis as { [SHUTDOWN_KEY]?: () => Promise<void> })[SHUTDOWN_KEY]?.().catch(() => undefined);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.info(`[site] Prêt sur http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${hops ? ` (${hops} proxy de confiance)` : ''}`);
});
