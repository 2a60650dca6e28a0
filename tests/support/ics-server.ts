// A loopback HTTP server for the calendar fixtures of tests/fixtures/ics: dates written
// {{J+n}} are days after today (Paris), so events always fall in the coming months. Each
// address can be switched to another fixture or a fault (500, slow answer, huge body, redirect).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { addDays, isoToTime, parisToday } from '../../lib/dates/paris';

// From the project's root, where both test runners start (Playwright's ES modules have no __dirname).
export const FIXTURES = join(process.cwd(), 'tests/fixtures/ics');

/** `J+7` → the date 7 days after today in Paris, as `YYYYMMDD` (ICS) or `YYYY-MM-DD`. */
export const dayAfterToday = (days: number, today = parisToday()) => addDays(today, days);

/** The first Saturday at least `days` days after today: a weekend formula's day. */
export function saturdayAfter(days: number): string {
  let day = dayAfterToday(days);
  while (new Date(isoToTime(day)!).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
}

/** A feed in which the provider's whole `date` is taken. */
export const dayTakenFeed = (date: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//FR',
    'BEGIN:VEVENT',
    'UID:anniversaire@example.test',
    `DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${addDays(date, 1).replaceAll('-', '')}`,
    'SUMMARY:Anniversaire Durand',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

export function renderFixture(name: string, today = parisToday()): string {
  return readFileSync(join(FIXTURES, name), 'utf8').replace(/\{\{J\+(\d+)\}\}/g, (_, days: string) =>
    dayAfterToday(Number(days), today).replaceAll('-', ''),
  );
}

export type Behaviour =
  { fixture: string } | { body: string } | { status: number } | { slowMs: number } | { hugeBytes: number } | { redirect: string };

export type IcsServer = {
  base: string;
  /** What `/calendrier/<name>` serves from now on. */
  serve(name: string, behaviour: Behaviour): void;
  url(name: string): string;
  /** Requests received per name, and how many of them were answered 304. */
  hits(name: string): { total: number; notModified: number };
  close(): Promise<void>;
};

export async function startIcsServer(port = 0): Promise<IcsServer> {
  const behaviours = new Map<string, Behaviour>();
  const counts = new Map<string, { total: number; notModified: number }>();
  const server = createServer((request, response: ServerResponse) => {
    const name = decodeURIComponent((request.url ?? '').replace(/^\/calendrier\//, '').split('?')[0]!);
    const count = counts.get(name) ?? { total: 0, notModified: 0 };
    counts.set(name, count);
    count.total++;
    const behaviour = behaviours.get(name);
    if (!behaviour) return response.writeHead(404).end();
    if ('redirect' in behaviour) return response.writeHead(302, { location: behaviour.redirect }).end();
    if ('status' in behaviour)
      return response.writeHead(behaviour.status, { 'content-type': 'text/plain' }).end('Erreur du serveur de calendrier');
    if ('slowMs' in behaviour) {
      const timer = setTimeout(
        () => response.writeHead(200, { 'content-type': 'text/calendar' }).end(renderFixture('utc.ics')),
        behaviour.slowMs,
      );
      response.on('close', () => clearTimeout(timer));
      return;
    }
    if ('hugeBytes' in behaviour) {
      // No Content-Length: the size limit must hold while reading, not only on the header.
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const line = `BEGIN:VCALENDAR\r\n${'X-FILLER:'.padEnd(1022, 'x')}\r\n`;
      let sent = 0;
      const push = () => {
        while (sent < behaviour.hugeBytes) {
          sent += line.length;
          if (!response.write(line)) return void response.once('drain', push);
        }
        response.end();
      };
      return push();
    }
    const body = 'body' in behaviour ? behaviour.body : renderFixture(behaviour.fixture);
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    if (request.headers['if-none-match'] === etag) {
      count.notModified++;
      return response.writeHead(304, { etag }).end();
    }
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    base,
    serve: (name, behaviour) => void behaviours.set(name, behaviour),
    url: (name) => `${base}/calendrier/${encodeURIComponent(name)}`,
    hits: (name) => ({ ...(counts.get(name) ?? { total: 0, notModified: 0 }) }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
