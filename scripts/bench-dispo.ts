// Availability benchmark, on loopback:
//  1. parse and expand a feed of 5 000 events including 200 recurring series (time, and the
//     peak memory of a process that does only that);
//  2. the JSON route's latency (p50, p95) with 16 concurrent clients, against the built site
//     under `next start` reading that feed from a loopback server.
// Usage (after `npm run build`): npm run bench:dispo [-- --requests 800 --concurrency 16]
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { readFeed } from '../lib/availability/ics';
import { readSettings } from '../lib/availability/settings';
import { ensureTemplate, freshDataDir } from '../tests/support/pglite';
import { startSite } from '../tests/support/site';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const EVENTS = 5_000;
const SERIES = 200;
const requests = option('requests', 800);
const concurrency = option('concurrency', 16);
const DAY = 86_400_000;

const ics = (date: Date) => date.toISOString().replace(/[-:]/g, '').slice(0, 15);
const local = (date: Date) => ics(date).replace('Z', '');

/** A feed like a busy venue's over a year: single bookings and weekly or daily series, some with exceptions. */
function syntheticFeed(now = Date.now()): string {
  // Like Google's and Outlook's feeds, the zone the events name is defined in the feed.
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//FR',
    'BEGIN:VTIMEZONE', 'TZID:Europe/Paris',
    'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'DTSTART:19700329T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'END:DAYLIGHT',
    'BEGIN:STANDARD', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'DTSTART:19701025T030000', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'END:STANDARD',
    'END:VTIMEZONE'];
  for (let i = 0; i < EVENTS; i++) {
    const start = new Date(now + ((i * 7919) % 380) * DAY + (8 + (i % 12)) * 3_600_000);
    const end = new Date(start.getTime() + (1 + (i % 4)) * 3_600_000);
    lines.push('BEGIN:VEVENT', `UID:bench-${i}@example.test`, `DTSTART;TZID=Europe/Paris:${local(start)}`, `DTEND;TZID=Europe/Paris:${local(end)}`);
    if (i < SERIES) {
      lines.push(i % 5 === 0 ? 'RRULE:FREQ=DAILY;COUNT=60' : 'RRULE:FREQ=WEEKLY');
      lines.push(`EXDATE;TZID=Europe/Paris:${local(new Date(start.getTime() + 14 * DAY))}`);
    }
    if (i % 3 === 0) lines.push('TRANSP:TRANSPARENT');
    lines.push(`SUMMARY:Réservation ${i}`, 'END:VEVENT');
    if (i < SERIES && i % 2 === 0) {
      const moved = new Date(start.getTime() + 21 * DAY);
      lines.push('BEGIN:VEVENT', `UID:bench-${i}@example.test`, `RECURRENCE-ID;TZID=Europe/Paris:${local(moved)}`,
        `DTSTART;TZID=Europe/Paris:${local(new Date(moved.getTime() + 3_600_000))}`, `DTEND;TZID=Europe/Paris:${local(new Date(moved.getTime() + 7_200_000))}`, 'END:VEVENT');
    }
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Run in a child process (`--parse-only`): its peak memory is the parser's alone. */
function parseOnly() {
  const text = syntheticFeed();
  const now = Date.now();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { busy } = readFeed(text, { from: now - DAY, until: now + 396 * DAY }, readSettings([], {}).caps);
  const ms = performance.now() - started;
  // CPU time as well: on a machine shared with other work, elapsed time includes waiting for a core.
  const used = process.cpuUsage(cpu);
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000, peakMb: peak, intervals: busy.length, bytes: text.length }));
}

async function main() {
  const runs = Array.from({ length: 3 }, () =>
    JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-dispo.ts', '--parse-only'], { encoding: 'utf8' }).trim().split('\n').pop()!) as
      { ms: number; cpuMs: number; peakMb: number; intervals: number; bytes: number },
  );
  const best = runs.reduce((a, b) => (a.ms < b.ms ? a : b));
  console.log(`Analyse et expansion : ${runs.map((r) => r.ms.toFixed(0)).join(' / ')} ms (meilleur ${best.ms.toFixed(0)} ms, dont ${best.cpuMs.toFixed(0)} ms de calcul), pic mémoire ${Math.max(...runs.map((r) => r.peakMb)).toFixed(0)} Mo, ${best.intervals} plages occupées, flux de ${(best.bytes / 1024).toFixed(0)} Ko.`);

  const feed = syntheticFeed();
  const server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/bench.ics`;
  await ensureTemplate();
  const dataDir = freshDataDir();
  const site = await startSite({ DEVIS_DATA_DIR: dataDir, DISPO_ICS_VAUGIRARD: feedUrl });
  try {
    const url = `${site.base}/disponibilites/vaugirard`;
    const first = performance.now();
    const warm = await fetch(url).then((r) => r.json() as Promise<{ units: Record<string, unknown[]> }>);
    console.log(`Première réponse (lecture du flux) : ${(performance.now() - first).toFixed(0)} ms, ${warm.units.vaugirard?.length ?? 0} plages.`);
    const times: number[] = [];
    let next = 0;
    const client = async () => {
      while (next < requests) {
        next++;
        const started = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`réponse ${response.status}`);
        times.push(performance.now() - started);
      }
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: concurrency }, client));
    const seconds = (performance.now() - began) / 1000;
    times.sort((a, b) => a - b);
    console.log(`Route JSON : ${requests} requêtes, ${concurrency} clients simultanés, ${(requests / seconds).toFixed(0)} req/s, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms.`);
  } finally {
    await site.kill();
    server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`Machine : ${cpus().length} cœurs, charge ${loadavg().map((l) => l.toFixed(1)).join(' ')}.`);
}

if (process.argv.includes('--parse-only')) parseOnly();
else {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
