// Real producers' habits (Outlook in French, Exchange, Zimbra, Lotus Notes, Synology, Google),
// each in a fixture with dates relative to today: which days end up taken, which stay free.
import { describe, expect, it } from 'vitest';
import { readFeed } from '@/lib/availability/ics';
import { readSettings } from '@/lib/availability/settings';
import { parisIso } from '@/lib/dates/paris';
import { dayAfterToday, renderFixture } from '../support/ics-server';

const DAY = 86_400_000;
const now = Date.now();
const coming = { from: now - DAY, until: now + 396 * DAY };
const caps = readSettings([], {}).caps;
const J = (days: number) => dayAfterToday(days);

function read(name: string) {
  const { busy, notes } = readFeed(renderFixture(name), coming, caps);
  const wall = busy.map((i) => `${parisIso(i.start).slice(0, 16)} → ${parisIso(i.end).slice(0, 16)}`);
  const taken = (day: string) =>
    wall.some((w) => w.slice(0, 10) <= day && (w.slice(19, 29) > day || (w.slice(19, 29) === day && w.slice(30) !== '00:00')));
  return { wall, notes, taken };
}

describe('a French Outlook calendar (Exchange)', () => {
  const feed = read('outlook-francais.ics');

  it('reads a French Windows display name as Paris time, with its empty ORGANIZER and CN', () => {
    expect(feed.wall).toContain(`${J(4)}T14:00 → ${J(4)}T16:00`);
  });

  it('reads a display name left unquoted, colon and all', () => {
    expect(feed.wall).toContain(`${J(45)}T08:00 → ${J(45)}T09:00`);
  });

  it('reads « Customized Time Zone » from the feed’s own VTIMEZONE', () => {
    expect(feed.wall).toContain(`${J(5)}T09:00 → ${J(5)}T12:00`);
  });

  it('reads BYDAY with spaces: three whole days in a row, the fourth free', () => {
    expect(feed.wall).toContain(`${J(20)}T00:00 → ${J(23)}T00:00`);
    expect(feed.taken(J(23))).toBe(false);
  });

  it('moves an all-day occurrence whose RECURRENCE-ID is a date-time in a Windows zone', () => {
    expect(feed.taken(J(28))).toBe(true);
    expect(feed.taken(J(35))).toBe(false);
    expect(feed.taken(J(36))).toBe(true);
    expect(feed.taken(J(42))).toBe(true);
  });

  it('keeps the highest SEQUENCE of one UID, even when an older version comes last', () => {
    expect(feed.wall).toContain(`${J(40)}T10:00 → ${J(40)}T12:00`);
    expect(feed.taken(J(41))).toBe(false);
  });

  it('leaves nothing out', () => {
    expect(feed.notes).toEqual([]);
  });
});

it('an all-day weekly series (Exchange) with an occurrence moved and one removed by UTC date-times: the Paris dates they name', () => {
  // `{{J+34}}T230000Z` is midnight or 1 a.m. of J+35 in Paris, winter or summer.
  const feed = read('exchange-utc.ics');
  expect(feed.taken(J(28))).toBe(true);
  expect(feed.taken(J(34))).toBe(false);
  expect(feed.taken(J(35))).toBe(false);
  expect(feed.taken(J(36))).toBe(true);
  expect(feed.taken(J(42))).toBe(true);
  expect(feed.taken(J(48))).toBe(false);
  expect(feed.taken(J(49))).toBe(false);
  expect(feed.notes).toEqual([]);
});

it('an English Windows display name (Outlook in English) is Paris time', () => {
  const day = J(12).replaceAll('-', '');
  const text = [
    'BEGIN:VCALENDAR',
    'PRODID:Microsoft Exchange Server 2010',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:040000008200E00074C5B7101A82E00800000000C1',
    `DTSTART;TZID="(UTC+01:00) Brussels, Copenhagen, Madrid, Paris":${day}T183000`,
    `DTEND;TZID="(UTC+01:00) Brussels, Copenhagen, Madrid, Paris":${day}T213000`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const { busy, notes } = readFeed(text, coming, caps);
  expect(busy.map((i) => `${parisIso(i.start).slice(0, 16)} → ${parisIso(i.end).slice(0, 16)}`)).toEqual([
    `${J(12)}T18:30 → ${J(12)}T21:30`,
  ]);
  expect(notes).toEqual([]);
});

it('RDATE;VALUE=PERIOD (Zimbra, Lotus Notes): each period takes its own time', () => {
  const feed = read('zimbra-periodes.ics');
  expect(feed.wall).toEqual(
    expect.arrayContaining([`${J(6)}T09:00 → ${J(6)}T10:00`, `${J(8)}T14:00 → ${J(8)}T17:00`, `${J(9)}T08:00 → ${J(9)}T10:00`]),
  );
  expect(feed.taken(J(11))).toBe(true);
  expect(feed.taken(J(12))).toBe(true);
  expect(feed.taken(J(7))).toBe(false);
});

it('several RRULEs in one event (RFC 2445, still written by Zimbra): every rule takes its dates', () => {
  const feed = read('zimbra-periodes.ics');
  for (const day of [50, 51, 52, 57]) expect(feed.wall).toContain(`${J(day)}T18:00 → ${J(day)}T20:00`);
  expect(feed.taken(J(53))).toBe(false);
});

it('dates without VALUE=DATE, an ORGANIZER without value, an empty parameter and two VCALENDAR blocks (Synology, Google)', () => {
  const feed = read('synology-deux-blocs.ics');
  expect(feed.wall).toEqual([`${J(15)}T00:00 → ${J(16)}T00:00`, `${J(17)}T19:00 → ${J(17)}T23:00`]);
  expect(feed.notes).toEqual([]);
});

it('an unreadable event costs that event only, noted by its UID and never its title', () => {
  const feed = read('date-illisible.ics');
  expect(feed.taken(J(4))).toBe(true);
  expect(feed.taken(J(3))).toBe(false);
  expect(feed.notes).toEqual([{ uid: 'illisible@example.test', reason: expect.stringMatching(/date illisible/) }]);
  expect(JSON.stringify(feed.notes)).not.toContain('Dupont');
});
