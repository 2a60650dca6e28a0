// The free/taken rule for every kind of formula, on formulas read from content, against
// busy intervals written by hand in Paris time (with their offsets) and answers worked out here.
import { describe, expect, it } from 'vitest';
import { availabilityFormulaById } from '@/lib/availability/formulas';
import { busyMapOf, canBeFree, dayState, nextFreeDates, statusOn, type Ask, type BusyMap, type Interval } from '@/lib/availability/rule';

function formula(id: string) {
  const found = availabilityFormulaById(id);
  if (!found) throw new Error(`formule ${id} absente du contenu`);
  return found;
}

const at = (iso: string) => Date.parse(iso);
const busy = (start: string, end: string): Interval => ({ start: at(start), end: at(end) });
const FAR = at('2040-01-01T00:00:00Z');

/** Calendars where only the listed units have events; every unit of both venues is known. */
function calendars(events: Record<string, Interval[]> = {}, until = FAR): BusyMap {
  return { units: { vaugirard: [], 'montparnasse-ocre': [], 'montparnasse-bleue': [], ...events }, until };
}

const status = (id: string, date: string, events: Record<string, Interval[]>, ask: Ask = {}) =>
  statusOn(formula(id), date, calendars(events), ask);

// 2030-06-15 is a Saturday.
describe('fixed hours', () => {
  it('a weekend morning (9h – 12h30) is free when only the afternoon is taken', () => {
    expect(
      status('vaugirard-matin-week-end', '2030-06-15', { vaugirard: [busy('2030-06-15T14:00:00+02:00', '2030-06-15T18:00:00+02:00')] }),
    ).toBe('libre');
  });

  it('a weekend morning is taken by an event overlapping its last half hour, not by one ending at 9h', () => {
    expect(
      status('vaugirard-matin-week-end', '2030-06-15', { vaugirard: [busy('2030-06-15T12:00:00+02:00', '2030-06-15T13:00:00+02:00')] }),
    ).toBe('reserve');
    expect(
      status('vaugirard-matin-week-end', '2030-06-15', { vaugirard: [busy('2030-06-15T07:00:00+02:00', '2030-06-15T09:00:00+02:00')] }),
    ).toBe('libre');
  });

  it('a weekend afternoon (13h30 – 17h30) is taken by a lunch until 14h', () => {
    expect(
      status('vaugirard-apres-midi-week-end', '2030-06-15', {
        vaugirard: [busy('2030-06-15T12:00:00+02:00', '2030-06-15T14:00:00+02:00')],
      }),
    ).toBe('reserve');
  });

  it('an evening until 2h spans into the next day', () => {
    const id = 'vaugirard-soiree-tout-compris-samedi';
    expect(status(id, '2030-06-15', { vaugirard: [busy('2030-06-16T01:00:00+02:00', '2030-06-16T03:00:00+02:00')] })).toBe('reserve');
    expect(status(id, '2030-06-15', { vaugirard: [busy('2030-06-16T02:00:00+02:00', '2030-06-16T04:00:00+02:00')] })).toBe('libre');
  });

  it('a half day with two slots is free while one of them is', () => {
    const id = 'vaugirard-demi-journee-etude';
    const morning = busy('2030-06-17T09:00:00+02:00', '2030-06-17T13:00:00+02:00');
    const afternoon = busy('2030-06-17T14:00:00+02:00', '2030-06-17T15:00:00+02:00');
    expect(status(id, '2030-06-17', { vaugirard: [morning] })).toBe('libre');
    expect(status(id, '2030-06-17', { vaugirard: [morning, afternoon] })).toBe('reserve');
  });
});

