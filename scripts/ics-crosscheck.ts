// Reads the calendar fixtures (tests/fixtures/ics, dates made relative to today) with the site's
// reader and with an independent one, python's recurring_ical_events, and prints where their busy
// times differ. A check made by hand before a release, not a test: it needs Debian's
// python3-recurring-ical-events (`apt-get install python3-recurring-ical-events`).
//   npx tsx scripts/ics-crosscheck.ts [fixture.ics…]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFeed } from '../lib/availability/ics';
import { parisIso } from '../lib/dates/paris';
import { FIXTURES, renderFixture } from '../tests/support/ics-server';

const DAY = 86_400_000;
const now = Date.now();
// The site's window (a day back, 13 months ahead), and caps high enough to read every good fixture.
const window = { from: now - DAY, until: now + 396 * DAY };
const caps = { maxEvents: 5000, maxOccurrences: 5000, maxIntervals: 100_000 };
const HOSTILE = new Set([
  'bombe.ics',
  'creneaux-multiples.ics',
  'sans-fin.ics',
  'regles-impossibles.ics',
  'pas-un-calendrier.ics',
  'secondes-depuis-1900.ics',
]);

type Span = [number, number];
const paris = (ms: number) => parisIso(ms).slice(0, 16).replace('T', ' ');
const label = ([start, end]: Span) => `${paris(start)} → ${paris(end)}`;

function merged(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

const folder = mkdtempSync(join(tmpdir(), 'ics-crosscheck-'));
const names = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(FIXTURES).filter((n) => n.endsWith('.ics') && !HOSTILE.has(n));
for (const name of names) {
  const text = renderFixture(name);
  const file = join(folder, name);
  writeFileSync(file, text);
  const ours = new Set(merged(readFeed(text, window, caps).busy.map((i): Span => [i.start, i.end])).map(label));
  const python = JSON.parse(
    execFileSync('/usr/bin/python3', [join(import.meta.dirname, 'ics-crosscheck.py'), file, String(window.from), String(window.until)], {
      encoding: 'utf8',
    }),
  ) as { busy: Span[]; errors: string[] };
  const theirs = new Set(python.busy.map(label));
  const same = [...ours].filter((span) => theirs.has(span)).length;
  console.log(`${name} : le site ${ours.size}, recurring_ical_events ${theirs.size}, identiques ${same}`);
  for (const error of python.errors) console.log(`   recurring_ical_events n’a pas pu lire : ${error}`);
  for (const span of ours) if (!theirs.has(span)) console.log(`   seulement le site : ${span}`);
  for (const span of theirs) if (!ours.has(span)) console.log(`   seulement recurring_ical_events : ${span}`);
}
