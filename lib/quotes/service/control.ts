// While the site runs on the embedded database, it alone may open it; `npm run devis`
// then asks the site through a Unix socket inside the data folder. Only the folder's
// owner can reach it (the folder is 0700, the socket 0600): no password, no web account.
import 'server-only';
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import type { QuoteStore } from '../record/store';
import type { OutboxEntry } from '../../server/mail';
import type { QuoteRecord } from '../record/records';

export type ControlRequest =
  | { command: 'list'; limit?: number | undefined }
  | { command: 'get'; reference: string }
  | { command: 'delete'; reference: string }
  | { command: 'purge'; before: string }
  | { command: 'outbox' };

type ControlResult = { total: number; quotes: QuoteRecord[] } | QuoteRecord | OutboxEntry[] | boolean | number | null;

// A request is one short JSON line; anything longer is not from `npm run devis`.
const MAX_REQUEST = 4096;

async function answer(store: QuoteStore, request: ControlRequest): Promise<ControlResult> {
  switch (request.command) {
    case 'list':
      return store.list(request.limit);
    case 'get':
      return (await store.get(request.reference)) ?? null;
    case 'delete':
      return store.delete(request.reference);
    case 'purge':
      return store.purge(new Date(request.before));
    case 'outbox':
      return store.outbox.unsent();
  }
}

export function startControlServer(store: QuoteStore, socketPath: string): Promise<Server> {
  rmSync(socketPath, { force: true });
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', async (chunk: string) => {
      input += chunk;
      if (input.length > MAX_REQUEST) return socket.destroy();
      const end = input.indexOf('\n');
      if (end < 0) return;
      socket.pause();
      try {
        const result = await answer(store, JSON.parse(input.slice(0, end)) as ControlRequest);
        socket.end(`${JSON.stringify({ ok: true, result })}\n`);
      } catch (error) {
        socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`);
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      chmodSync(socketPath, 0o600);
      server.unref();
      process.once('exit', () => rmSync(socketPath, { force: true }));
      resolve(server);
    });
  });
}

/** Sends one request to the running site and returns its answer. */
export function askServer<T>(socketPath: string, request: ControlRequest, timeoutMs = 30_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let output = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('délai dépassé')));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(output) as { ok: boolean; result?: T; error?: string };
        if (reply.ok) resolve(reply.result as T);
        else reject(new Error(reply.error));
      } catch (error) {
        reject(error);
      }
    });
  });
}