describe('flexible hours', () => {
  it('« 7 heures au choix entre 8h et 18h » is free while 7 hours in a row are', () => {
    const id = 'vaugirard-journee-samedi-tout-compris';
    expect(status(id, '2030-06-15', { vaugirard: [busy('2030-06-15T08:00:00+02:00', '2030-06-15T10:00:00+02:00')] })).toBe('libre');
    // 8h – 11h and 12h – 18h: 6 hours at most.
    expect(status(id, '2030-06-15', { vaugirard: [busy('2030-06-15T11:00:00+02:00', '2030-06-15T12:00:00+02:00')] })).toBe('reserve');
    // An evening event after 18h leaves the range whole.
    expect(status(id, '2030-06-15', { vaugirard: [busy('2030-06-15T18:00:00+02:00', '2030-06-15T23:00:00+02:00')] })).toBe('libre');
  });

  it('« 4 heures consécutives entre 8h et 19h » fits 15h – 19h but not 8h – 10h and 16h – 19h', () => {
    const id = 'vaugirard-location-seche-4h';
    expect(status(id, '2030-06-17', { vaugirard: [busy('2030-06-17T11:00:00+02:00', '2030-06-17T15:00:00+02:00')] })).toBe('libre');
    expect(status(id, '2030-06-17', { vaugirard: [busy('2030-06-17T10:00:00+02:00', '2030-06-17T16:00:00+02:00')] })).toBe('reserve');
  });

  it('a day without hours in content is free when empty, taken when full, « à confirmer » between', () => {
    const id = 'montparnasse-evenement-week-end';
    const both = (interval: Interval) => ({ 'montparnasse-ocre': [interval], 'montparnasse-bleue': [interval] });
    expect(status(id, '2030-06-15', {})).toBe('libre');
    expect(status(id, '2030-06-15', both(busy('2030-06-15T14:00:00+02:00', '2030-06-15T16:00:00+02:00')))).toBe('a_confirmer');
    expect(status(id, '2030-06-15', both(busy('2030-06-15T00:00:00+02:00', '2030-06-16T00:00:00+02:00')))).toBe('reserve');
  });
});

describe('several days', () => {
  // 2030-06-17 is a Monday; an hour taken on Wednesday the 19th.
  const wednesday = { vaugirard: [busy('2030-06-19T10:00:00+02:00', '2030-06-19T11:00:00+02:00')] };

  it('consecutive training days need every day free', () => {
    expect(status('vaugirard-formation-journee', '2030-06-17', wednesday, { quantite: 3 })).toBe('reserve');
    expect(status('vaugirard-formation-journee', '2030-06-17', wednesday, { quantite: 2 })).toBe('libre');
  });

  it('a weekly evening is judged evening by evening', () => {
    const tuesday = { vaugirard: [busy('2030-06-18T19:00:00+02:00', '2030-06-18T20:00:00+02:00')] };
    expect(status('vaugirard-soiree-hebdomadaire', '2030-06-18', tuesday, { quantite: 4 })).toBe('reserve');
    expect(status('vaugirard-soiree-hebdomadaire', '2030-06-25', tuesday, { quantite: 4 })).toBe('libre');
  });
});

describe('Montparnasse rooms', () => {
  const day = '2030-06-17';
  const allDay = [busy('2030-06-17T07:00:00+02:00', '2030-06-17T20:00:00+02:00')];

  it('a one-room formula is free when a room large enough for the headcount is', () => {
    // Salle Ocre takes 14, Salle Bleue 28.
    const id = 'montparnasse-location-seche-une-salle-4h';
    expect(status(id, day, { 'montparnasse-ocre': allDay }, { personnes: 18 })).toBe('libre');
    expect(status(id, day, { 'montparnasse-bleue': allDay }, { personnes: 18 })).toBe('reserve');
    expect(status(id, day, { 'montparnasse-bleue': allDay }, { personnes: 10 })).toBe('libre');
  });

  it('a formula with a room list follows the room chosen, or the rooms that take the headcount', () => {
    const id = 'montparnasse-formation-journee';
    expect(status(id, day, { 'montparnasse-bleue': allDay }, { personnes: 8 })).toBe('libre');
    expect(status(id, day, { 'montparnasse-bleue': allDay }, { personnes: 20 })).toBe('reserve');
    expect(status(id, day, { 'montparnasse-bleue': allDay }, { personnes: 11, salle: 'bleue' })).toBe('reserve');
  });

  it('a formula using both rooms needs both free', () => {
    const id = 'montparnasse-location-seche-deux-salles-8h';
    expect(status(id, day, {})).toBe('libre');
    // 8 hours between 8h and 19h: 9h – 19h is left after an hour taken at 8h, not after 11h – 13h.
    expect(status(id, day, { 'montparnasse-ocre': [busy('2030-06-17T08:00:00+02:00', '2030-06-17T09:00:00+02:00')] })).toBe('libre');
    expect(status(id, day, { 'montparnasse-ocre': [busy('2030-06-17T11:00:00+02:00', '2030-06-17T13:00:00+02:00')] })).toBe('reserve');
    expect(
      status('montparnasse-soiree-entreprise-cocktail', day, {
        'montparnasse-bleue': [busy('2030-06-17T20:00:00+02:00', '2030-06-17T21:00:00+02:00')],
      }),
    ).toBe('reserve');
  });
});

