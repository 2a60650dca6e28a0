// The free/taken rule for every kind of formula, on formulas read from content, against
// busy intervals written by hand in Paris time (with their offsets) and answers worked out here.
import { describe, expect, it } from 'vitest';
import { availabilityFormulaById } from '@/lib/availability/formulas';
import { dayState, nextFreeDates, statusOn, type Ask, type BusyMap, type Interval } from '@/lib/availability/rule';

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
