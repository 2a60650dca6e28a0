// Availability benchmark, on loopback:
//  1. parse and expand a feed of 5 000 events including 200 recurring series (time, and the
//     peak memory of a process that does only that);
//  2. hostile feeds read as the site reads them (worker, deadline, caps), each in its own
//     process: time to the outcome, peak memory, and the longest the main thread's event loop
//     was blocked meanwhile (what a request would have waited);
//  3. the JSON route's latency (p50, p95) with 16 concurrent clients, against the built site
//     reading that feed for Montparnasse's rooms, with Vaugirard's feed hostile and its worker
//     kept busy for the whole run.
// Usage (after `npm run build`): npm run bench:dispo [-- --requests 800 --concurrency 16]
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readFeed } from '../lib/availability/ics';
import { readFeedOffThread } from '../lib/availability/parse';
import { readSettings } from '../lib/availability/settings';
import { renderFixture } from '../tests/support/ics-server';
import { ensureTemplate, freshDataDir } from '../tests/support/pglite';
import { startSite } from '../tests/support/site';
import { percentile } from './bench/stats.mjs';

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
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//bench//FR',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Paris',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (let i = 0; i < EVENTS; i++) {
    const start = new Date(now + ((i * 7919) % 380) * DAY + (8 + (i % 12)) * 3_600_000);
    const end = new Date(start.getTime() + (1 + (i % 4)) * 3_600_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${i}@example.test`,
      `DTSTART;TZID=Europe/Paris:${local(start)}`,
      `DTEND;TZID=Europe/Paris:${local(end)}`,
    );
    if (i < SERIES) {
      lines.push(i % 5 === 0 ? 'RRULE:FREQ=DAILY;COUNT=60' : 'RRULE:FREQ=WEEKLY');
      lines.push(`EXDATE;TZID=Europe/Paris:${local(new Date(start.getTime() + 14 * DAY))}`);
    }
    if (i % 3 === 0) lines.push('TRANSP:TRANSPARENT');
    lines.push(`SUMMARY:Réservation ${i}`, 'END:VEVENT');
    if (i < SERIES && i % 2 === 0) {
      const moved = new Date(start.getTime() + 21 * DAY);
      lines.push(
        'BEGIN:VEVENT',
        `UID:bench-${i}@example.test`,
        `RECURRENCE-ID;TZID=Europe/Paris:${local(moved)}`,
        `DTSTART;TZID=Europe/Paris:${local(new Date(moved.getTime() + 3_600_000))}`,
        `DTEND;TZID=Europe/Paris:${local(new Date(moved.getTime() + 7_200_000))}`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

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

/** Every second since 1900: ical.js walks it until the worker's deadline (with the occurrences cap raised). */
const ENDLESS = renderFixture('secondes-depuis-1900.ics');

/** The hostile feeds: a text, and the settings it is read with (the defaults unless said). */
const HOSTILE: Record<string, { label: string; text: () => string; env?: Record<string, string> }> = {
  impossibles: {
    label: 'Règles impossibles (DAILY, HOURLY, WEEKLY avec BYMONTH=2;BYMONTHDAY=30/31)',
    text: () => renderFixture('regles-impossibles.ics'),
  },
  duree: {
    label: 'Bons événements, une règle impossible, DURATION:P999999999999999999W',
    text: () => renderFixture('bon-et-impossible.ics'),
  },
  bombe: { label: 'Bombe d’expansion (30 séries de 5 min toutes les 10 min, 4 Ko)', text: () => renderFixture('bombe.ics') },
  creneaux: {
    label: '40 séries quotidiennes (4 000 plages, au-delà du plafond de plages)',
    text: () => renderFixture('creneaux-multiples.ics'),
  },
  secondes: { label: 'Une série à la seconde depuis 1900', text: () => ENDLESS },
  'secondes-echeance': {
    label: 'La même, plafond d’occurrences relevé à 100 000 : arrêt à l’échéance de 5 s',
    text: () => ENDLESS,
    env: { DISPO_ICS_MAX_OCCURRENCES: '100000' },
  },
};

/**
 * Run in a child process (`--hostile <name>`): one hostile feed through the worker, the main
 * thread watched. `--hostile repos` only waits as long, for the machine's own noise: on a loaded
 * machine a process waits for a core, and the event loop's delay counts that wait too.
 */
async function hostileOnly(name: string) {
  if (name === 'repos') {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    loop.disable();
    console.log(
      JSON.stringify({
        ms: performance.now() - started,
        outcome: 'rien lu',
        loopMaxMs: loop.max / 1e6,
        loopP99Ms: loop.percentile(99) / 1e6,
        peakMb: process.resourceUsage().maxRSS / 1024,
      }),
    );
    return;
  }
  const feed = HOSTILE[name]!;
  const settings = readSettings([], feed.env ?? {});
  const now = Date.now();
  const text = feed.text();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const outcome = await readFeedOffThread(text, { from: now - DAY, until: now + 396 * DAY }, settings.caps, settings.parse).then(
    (reading) => `lu : ${reading.busy.length} plages, ${reading.notes.length} événements notés`,
    (error: Error) => `refusé : ${error.message}`,
  );
  const ms = performance.now() - started;
  loop.disable();
  console.log(
    JSON.stringify({
      ms,
      outcome,
      loopMaxMs: loop.max / 1e6,
      loopP99Ms: loop.percentile(99) / 1e6,
      peakMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
}

/** The JSON route's latencies with `concurrency` clients. */
async function load(url: string) {
  const times: number[] = [];
  let next = 0;
  let largest = 0;
  const client = async () => {
    while (next < requests) {
      next++;
      const started = performance.now();
      const response = await fetch(url);
      largest = Math.max(largest, (await response.arrayBuffer()).byteLength);
      if (!response.ok) throw new Error(`réponse ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - began) / 1000;
  times.sort((a, b) => a - b);
  return `${requests} requêtes, ${concurrency} clients simultanés, ${(requests / seconds).toFixed(0)} req/s, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, réponse de ${(largest / 1024).toFixed(0)} Ko`;
}

