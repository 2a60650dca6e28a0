// The stop has a deadline: a site whose calendar feed never answers, asked for that venue's
// availability, then sent SIGTERM, still exits by itself (server.ts gives the whole stop
// 10 s), and says so in its log. A delivery to a mail server that never answers really
// holds the stop: the deadline ends it, and the request acknowledged before is still stored.
import { rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openForm, postForm } from '../support/devis-http';
import { freshDataDir } from '../support/pglite';
import { formFields, token } from '../support/quotes';
import { startSite, storedQuotes, type RunningSite } from '../support/site';

let feed: Server;
let feedUrl: string;
const sockets = new Set<Socket>();
/** Resolves when the site has opened a connection to the feed, which will never get an answer. */
let asked: Promise<void>;
let site: RunningSite | undefined;
const dataDir = freshDataDir();

beforeAll(async () => {
  let connected: () => void = () => undefined;
  asked = new Promise((resolve) => (connected = resolve));
  feed = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    connected();
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as { port: number }).port}/vaugirard.ics`;
});

afterAll(async () => {
  await site?.kill('SIGKILL');
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => feed.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM while a calendar feed hangs', () => {
  it('the site exits by itself, within its deadline, and logs its stop', async () => {
    site = await startSite({ DEVIS_DATA_DIR: dataDir, DISPO_ICS_VAUGIRARD: feedUrl, DISPO_ICS_TIMEOUT_MS: '60000' });
    const running = site;
    // The answer may never come while the feed hangs: it is not awaited.
    const pending = fetch(`${running.base}/disponibilites/vaugirard`).catch(() => undefined);
    await asked;
    const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)));
    running.child.kill('SIGTERM');
    const code = await exited;
    expect(code).not.toBeNull();
    expect(running.logs).toContain('[site] SIGTERM reçu : arrêt propre en cours.');
    await pending;
  }, 60_000);
});

/**
 * A mail server on loopback that greets, answers EHLO and QUIT (the site's check at start
 * passes), and never answers MAIL FROM: a delivery under way then waits for good.
 */
async function startSilentSmtp() {
  let started: () => void = () => undefined;
  const delivering = new Promise<void>((resolve) => (started = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.write('220 silencieux.test ESMTP\r\n');
    let pending = '';
    socket.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      let end: number;
      while ((end = pending.indexOf('\r\n')) >= 0) {
        const command = pending.slice(0, end).toUpperCase();
        pending = pending.slice(end + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 silencieux.test\r\n');
        else if (command.startsWith('QUIT')) socket.end('221 au revoir\r\n');
        else if (command.startsWith('MAIL FROM')) started();
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`, delivering, server };
}

describe('SIGTERM while an e-mail is being delivered to a mail server that never answers', () => {
  it('the deadline forces the stop, logged, and the acknowledged request is still there after a restart', async () => {
    const smtp = await startSilentSmtp();
    const quoteDir = freshDataDir();
    const limits = { DEVIS_RATE_LIMIT: '0', DEVIS_NETWORK_LIMIT: '0', DEVIS_GLOBAL_LIMIT: '0' };
    try {
      site = await startSite({ DEVIS_DATA_DIR: quoteDir, SMTP_URL: smtp.url, DEVIS_EMAIL_TO: 'reservations@example.fr', ...limits });
      const running = site;
      const answer = await postForm(running.base, await openForm(running.base), formFields(1), { token: token(1) });
      expect(answer.status).toBe(200);
      await smtp.delivering;
      const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)));
      running.child.kill('SIGTERM');
      expect(await exited).toBe(1);
      expect(running.logs.some((line) => line.startsWith('[site] Arrêt forcé : des travaux en cours'))).toBe(true);

      site = await startSite({ DEVIS_DATA_DIR: quoteDir, ...limits });
      expect((await storedQuotes(quoteDir)).map((quote) => quote.reference)).toEqual([answer.reference]);
    } finally {
      await site?.kill('SIGKILL');
      await new Promise((resolve) => smtp.server.close(resolve));
      rmSync(quoteDir, { recursive: true, force: true });
    }
  }, 120_000);
});