describe('daylight saving (Europe/Paris, 2027)', () => {
  const id = 'vaugirard-soiree-tout-compris-samedi';

  it('on the spring night (28 March) the evening ends at 3h summer time, two hours after 1h', () => {
    expect(status(id, '2027-03-27', { vaugirard: [busy('2027-03-28T01:30:00+01:00', '2027-03-28T01:45:00+01:00')] })).toBe('reserve');
    expect(status(id, '2027-03-27', { vaugirard: [busy('2027-03-28T03:00:00+02:00', '2027-03-28T05:00:00+02:00')] })).toBe('libre');
  });

  it('on the autumn night (31 October) the evening ends at the first 2h', () => {
    expect(status(id, '2027-10-30', { vaugirard: [busy('2027-10-31T02:30:00+01:00', '2027-10-31T04:00:00+01:00')] })).toBe('libre');
    expect(status(id, '2027-10-30', { vaugirard: [busy('2027-10-31T01:30:00+02:00', '2027-10-31T02:30:00+02:00')] })).toBe('reserve');
  });
});

describe('what is not known is « à confirmer »', () => {
  it('without calendars, with a unit missing, or past the horizon', () => {
    const morning = formula('vaugirard-matin-week-end');
    expect(statusOn(morning, '2030-06-15', undefined)).toBe('a_confirmer');
    expect(statusOn(morning, '2030-06-15', { units: {}, until: FAR })).toBe('a_confirmer');
    expect(statusOn(morning, '2030-06-15', calendars({}, at('2030-06-01T00:00:00Z')))).toBe('a_confirmer');
  });
});

describe('next free dates and the month view', () => {
  it('the three next free dates fall on the formula’s days (Sundays, Saturdays, holidays)', () => {
    const taken = { vaugirard: [busy('2030-06-16T09:00:00+02:00', '2030-06-16T10:00:00+02:00')] };
    expect(nextFreeDates(formula('vaugirard-matin-week-end'), '2030-06-15', calendars(taken))).toEqual([
      '2030-06-22',
      '2030-06-23',
      '2030-06-29',
    ]);
  });

  it('a day is partly taken when the morning is taken and the afternoon free, closed when nothing is offered', () => {
    const page = [formula('vaugirard-matin-week-end'), formula('vaugirard-apres-midi-week-end')];
    const morning = calendars({ vaugirard: [busy('2030-06-15T10:00:00+02:00', '2030-06-15T11:00:00+02:00')] });
    expect(dayState(page, '2030-06-15', morning)).toBe('partiel');
    expect(dayState(page, '2030-06-16', morning)).toBe('libre');
    expect(dayState(page, '2030-06-17', morning)).toBe('ferme');
    expect(dayState(page, '2030-06-15', calendars({ vaugirard: [busy('2030-06-15T08:00:00+02:00', '2030-06-15T20:00:00+02:00')] }))).toBe(
      'reserve',
    );
    expect(
      dayState(
        [formula('vaugirard-demi-journee-etude')],
        '2030-06-17',
        calendars({ vaugirard: [busy('2030-06-17T09:00:00+02:00', '2030-06-17T10:00:00+02:00')] }),
      ),
    ).toBe('partiel');
  });
});

// The site's own bookings (#43): a reservation takes its time even without a feed and past the
// feeds' horizon, an option leaves it « à confirmer » for others, and both add to the feeds' busy time.
type Bookings = { booked?: Record<string, Interval[]>; held?: Record<string, Interval[]> };

