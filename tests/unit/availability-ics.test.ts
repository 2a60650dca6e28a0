// Calendar feeds read into busy intervals: recurrences, exceptions, all-day and overnight
// events, UTC, Paris and Windows time zones, the 2027 clock changes, and what is not busy.
import { describe, expect, it } from 'vitest';
import { FeedError, readFeed, type Window } from '@/lib/availability/ics';
import { readSettings } from '@/lib/availability/settings';
import { parisIso } from '@/lib/dates/paris';
import { dayAfterToday, renderFixture } from '../support/ics-server';

/** The feed read with the default caps, as the site reads it (in its worker). */
const busyIntervals = (text: string, window: Window) => readFeed(text, window, readSettings([], {}).caps).busy;

const DAY = 86_400_000;
const now = Date.now();
const coming = { from: now - DAY, until: now + 396 * DAY };

/** Each busy interval as Paris wall-clock times, `2026-12-01T10:00` → `2026-12-01T12:00`. */
const wall = (name: string) =>
  busyIntervals(renderFixture(name), coming).map((i) => `${parisIso(i.start).slice(0, 16)} → ${parisIso(i.end).slice(0, 16)}`);
const J = (days: number) => dayAfterToday(days);

describe('a weekly series (Google Calendar, TZID Europe/Paris)', () => {
  const busy = wall('hebdomadaire.ics');

  it('takes every week from its first date, open-ended up to 13 months ahead', () => {
    expect(busy).toContain(`${J(7)}T10:00 → ${J(7)}T12:00`);
    expect(busy).toContain(`${J(28)}T10:00 → ${J(28)}T12:00`);
    expect(busy).toContain(`${J(7 + 7 * 52)}T10:00 → ${J(7 + 7 * 52)}T12:00`);
    expect(busy.length).toBeGreaterThanOrEqual(54);
  });

  it('frees the excluded date and moves the moved occurrence', () => {
    expect(busy.some((b) => b.startsWith(J(14)))).toBe(false);
    expect(busy.some((b) => b.startsWith(J(21)))).toBe(false);
    expect(busy).toContain(`${J(22)}T15:00 → ${J(22)}T16:00`);
  });
});

describe('a feed in UTC with all-day, transparent and cancelled events', () => {
  const busy = wall('utc.ics');

  it('an evening crossing midnight and an all-day event are busy in Paris time', () => {
    const evening = busy.find((b) => b.startsWith(J(3)))!;
    expect(evening.slice(0, 10)).toBe(J(3));
    expect(evening.slice(19, 29)).toBe(J(4));
    expect(busy).toContain(`${J(5)}T00:00 → ${J(6)}T00:00`);
  });

  it('transparent and cancelled events leave the room free', () => {
    expect(busy.some((b) => b.startsWith(J(8)) || b.startsWith(J(9)))).toBe(false);
    expect(busy).toHaveLength(2);
  });
});

it('an Outlook feed with a Windows time zone name is read in Paris time', () => {
  expect(wall('outlook.ics')).toEqual([`${J(10)}T09:00 → ${J(10)}T17:30`]);
});

it('an event without an end: an all-day one takes its day, a timed one takes no time (RFC 5545)', () => {
  expect(wall('sans-fin.ics')).toEqual([`${J(2)}T00:00 → ${J(3)}T00:00`]);
});

describe('the two clock changes of 2027 in Paris', () => {
  const year = { from: Date.parse('2027-01-01T00:00:00Z'), until: Date.parse('2028-01-01T00:00:00Z') };
  const busy = busyIntervals(renderFixture('changement-heure-2027.ics'), year).map((i) => [
    parisIso(i.start),
    parisIso(i.end),
    (i.end - i.start) / 3_600_000,
  ]);

  it('22h – 4h lasts 5 hours on the spring night and 7 on the autumn night', () => {
    expect(busy).toContainEqual(['2027-03-27T22:00:00+01:00', '2027-03-28T04:00:00+02:00', 5]);
    expect(busy).toContainEqual(['2027-10-30T22:00:00+02:00', '2027-10-31T04:00:00+01:00', 7]);
  });

  it('a weekly Saturday morning keeps its 10h across the change', () => {
    expect(busy).toContainEqual(['2027-03-20T10:00:00+01:00', '2027-03-20T12:00:00+01:00', 2]);
    expect(busy).toContainEqual(['2027-03-27T10:00:00+01:00', '2027-03-27T12:00:00+01:00', 2]);
    expect(busy).toContainEqual(['2027-04-03T10:00:00+02:00', '2027-04-03T12:00:00+02:00', 2]);
  });
});

describe('feeds that cannot be read', () => {
  it('a page that is not iCalendar is refused', () => {
    expect(() => busyIntervals(renderFixture('pas-un-calendrier.ics'), coming)).toThrow(FeedError);
  });

  it('an unknown time zone costs its events only, which take their whole day rather than showing free, noted once by name', () => {
    const reading = readFeed(renderFixture('fuseau-inconnu.ics'), coming, readSettings([], {}).caps);
    expect(reading.notes).toEqual([{ uid: 'x@example.test', reason: expect.stringMatching(/fuseau horaire « Heure de Mars » inconnu/) }]);
    expect(reading.busy.map((i) => `${parisIso(i.start).slice(0, 16)} → ${parisIso(i.end).slice(0, 16)}`)).toEqual([
      `${J(2)}T00:00 → ${J(3)}T00:00`,
    ]);
  });
});
