// The production server (`npm start`): Next's documented custom-server API, for two
// things `next start` cannot do.
// - The client address: Next fills X-Forwarded-For only when a client has not sent one, so
//   any client could pick its own. Here the header is always replaced by the socket's
//   remote address, or, with TRUSTED_PROXY_HOPS=N, by the entry the Nth proxy appended.
// - A clean stop: on SIGTERM or SIGINT, stop accepting, let requests in flight finish,
//   then close the quote store (e-mail worker, CHECKPOINT, database, lock) before exiting;
//   whatever is still stuck after 10 s (a calendar that never answers, a mail server that
//   hangs) is left, and the process exits anyway. A request is answered only once stored,
//   and an e-mail leaves the queue only once sent: nothing acknowledged is lost.
// - French answers where Next writes fixed English bodies (see `frenchErrors`).
// A malformed setting stops it at once, with one line per problem; so does a public https SITE_URL
// without SMTP: the desk's sign-in links would have nowhere to go but the log. A local run without
// SITE_URL prints them for the address it listens on (LISTEN_ORIGIN, read by lib/env.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { frenchErrorPage, methodRefusal } from './lib/view/error-messages';
import { trustedAddress } from './lib/quotes/receive/client-address';
import { settingsProblems } from './lib/availability/settings';
import { loadConfig, trustedProxyHops } from './lib/quotes/config';
import { isPublicSite } from './lib/env';
import { shutdown } from './lib/server/lifecycle';

process.env.NEXT_MANUAL_SIG_HANDLE = 'true';
nextEnv.loadEnvConfig(process.cwd());

const { values: args } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
const hostname = args.hostname ?? process.env.HOST ?? '0.0.0.0';

const { config, problems } = loadConfig();
if (isPublicSite() && !config.smtpUrl)
  problems.push(
    `SITE_URL (${process.env.SITE_URL}) est un site public, mais SMTP_URL n'est pas réglé : les liens de connexion à l'espace prestataire n'auraient que le journal pour partir. Réglez SMTP_URL (docs/espace-prestataire.md), ou laissez SITE_URL vide pour un essai local.`,
  );
const calendarProblems = settingsProblems();
if (problems.length > 0 || calendarProblems.length > 0) {
  for (const problem of problems) console.error(`[devis] Configuration invalide : ${problem}`);
  for (const problem of calendarProblems) console.error(`[disponibilites] Configuration invalide : ${problem}`);
  process.exit(1);
}
const hops = trustedProxyHops();
const origin = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;
process.env.LISTEN_ORIGIN = origin;

// Imported after the checks so that a bad setting stops the process before Next loads.
const { default: next } = await import('next');
const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * Next refuses some requests before any page runs (a malformed address: 400; a Server
 * Action of an older build: 400 or 409) with a fixed English text and no hook to change
 * it: such a body, an error status with plain text or nothing, is replaced by a French
 * page; the status and the other headers stay (Next's router reads only those). Next may
 * hand the body to `end` or stream it through `write`: both are watched.
 */
function frenchErrors(request: IncomingMessage, response: ServerResponse) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let page: string | undefined;
  const decide = (status: number) => {
    if (response.headersSent || page !== undefined) return;
    const type = String(response.getHeader('content-type') ?? '');
    if (status < 400 || !(type === '' || type.startsWith('text/plain'))) return;
    page = frenchErrorPage(status, request.method ?? '');
    response.removeHeader('transfer-encoding');
    // The page replaces a body Next may have compressed (a route handler's streamed text): it is sent as is.
    response.removeHeader('content-encoding');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-length', Buffer.byteLength(page));
  };
  const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');
  response.writeHead = (status: number, ...rest: unknown[]) => {
    decide(status);
    return writeHead(status, ...rest);
  };
  response.write = ((...args: unknown[]) => {
    decide(response.statusCode);
    if (page === undefined) return write(...args);
    callbackOf(args)?.();
    return true;
  }) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    decide(response.statusCode);
    return page === undefined ? end(...args) : end(page, callbackOf(args));
  }) as ServerResponse['end'];
}

/** Methods the fetch API cannot even represent: Next would answer 500 before proxy.ts could refuse them. */
const UNREPRESENTABLE = new Set(['TRACE', 'TRACK', 'CONNECT']);

const server = createServer((request, response) => {
  if (UNREPRESENTABLE.has(request.method ?? '')) {
    const { status, headers, body, log } = methodRefusal(request.method ?? '');
    console.warn(log);
    response.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) }).end(body);
    return;
  }
  request.headers['x-forwarded-for'] = trustedAddress(request.socket.remoteAddress ?? '', request.headers['x-forwarded-for'], hops);
  frenchErrors(request, response);
  void handle(request, response);
});

/** The whole stop, requests in flight included; past it the process exits whatever still runs. */
const STOP_DEADLINE_MS = 10_000;

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) {
    console.error(`[site] ${signal} reçu une deuxième fois : arrêt immédiat.`);
    process.exit(1);
  }
  stopping = true;
  console.info(`[site] ${signal} reçu : arrêt propre en cours.`);
  setTimeout(() => {
    console.error(
      `[site] Arrêt forcé : des travaux en cours (calendrier, envoi d'e-mail) n'ont pas fini en ${STOP_DEADLINE_MS / 1000} s ; les e-mails non envoyés restent dans la file.`,
    );
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  // Requests in flight get their answer; idle keep-alive connections are closed now, the rest
  // at half the deadline, so that the store still has time to close cleanly.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), STOP_DEADLINE_MS / 2);
  await closed;
  clearTimeout(force);
  try {
    await shutdown();
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
  await shutdown().catch(() => undefined);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.info(`[site] Prêt sur ${origin}${hops ? ` (${hops} proxy de confiance)` : ''}`);
});
