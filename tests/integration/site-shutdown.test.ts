// The stop has a deadline: a site whose calendar feed never answers, asked for that venue's
// availability, then sent SIGTERM, still exits by itself (server.ts gives the whole stop
// 10 s), and says so in its log.
import { rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../support/pglite';
import { startSite, type RunningSite } from '../support/site';

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