/** Every unit's feed known and empty but for `events`, with the site's bookings. */
const withFeeds = (bookings: Bookings, events: Record<string, Interval[]> = {}, until = FAR): BusyMap => ({
  units: { vaugirard: [], 'montparnasse-ocre': [], 'montparnasse-bleue': [], ...events },
  until,
  ...bookings,
});

/** No feed configured (the default): the bookings alone. */
const withoutFeeds = (bookings: Bookings): BusyMap => ({ units: {}, until: -Infinity, ...bookings });

const judged = (id: string, date: string, map: BusyMap, ask: Ask = {}) => statusOn(formula(id), date, map, ask);

const saturdayMorning = busy('2030-06-15T09:00:00+02:00', '2030-06-15T12:30:00+02:00');
const saturdayAfternoon = busy('2030-06-15T13:30:00+02:00', '2030-06-15T17:30:00+02:00');

describe('the JSON answer as the rule reads it', () => {
  it('bookings alone make a map; no feed and nothing booked is no map, as before', () => {
    expect(busyMapOf({ units: {} })).toBeUndefined();
    expect(busyMapOf({ units: {}, booked: {}, held: {} })).toBeUndefined();
    const decoded = busyMapOf({ units: {}, booked: { vaugirard: [['2030-06-15T09:00:00+02:00', '2030-06-15T12:30:00+02:00']] } });
    expect(decoded).toEqual({ units: {}, until: -Infinity, booked: { vaugirard: [saturdayMorning] } });
  });

  it('a whole day booked, written as Paris dates, takes the day', () => {
    const decoded = busyMapOf({ units: {}, booked: { vaugirard: [['2030-06-15', '2030-06-16']] } });
    expect(judged('vaugirard-apres-midi-week-end', '2030-06-15', decoded!)).toBe('reserve');
    expect(judged('vaugirard-apres-midi-week-end', '2030-06-16', decoded!)).toBe('a_confirmer');
  });
});

describe('a reservation is certain', () => {
  it('without any feed: the booked time reads « Déjà réservé », everything else « à confirmer »', () => {
    const map = withoutFeeds({ booked: { vaugirard: [saturdayMorning] } });
    expect(judged('vaugirard-matin-week-end', '2030-06-15', map)).toBe('reserve');
    expect(judged('vaugirard-apres-midi-week-end', '2030-06-15', map)).toBe('a_confirmer');
    expect(judged('vaugirard-matin-week-end', '2030-06-16', map)).toBe('a_confirmer');
  });

  it('past the feeds’ horizon', () => {
    const map = withFeeds({ booked: { vaugirard: [saturdayMorning] } }, {}, at('2030-06-01T00:00:00Z'));
    expect(judged('vaugirard-matin-week-end', '2030-06-15', map)).toBe('reserve');
    expect(judged('vaugirard-apres-midi-week-end', '2030-06-15', map)).toBe('a_confirmer');
  });

  it('with feeds: the booked time is taken, the rest as the feeds say', () => {
    const map = withFeeds({ booked: { vaugirard: [saturdayMorning] } });
    expect(judged('vaugirard-matin-week-end', '2030-06-15', map)).toBe('reserve');
    expect(judged('vaugirard-apres-midi-week-end', '2030-06-15', map)).toBe('libre');
  });
});

