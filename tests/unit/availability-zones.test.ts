// Which clock a calendar's TZID names (lib/availability/zones.ts, issue 38), read over 2027: the
// Paris times below are worked out by hand in tests/fixtures/ics/README.md, and read again by
// python's recurring_ical_events through scripts/ics-crosscheck.ts.
import { describe, expect, it } from 'vitest';
import { readFeed } from '@/lib/availability/ics';
import { readSettings } from '@/lib/availability/settings';
import { parisInstant, parisIso } from '@/lib/dates/paris';
import { renderFixture } from '../support/ics-server';

const year2027 = { from: parisInstant('2027-01-01', 0), until: parisInstant('2028-01-01', 0) };
const caps = readSettings([], {}).caps;

function read(name: string) {
  const { busy, notes } = readFeed(renderFixture(name), year2027, caps);
  return { wall: busy.map((i) => `${parisIso(i.start).slice(0, 16)} → ${parisIso(i.end).slice(0, 16)}`), notes };
}

const slot = (day: string, from: string, to: string) => `2027-${day}T${from} → 2027-${day}T${to}`;

describe('IANA names whose VTIMEZONE stops in 2019: the time-zone database, eight years on', () => {
  const feed = read('fuseau-iana-tronque.ics');

  it('the first Saturday of each month, 14:00–17:00 in Berlin, is 14:00–17:00 in Paris, winter as summer', () => {
    const saturdays = ['01-02', '02-06', '03-06', '04-03', '05-01', '06-05', '07-03', '08-07', '09-04', '10-02', '11-06', '12-04'];
    expect(feed.wall.filter((w) => w.slice(11, 16) === '14:00' && w.endsWith('17:00'))).toEqual(
      saturdays.map((day) => slot(day, '14:00', '17:00')),
    );
  });

  it('9:00 in New York is 15:00 in Paris, and 14:00 in the weeks the United States are on summer time and France is not', () => {
    expect(feed.wall).toEqual(
      expect.arrayContaining([slot('01-20', '15:00', '16:00'), slot('03-20', '14:00', '15:00'), slot('07-20', '15:00', '16:00')]),
    );
    expect(feed.wall).toHaveLength(15);
    expect(feed.notes).toEqual([]);
  });
});

describe('zone names with RFC 5545 escapes, defined in the feed', () => {
  const feed = read('fuseau-virgules.ics');

  it('`TZID:Kuala Lumpur\\, Singapore` is the zone of `TZID="Kuala Lumpur, Singapore"`: a 10-minute meeting, not a whole day', () => {
    expect(feed.wall).toEqual(expect.arrayContaining([slot('01-15', '09:00', '09:10'), slot('07-15', '10:00', '10:10')]));
  });

  it('a parameter written with the escapes themselves, `\\,` `\\;` `\\\\`, names the same zone', () => {
    expect(feed.wall).toEqual(expect.arrayContaining([slot('02-10', '10:00', '10:30'), slot('09-05', '02:00', '03:00')]));
  });

  it('a quoted parameter keeps its semicolon', () => {
    expect(feed.wall).toContain(slot('03-05', '01:00', '02:00'));
  });

  it('every zone is found', () => {
    expect(feed.wall).toHaveLength(5);
    expect(feed.notes).toEqual([]);
  });
});

describe('French Outlook display names with escaped commas', () => {
  const feed = read('outlook-virgules.ics');

  it('« (UTC+01:00) Bruxelles, Copenhague, Madrid, Paris » with its yearly rules is Paris time', () => {
    expect(feed.wall).toEqual(expect.arrayContaining([slot('01-14', '14:00', '16:00'), slot('07-14', '14:00', '16:00')]));
  });

  it('a display name whose definition stops in 2019 is read, after it, as its first city: Amsterdam, winter as summer', () => {
    expect(feed.wall).toEqual(expect.arrayContaining([slot('01-16', '09:00', '10:00'), slot('07-16', '09:00', '10:00')]));
    expect(feed.wall).toHaveLength(4);
    expect(feed.notes).toEqual([]);
  });
});