async function main() {
  const runs = Array.from(
    { length: 3 },
    () =>
      JSON.parse(
        execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/bench-dispo.ts', '--parse-only'], {
          encoding: 'utf8',
        })
          .trim()
          .split('\n')
          .pop()!,
      ) as { ms: number; cpuMs: number; peakMb: number; intervals: number; bytes: number },
  );
  const best = runs.reduce((a, b) => (a.ms < b.ms ? a : b));
  console.log(
    `Analyse et expansion : ${runs.map((r) => r.ms.toFixed(0)).join(' / ')} ms (meilleur ${best.ms.toFixed(0)} ms, dont ${best.cpuMs.toFixed(0)} ms de calcul), pic mémoire ${Math.max(...runs.map((r) => r.peakMb)).toFixed(0)} Mo, ${best.intervals} plages occupées, flux de ${(best.bytes / 1024).toFixed(0)} Ko.`,
  );

  for (const name of ['repos', ...Object.keys(HOSTILE)]) {
    const run = JSON.parse(
      execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/bench-dispo.ts', '--hostile', name], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .pop()!,
    ) as { ms: number; outcome: string; loopMaxMs: number; loopP99Ms: number; peakMb: number };
    console.log(
      `${HOSTILE[name]?.label ?? 'Témoin : un processus qui attend 3 s sans rien lire'} : ${run.outcome} en ${run.ms.toFixed(0)} ms ; pic mémoire ${run.peakMb.toFixed(0)} Mo ; boucle d'événements bloquée ${run.loopMaxMs.toFixed(0)} ms au plus (p99 ${run.loopP99Ms.toFixed(0)} ms).`,
    );
  }

  const feed = syntheticFeed();
  const server = createServer((request, response) =>
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(request.url?.includes('hostile') ? ENDLESS : feed),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feedUrl = (name: string) => `http://127.0.0.1:${(server.address() as { port: number }).port}/${name}.ics`;
  await ensureTemplate();
  const dataDir = freshDataDir();
  // Vaugirard's feed never ends and its worker is given a minute: one of the two cores is busy with it for the whole run.
  const site = await startSite({
    DEVIS_DATA_DIR: dataDir,
    DISPO_ICS_VAUGIRARD: feedUrl('hostile'),
    DISPO_ICS_MONTPARNASSE_OCRE: feedUrl('ocre'),
    DISPO_ICS_MONTPARNASSE_BLEUE: feedUrl('bleue'),
    DISPO_ICS_MAX_OCCURRENCES: '100000',
    DISPO_ICS_PARSE_TIMEOUT_MS: '60000',
  });
  try {
    const timed = async (path: string) => {
      const started = performance.now();
      const answer = await fetch(`${site.base}${path}`).then((r) => r.json() as Promise<{ units: Record<string, unknown[]> }>);
      return { ms: performance.now() - started, answer };
    };
    const hostile = await timed('/disponibilites/vaugirard');
    console.log(
      `Vaugirard (flux hostile), première réponse : ${hostile.ms.toFixed(0)} ms, ${Object.keys(hostile.answer.units).length === 0 ? '« à confirmer »' : 'plages reçues'}.`,
    );
    const first = await timed('/disponibilites/montparnasse');
    console.log(
      `Montparnasse, première réponse : ${first.ms.toFixed(0)} ms, plages : ${
        Object.values(first.answer.units)
          .map((u) => u.length)
          .join(' + ') || 'aucune (à confirmer)'
      }.`,
    );
    // The load is measured on the answer with both rooms read: the reads are waited for here.
    const read = () => site.logs.filter((line) => /montparnasse-(ocre|bleue) : calendrier/.test(line));
    const waited = performance.now();
    while (read().length < 2 && performance.now() - waited < 120_000) await new Promise((resolve) => setTimeout(resolve, 200));
    console.log(
      `Lecture des deux flux de Montparnasse (5 000 événements chacun) terminée ${((performance.now() - waited + first.ms) / 1000).toFixed(1)} s après la première demande : ${read().join(' ; ')}`,
    );
    console.log(`Route JSON de Montparnasse pendant la lecture hostile : ${await load(`${site.base}/disponibilites/montparnasse`)}.`);
    console.log(`Route JSON de Vaugirard pendant la lecture hostile : ${await load(`${site.base}/disponibilites/vaugirard`)}.`);
    const stopped = site.logs.filter((line) => line.includes('vaugirard : calendrier non lu'));
    console.log(
      `Lecture hostile ${stopped.length > 0 ? `terminée : ${stopped[0]}` : 'toujours en cours à la fin des mesures (échéance de 60 s)'}`,
    );
  } finally {
    await site.kill();
    server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `Machine : ${cpus().length} cœurs, charge ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}.`,
  );
}

const hostileName = args[args.indexOf('--hostile') + 1];
if (process.argv.includes('--parse-only')) parseOnly();
else if (args.includes('--hostile') && hostileName) void hostileOnly(hostileName);
else {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