describe('an option is « à confirmer » for others, never « libre »', () => {
  it('on time the feeds leave free', () => {
    const map = withFeeds({ held: { vaugirard: [saturdayMorning] } });
    expect(judged('vaugirard-matin-week-end', '2030-06-15', map)).toBe('a_confirmer');
    expect(judged('vaugirard-apres-midi-week-end', '2030-06-15', map)).toBe('libre');
  });

  it('without a feed, and under time the feeds or a reservation already take', () => {
    expect(judged('vaugirard-matin-week-end', '2030-06-15', withoutFeeds({ held: { vaugirard: [saturdayMorning] } }))).toBe('a_confirmer');
    expect(
      judged(
        'vaugirard-matin-week-end',
        '2030-06-15',
        withFeeds({ held: { vaugirard: [saturdayMorning] } }, { vaugirard: [saturdayMorning] }),
      ),
    ).toBe('reserve');
    expect(
      judged(
        'vaugirard-matin-week-end',
        '2030-06-15',
        withFeeds({ held: { vaugirard: [saturdayMorning] }, booked: { vaugirard: [saturdayMorning] } }),
      ),
    ).toBe('reserve');
  });

  it('a formula with two slots stays free while the slot no option holds is', () => {
    const morning = busy('2030-06-17T09:00:00+02:00', '2030-06-17T13:00:00+02:00');
    const afternoon = busy('2030-06-17T14:00:00+02:00', '2030-06-17T15:00:00+02:00');
    expect(judged('vaugirard-demi-journee-etude', '2030-06-17', withFeeds({ held: { vaugirard: [morning] } }))).toBe('libre');
    expect(
      judged('vaugirard-demi-journee-etude', '2030-06-17', withFeeds({ held: { vaugirard: [morning] } }, { vaugirard: [afternoon] })),
    ).toBe('a_confirmer');
  });

  it('a day without hours in content, partly held, is « à confirmer »', () => {
    const both = (interval: Interval) => ({ 'montparnasse-ocre': [interval], 'montparnasse-bleue': [interval] });
    expect(judged('montparnasse-evenement-week-end', '2030-06-15', withFeeds({ held: both(saturdayAfternoon) }))).toBe('a_confirmer');
  });
});

describe('feeds and bookings together', () => {
  it('a morning map in the feed and an afternoon booked take the whole day', () => {
    const map = withFeeds({ booked: { vaugirard: [saturdayAfternoon] } }, { vaugirard: [saturdayMorning] });
    const page = [formula('vaugirard-matin-week-end'), formula('vaugirard-apres-midi-week-end')];
    expect(dayState(page, '2030-06-15', map)).toBe('reserve');
    expect(dayState(page, '2030-06-15', withFeeds({}, { vaugirard: [saturdayMorning] }))).toBe('partiel');
  });

  it('hours placed in a range are judged on both: 7 hours between 8h and 18h', () => {
    const id = 'vaugirard-journee-samedi-tout-compris';
    const feed = { vaugirard: [busy('2030-06-15T08:00:00+02:00', '2030-06-15T10:00:00+02:00')] };
    const booked = { vaugirard: [busy('2030-06-15T16:00:00+02:00', '2030-06-15T18:00:00+02:00')] };
    expect(judged(id, '2030-06-15', withFeeds({}, feed))).toBe('libre');
    expect(judged(id, '2030-06-15', withFeeds({ booked }))).toBe('libre');
    expect(judged(id, '2030-06-15', withFeeds({ booked }, feed))).toBe('reserve');
  });
});

describe('consecutive days', () => {
  const wednesday = { vaugirard: [busy('2030-06-19T10:00:00+02:00', '2030-06-19T11:00:00+02:00')] };

  it('a booked day inside the run takes the run, with or without feeds', () => {
    expect(judged('vaugirard-formation-journee', '2030-06-17', withFeeds({ booked: wednesday }), { quantite: 3 })).toBe('reserve');
    expect(judged('vaugirard-formation-journee', '2030-06-17', withFeeds({ booked: wednesday }), { quantite: 2 })).toBe('libre');
    expect(judged('vaugirard-formation-journee', '2030-06-17', withoutFeeds({ booked: wednesday }), { quantite: 3 })).toBe('reserve');
    expect(judged('vaugirard-formation-journee', '2030-06-17', withoutFeeds({ booked: wednesday }), { quantite: 2 })).toBe('a_confirmer');
  });

  it('a held day inside the run makes it « à confirmer »', () => {
    expect(judged('vaugirard-formation-journee', '2030-06-17', withFeeds({ held: wednesday }), { quantite: 3 })).toBe('a_confirmer');
  });
});

