// The built site with a hostile calendar configured: Vaugirard's feed holds its reader busy
// until the worker's deadline, Montparnasse's rooms have dense but legitimate feeds. The site
// keeps answering everything else, says what happened in one log line, and its answers stay
// bounded: the JSON route under 256 KB, a page opened on a date with that date's weeks only.
// Malformed calendar settings stop it at start.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dayAfterToday, startIcsServer, type IcsServer } from '../support/ics-server';
import { ensureTemplate, freshDataDir } from '../support/pglite';
import { startSite, type RunningSite } from '../support/site';

/**
 * Midnight of every 29 February since 1900, walked second by second, in twenty series: ical.js
 * steps through billions of seconds for a few dozen occurrences, and no cap counts those steps.
 * One series took 53 s on a quiet machine of this kind (one alone finished before the 60 s
 * deadline and the test failed); twenty keep the read running past the deadline on a machine
 * many times faster.
 */
const ENDLESS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  ...Array.from({ length: 20 }, (_, series) => [
    'BEGIN:VEVENT',
    `UID:secondes-${series}@example.test`,
    'DTSTART:19000101T000000Z',
    'DTEND:19000101T000001Z',
    'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29;BYHOUR=0;BYMINUTE=0;BYSECOND=0',
    'SUMMARY:Invitation',
    'END:VEVENT',
  ]).flat(),
  'END:VCALENDAR',
].join('\r\n');

const at = (hour: number) => `${dayAfterToday(0).replaceAll('-', '')}T${String(hour).padStart(2, '0')}0000`;
/** Five one-hour bookings a day for 390 days: 1 950 intervals, under the 2 000 cap. */
const DENSE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  ...[8, 10, 12, 14, 16].flatMap((hour) => [
    'BEGIN:VEVENT',
    `UID:creneau-${hour}@example.test`,
    `DTSTART;TZID=Europe/Paris:${at(hour)}`,
    `DTEND;TZID=Europe/Paris:${at(hour + 1)}`,
    'RRULE:FREQ=DAILY;COUNT=390',
    'END:VEVENT',
  ]),
  'END:VCALENDAR',
].join('\r\n');

// Long enough for the other requests to be answered while the hostile read still runs (3 s here,
// quiet); no longer, since the read keeps one of the suite's two cores busy until it (#51).
const DEADLINE_S = 20;

let ics: IcsServer;
let site: RunningSite;
let dataDir: string;

beforeAll(async () => {
  ics = await startIcsServer();
  ics.serve('vaugirard', { body: ENDLESS });
  ics.serve('ocre', { body: DENSE });
  ics.serve('bleue', { body: DENSE });
  await ensureTemplate();
  dataDir = freshDataDir();
  site = await startSite({
    DEVIS_DATA_DIR: dataDir,
    DISPO_ICS_VAUGIRARD: ics.url('vaugirard'),
    DISPO_ICS_MONTPARNASSE_OCRE: ics.url('ocre'),
    DISPO_ICS_MONTPARNASSE_BLEUE: ics.url('bleue'),
    DISPO_ICS_PARSE_TIMEOUT_MS: String(DEADLINE_S * 1000),
  });
}, 120_000);

afterAll(async () => {
  await site?.kill();
  await ics?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Vaugirard's log lines: none while the read runs, then the one that says it was stopped. */
const vaugirard = () => site.logs.filter((line) => line.includes('[disponibilites] vaugirard :'));

it('while a feed keeps its reader busy, the site answers the home page, the other venue and the calculator', async () => {
  const hostile = fetch(`${site.base}/disponibilites/vaugirard`).then((r) => r.json() as Promise<{ units: Record<string, unknown> }>);
  const home = await fetch(`${site.base}/`);
  expect(home.status).toBe(200);
  // The first answer starts Montparnasse's own reads (and may come before they end, « à confirmer »).
  expect((await fetch(`${site.base}/disponibilites/montparnasse`)).status).toBe(200);
  await expect
    .poll(() => site.logs.filter((line) => line.includes('calendrier lu, 1950 plages occupées')), { timeout: 60_000, interval: 200 })
    .toHaveLength(2);
  const body = await (await fetch(`${site.base}/disponibilites/montparnasse`)).text();
  expect(Object.keys((JSON.parse(body) as { units: Record<string, unknown[]> }).units).sort()).toEqual([
    'montparnasse-bleue',
    'montparnasse-ocre',
  ]);
  // 2 × 1 950 intervals: the largest answer the caps allow still fits.
  expect(Buffer.byteLength(body)).toBeLessThanOrEqual(256 * 1024);
  expect((await fetch(`${site.base}/calcul?offre=montparnasse-ag-3h`)).status).toBe(200);
  // All of this while Vaugirard's read was still running.
  expect(vaugirard()).toEqual([]);
  // Its own answer does not wait for the read: « à confirmer » after a few seconds.
  expect((await hostile).units).toEqual({});
  await expect.poll(vaugirard, { timeout: (DEADLINE_S + 60) * 1000, interval: 500 }).toHaveLength(1);
  expect(vaugirard()[0]).toMatch(
    new RegExp(
      `calendrier non lu \\(lecture interrompue après ${DEADLINE_S} s, plafond DISPO_ICS_PARSE_TIMEOUT_MS\\) ; aucune copie valable`,
    ),
  );
  expect(site.logs.join('\n')).not.toContain(ics.base);
}, 240_000);

it('a page opened on a date carries that date’s weeks only, not the whole year of intervals', async () => {
  const date = dayAfterToday(14);
  const html = await (await fetch(`${site.base}/calcul?offre=montparnasse-ag-3h&date=${date}`)).text();
  expect(html).toContain(`${dayAfterToday(20)}T08:00:00`);
  expect(html).not.toContain(`${dayAfterToday(60)}T08:00:00`);
  expect(html).not.toContain(`${dayAfterToday(300)}T08:00:00`);
}, 60_000);

it('malformed calendar settings stop the server at start, one French line each, never repeating an address', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server.ts', '-p', '0', '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DISPO_ICS_VAUGIRARD: 'http://calendrier.example.test/secret-789.ics',
      DISPO_ICS_PARSE_TIMEOUT_MS: '0',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    '[disponibilites] Configuration invalide : DISPO_ICS_VAUGIRARD doit être une adresse https:// ou webcal:// en production.',
  );
  expect(run.stderr).toContain(
    '[disponibilites] Configuration invalide : DISPO_ICS_PARSE_TIMEOUT_MS doit être un nombre entier entre 100 et 60000 (reçu « 0 »).',
  );
  expect(run.stderr).not.toContain('secret-789');
}, 90_000);
