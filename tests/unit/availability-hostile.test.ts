// Calendars written to hurt (or by a broken tool): rules with no possible occurrence, absurd
// durations, expansion bombs. Read as the site reads them, in a worker stopped at its deadline.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedError, isPossibleRule, readFeed } from '@/lib/availability/ics';
import { fetchFeed, httpAddress } from '@/lib/availability/feed';
import { readFeedOffThread } from '@/lib/availability/parse';
import { readSettings, settingsProblems } from '@/lib/availability/settings';
import { parisIso } from '@/lib/dates/paris';
import { dayAfterToday, renderFixture } from '../support/ics-server';

const DAY = 86_400_000;
const now = Date.now();
const coming = { from: now - DAY, until: now + 396 * DAY };
const settings = readSettings([], {});
// Under Vitest the worker compiles its TypeScript first: a loaded machine gets a generous deadline.
const parse = { deadlineMs: 60_000, memoryMb: 256 };
const J = (days: number) => dayAfterToday(days);
const wall = (busy: { start: number; end: number }[]) =>
  busy.map((i) => `${parisIso(i.start).slice(0, 16)} → ${parisIso(i.end).slice(0, 16)}`);

describe('rules with no possible occurrence', () => {
  it('are recognised before ical.js walks them (it never returns from next() for these)', () => {
    for (const freq of ['DAILY', 'HOURLY', 'WEEKLY', 'MINUTELY', 'YEARLY']) {
      expect(isPossibleRule(`FREQ=${freq};BYMONTH=2;BYMONTHDAY=30`)).toBe(false);
      expect(isPossibleRule(`FREQ=${freq};BYMONTH=2;BYMONTHDAY=31`)).toBe(false);
    }
    expect(isPossibleRule('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29')).toBe(true);
    expect(isPossibleRule('FREQ=MONTHLY;BYMONTHDAY=31')).toBe(true);
    expect(isPossibleRule('FREQ=WEEKLY;BYDAY=MO')).toBe(true);
  });

  it('DAILY, HOURLY and WEEKLY with BYMONTH=2 and BYMONTHDAY=30 or 31 keep their first date only, in the worker', async () => {
    const { busy, notes } = await readFeedOffThread(renderFixture('regles-impossibles.ics'), coming, settings.caps, parse);
    expect(busy).toHaveLength(3);
    expect(notes.map((n) => n.uid)).toEqual([
      'quotidien-30-fevrier@example.test',
      'horaire-31-fevrier@example.test',
      'hebdomadaire-30-fevrier@example.test',
    ]);
  }, 30_000);
});

it('a feed mixing good events, an impossible rule and DURATION:P999999999999999999W keeps the good ones', async () => {
  const { busy, notes } = await readFeedOffThread(renderFixture('bon-et-impossible.ics'), coming, settings.caps, parse);
  expect(wall(busy)).toEqual([
    `${J(7)}T09:00 → ${J(7)}T18:00`,
    `${J(10)}T09:00 → ${J(10)}T10:00`,
    `${J(14)}T10:00 → ${J(14)}T12:00`,
    `${J(21)}T10:00 → ${J(21)}T12:00`,
    `${J(28)}T10:00 → ${J(28)}T12:00`,
  ]);
  expect(notes).toEqual([
    { uid: 'duree-folle@example.test', reason: expect.stringMatching(/durée invalide/) },
    { uid: 'invitation-piegee@example.test', reason: expect.stringMatching(/sans occurrence possible/) },
  ]);
}, 30_000);

describe('expansion bombs', () => {
  it('series every 10 minutes pass the occurrences cap: the feed is refused, naming the cap', async () => {
    await expect(readFeedOffThread(renderFixture('bombe.ics'), coming, settings.caps, parse)).rejects.toThrow(
      /plus de 2000 occurrences.*DISPO_ICS_MAX_OCCURRENCES/,
    );
  }, 30_000);

  it('many series under that cap pass the merged intervals cap', () => {
    expect(() => readFeed(renderFixture('creneaux-multiples.ics'), coming, settings.caps)).toThrow(
      /plus de 2000 plages.*DISPO_ICS_MAX_INTERVALS/,
    );
    expect(readFeed(renderFixture('creneaux-multiples.ics'), coming, { ...settings.caps, maxIntervals: 4_000 }).busy).toHaveLength(4_000);
  });

  it('more events than the events cap are refused', () => {
    expect(() => readFeed(renderFixture('creneaux-multiples.ics'), coming, { ...settings.caps, maxEvents: 39 })).toThrow(
      /plus de 39 événements.*DISPO_ICS_MAX_EVENTS/,
    );
  });
});