describe('Montparnasse: one room or both', () => {
  const day = '2030-06-17';
  const allDay = [busy('2030-06-17T07:00:00+02:00', '2030-06-17T20:00:00+02:00')];

  it('one room booked leaves the other free for a one-room formula that fits in it', () => {
    // Salle Ocre takes 14, Salle Bleue 28.
    const id = 'montparnasse-location-seche-une-salle-4h';
    const map = withFeeds({ booked: { 'montparnasse-bleue': allDay } });
    expect(judged(id, day, map, { personnes: 10 })).toBe('libre');
    expect(judged(id, day, map, { personnes: 18 })).toBe('reserve');
    expect(judged(id, day, map, { personnes: 10, salle: 'bleue' })).toBe('reserve');
  });

  it('a formula taking both rooms is taken when one is booked', () => {
    expect(judged('montparnasse-location-seche-deux-salles-8h', day, withFeeds({ booked: { 'montparnasse-ocre': allDay } }))).toBe(
      'reserve',
    );
    expect(judged('montparnasse-location-seche-deux-salles-8h', day, withoutFeeds({ booked: { 'montparnasse-ocre': allDay } }))).toBe(
      'reserve',
    );
  });

  it('without feeds, one room booked leaves a one-room formula « à confirmer », both booked « réservé »', () => {
    const id = 'montparnasse-location-seche-une-salle-4h';
    expect(judged(id, day, withoutFeeds({ booked: { 'montparnasse-bleue': allDay } }), { personnes: 10 })).toBe('a_confirmer');
    expect(
      judged(id, day, withoutFeeds({ booked: { 'montparnasse-bleue': allDay, 'montparnasse-ocre': allDay } }), { personnes: 10 }),
    ).toBe('reserve');
  });

  it('the other room held and this one booked: « à confirmer »', () => {
    const map = withFeeds({ booked: { 'montparnasse-bleue': allDay }, held: { 'montparnasse-ocre': allDay } });
    expect(judged('montparnasse-location-seche-une-salle-4h', day, map, { personnes: 10 })).toBe('a_confirmer');
  });
});

describe('next free dates and the month view', () => {
  it('the next free dates skip a booked and a held date', () => {
    const map = withFeeds({
      booked: { vaugirard: [busy('2030-06-22T09:00:00+02:00', '2030-06-22T12:30:00+02:00')] },
      held: { vaugirard: [busy('2030-06-23T09:00:00+02:00', '2030-06-23T12:30:00+02:00')] },
    });
    expect(nextFreeDates(formula('vaugirard-matin-week-end'), '2030-06-15', map)).toEqual(['2030-06-16', '2030-06-29', '2030-06-30']);
    expect(nextFreeDates(formula('vaugirard-matin-week-end'), '2030-06-15', withoutFeeds({ booked: map.booked! }))).toEqual([]);
  });

  it('without feeds, no date can be found free: the calculator says nothing of « none free »', () => {
    expect(canBeFree(withoutFeeds({ booked: { vaugirard: [saturdayMorning] } }))).toBe(false);
    expect(canBeFree(undefined)).toBe(false);
    expect(canBeFree(withFeeds({ booked: { vaugirard: [saturdayMorning] } }))).toBe(true);
  });

  it('without feeds, a booked day is « réservé » and the others « à confirmer »', () => {
    const page = [formula('vaugirard-matin-week-end'), formula('vaugirard-apres-midi-week-end')];
    const map = withoutFeeds({ booked: { vaugirard: [busy('2030-06-15T08:00:00+02:00', '2030-06-15T20:00:00+02:00')] } });
    expect(dayState(page, '2030-06-15', map)).toBe('reserve');
    expect(dayState(page, '2030-06-16', map)).toBe('a_confirmer');
    expect(dayState(page, '2030-06-17', map)).toBe('ferme');
  });

  it('a morning held is a day partly taken; a day held through is « à confirmer »', () => {
    const page = [formula('vaugirard-matin-week-end'), formula('vaugirard-apres-midi-week-end')];
    expect(dayState(page, '2030-06-15', withFeeds({ held: { vaugirard: [saturdayMorning] } }))).toBe('partiel');
    expect(dayState(page, '2030-06-15', withFeeds({ held: { vaugirard: [saturdayMorning, saturdayAfternoon] } }))).toBe('a_confirmer');
  });
});