it('a reading that runs past its deadline is stopped, whatever the library is doing', async () => {
  // Every second since 1900: billions of steps before the window, within a generous cap.
  const text = renderFixture('secondes-depuis-1900.ics');
  const caps = { ...settings.caps, maxOccurrences: 100_000 };
  await expect(readFeedOffThread(text, coming, caps, { deadlineMs: 500, memoryMb: 64 })).rejects.toThrow(FeedError);
  await expect(readFeedOffThread(text, coming, caps, { deadlineMs: 500, memoryMb: 64 })).rejects.toThrow(
    /interrompue après 0.5 s.*DISPO_ICS_PARSE_TIMEOUT_MS/,
  );
}, 30_000);

it('webcal:// addresses are read over https', () => {
  expect(httpAddress('webcal://calendar.google.com/calendar/ical/x/basic.ics').href).toBe(
    'https://calendar.google.com/calendar/ical/x/basic.ics',
  );
});

describe('redirects of a feed', () => {
  afterEach(() => vi.unstubAllGlobals());
  /** A feed host that redirects its first address to `location`, and serves a calendar anywhere else. */
  const redirecting = (location: string) => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: URL) => {
      asked.push(url.href);
      return Promise.resolve(
        asked.length === 1
          ? new Response(null, { status: 302, headers: { location } })
          : new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
      );
    });
    return asked;
  };
  const limits = (production: boolean) => readSettings([], production ? { NODE_ENV: 'production' } : {}).limits;

  it('from https down to http are refused, in production or not', async () => {
    for (const production of [true, false]) {
      const asked = redirecting('http://calendrier.example.test/prive.ics');
      await expect(fetchFeed('https://calendrier.example.test/prive.ics', {}, limits(production))).rejects.toThrow(
        'redirection vers une adresse non chiffrée (http) refusée',
      );
      expect(asked).toHaveLength(1);
    }
  });

  it('to plain http are refused in production, and followed on the same host elsewhere', async () => {
    redirecting('/nouveau.ics');
    await expect(fetchFeed('http://calendrier.example.test/prive.ics', {}, limits(true))).rejects.toThrow(
      'redirection vers une adresse non chiffrée (http) refusée',
    );
    const asked = redirecting('/nouveau.ics');
    await expect(fetchFeed('http://calendrier.example.test/prive.ics', {}, limits(false))).resolves.toMatchObject({ kind: 'text' });
    expect(asked).toEqual(['http://calendrier.example.test/prive.ics', 'http://calendrier.example.test/nouveau.ics']);
  });
});

describe('the calendar settings, checked at start', () => {
  it('accept nothing at all, and the documented values', () => {
    expect(settingsProblems({})).toEqual([]);
    expect(
      settingsProblems({ DISPO_ICS_VAUGIRARD: 'webcal://example.test/a.ics', DISPO_ICS_PARSE_TIMEOUT_MS: '2000', NODE_ENV: 'production' }),
    ).toEqual([]);
  });

  it('refuse malformed ones with one French sentence each, never repeating an address', () => {
    const problems = settingsProblems({
      DISPO_ICS_VAUGIRARD: 'http://calendrier.example.test/secret-123.ics',
      DISPO_ICS_MONTPARNASSE_OCRE: 'pas une adresse secret-456',
      DISPO_ICS_MAX_INTERVALS: '50000',
      DISPO_ICS_TIMEOUT_MS: '5s',
      NODE_ENV: 'production',
    });
    expect(problems).toEqual([
      'DISPO_ICS_VAUGIRARD doit être une adresse https:// ou webcal:// en production.',
      "DISPO_ICS_MONTPARNASSE_OCRE n'est pas une adresse valide (attendu : https://… ou webcal://…).",
      'DISPO_ICS_MAX_INTERVALS doit être un nombre entier entre 1 et 2000 (reçu « 50000 »).',
      'DISPO_ICS_TIMEOUT_MS doit être un nombre entier entre 100 et 60000 (reçu « 5s »).',
    ]);
    expect(problems.join(' ')).not.toMatch(/secret/);
  });
});
