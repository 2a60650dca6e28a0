// Calendars read from a loopback HTTP server into the quote requests' database (PGlite):
// the last good copy survives feed faults for 24 hours, refreshes are 15 minutes apart,
// an unchanged feed costs a 304, and nothing but busy times leaves the module.
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { busyMapOf, statusOn } from '@/lib/availability/rule';
import { availabilityFormulaById } from '@/lib/availability/formulas';
import { availabilityAnswer, refreshDue } from '@/lib/availability/service';
import { readSettings, type AvailabilitySettings } from '@/lib/availability/settings';
import { migrate, openPglite, openPostgres, type Database } from '@/lib/server/db';
import { dayAfterToday, renderFixture, startIcsServer, type IcsServer } from '../support/ics-server';
import { freshDataDir } from '../support/pglite';
import { startPostgres, type TestPostgres } from '../support/postgres';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const UNIT = 'vaugirard';

let server: IcsServer;
let db: Database;
let dir: string;
const logs: string[] = [];

beforeAll(async () => {
  server = await startIcsServer();
  dir = freshDataDir();
  db = await openPglite(dir);
}, 60_000);

afterAll(async () => {
  await db.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  logs.length = 0;
});

function captureLogs() {
  const keep = (...args: unknown[]) => void logs.push(args.map(String).join(' '));
  vi.spyOn(console, 'warn').mockImplementation(keep);
  vi.spyOn(console, 'info').mockImplementation(keep);
  vi.spyOn(console, 'error').mockImplementation(keep);
}

/** Settings of a unit reading `name` on the fixture server, with small limits for the fault cases. */
function settingsFor(name: string, unit = UNIT, env: Record<string, string> = {}): AvailabilitySettings {
  return readSettings([unit], {
    [`DISPO_ICS_${unit.toUpperCase().replace(/-/g, '_')}`]: server.url(name),
    // Loopback answers in well under a second even on a busy machine; the slow fixture takes 6.
    DISPO_ICS_TIMEOUT_MS: '3000',
    DISPO_ICS_MAX_BYTES: String(256 * 1024),
    // Under Vitest the worker compiles its TypeScript first: a loaded machine gets a generous deadline.
    DISPO_ICS_PARSE_TIMEOUT_MS: '60000',
    ...env,
  });
}

const morning = availabilityFormulaById('vaugirard-formation-journee')!;

describe('a calendar that works, then fails', () => {
  const name = 'salle-vaugirard';
  const settings = () => settingsFor(name);
  const t0 = Date.now();

  it('is read into busy intervals in Paris time, without titles or attendees', async () => {
    captureLogs();
    server.serve(name, { fixture: 'hebdomadaire.ics' });
    await refreshDue(db, settings(), t0);
    const answer = await availabilityAnswer(db, [UNIT], settings(), t0);
    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/yoga|Martin|example\.test|06 00/);
    expect(answer.units[UNIT]).toContainEqual([
      expect.stringMatching(new RegExp(`^${dayAfterToday(7)}T10:00:00\\+0[12]:00$`)),
      expect.stringMatching(new RegExp(`^${dayAfterToday(7)}T12:00`)),
    ]);
    // What the calculator concludes for a training day on those dates.
    const busy = busyMapOf(answer);
    expect(statusOn(morning, dayAfterToday(7), busy)).toBe('reserve');
    expect(statusOn(morning, dayAfterToday(14), busy)).toBe('libre');
    expect(logs.join('\n')).not.toContain(server.base);
  });

  it('is not fetched again within 15 minutes, and answers 304 when unchanged after', async () => {
    const before = server.hits(name);
    await refreshDue(db, settings(), t0 + 10 * MINUTE);
    expect(server.hits(name).total).toBe(before.total);
    await refreshDue(db, settings(), t0 + 16 * MINUTE);
    expect(server.hits(name)).toEqual({ total: before.total + 1, notModified: before.notModified + 1 });
  });

  it('keeps the last good copy when the feed answers 500, and says so in one log line without its address', async () => {
    captureLogs();
    server.serve(name, { status: 500 });
    const later = t0 + 2 * HOUR;
    await refreshDue(db, settings(), later);
    const answer = await availabilityAnswer(db, [UNIT], settings(), later);
    expect(statusOn(morning, dayAfterToday(7), busyMapOf(answer))).toBe('reserve');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/vaugirard : calendrier non lu \(le serveur a répondu 500\) ; dernière copie valable de 104 min/);
    // 2 hours after the first read, 104 minutes after the 304 that confirmed the copy.
    expect(logs[0]).not.toContain(server.base);
  });

  it('keeps it through a malformed feed, then gives « à confirmer » after 24 hours without a good copy', async () => {
    captureLogs();
    server.serve(name, { fixture: 'pas-un-calendrier.ics' });
    await refreshDue(db, settings(), t0 + 3 * HOUR);
    expect(Object.keys((await availabilityAnswer(db, [UNIT], settings(), t0 + 3 * HOUR)).units)).toEqual([UNIT]);
    expect(logs[0]).toMatch(/pas un calendrier iCalendar/);

    const dayAfter = t0 + 25 * HOUR;
    await refreshDue(db, settings(), dayAfter);
    const answer = await availabilityAnswer(db, [UNIT], settings(), dayAfter);
    expect(answer.units).toEqual({});
    expect(statusOn(morning, dayAfterToday(7), busyMapOf(answer))).toBe('a_confirmer');
    expect(logs[1]).toMatch(/aucune copie valable : disponibilités à confirmer/);
  });
});

describe('faults of a calendar never read before', () => {
  const cases: [string, Parameters<IcsServer['serve']>[1], RegExp][] = [
    ['lent', { slowMs: 6_000 }, /pas de réponse en 3 s/],
    ['enorme', { hugeBytes: 1_048_576 }, /le calendrier dépasse 256 Ko/],
    ['introuvable', { status: 404 }, /répondu 404/],
    // A feed answering after 60 s, against the 3 s of these settings.
    ['soixante', { slowMs: 60_000 }, /pas de réponse en 3 s/],
    ['bombe', { fixture: 'bombe.ics' }, /plus de 2000 occurrences dans une série, plafond DISPO_ICS_MAX_OCCURRENCES/],
    ['creneaux', { fixture: 'creneaux-multiples.ics' }, /plus de 2000 plages occupées après fusion, plafond DISPO_ICS_MAX_INTERVALS/],
  ];
  for (const [name, behaviour, message] of cases) {
    it(`${name}: logged once, and the unit is « à confirmer »`, async () => {
      captureLogs();
      server.serve(name, behaviour);
      const unit = `test-${name}`;
      const settings = settingsFor(name, unit);
      await refreshDue(db, settings);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(message);
      expect(logs[0]).toContain(`[disponibilites] ${unit} : calendrier non lu`);
      expect(logs[0]).not.toContain(server.base);
      expect((await availabilityAnswer(db, [unit], settings)).units).toEqual({});
    });
  }
});

describe('events a feed cannot be trusted with, among good ones', () => {
  it('an unknown time zone: logged once, naming the zone, under its first event’s UID, and its day taken rather than free', async () => {
    captureLogs();
    server.serve('fuseau', { fixture: 'fuseau-inconnu.ics' });
    const settings = settingsFor('fuseau', 'test-fuseau');
    await refreshDue(db, settings);
    const warnings = logs.filter((line) => line.includes('événement'));
    expect(warnings).toEqual([expect.stringMatching(/test-fuseau : événement x@example\.test : fuseau horaire « Heure de Mars » inconnu/)]);
    expect(logs.join('\n')).not.toContain('Réunion');
    const answer = await availabilityAnswer(db, ['test-fuseau'], settings);
    expect(answer.units['test-fuseau']).toEqual([[dayAfterToday(2), dayAfterToday(3)]]);
  });

  it('good events, one impossible rule and one absurd duration: the good events are kept, the others logged by UID', async () => {
    captureLogs();
    server.serve('melange', { fixture: 'bon-et-impossible.ics' });
    const settings = settingsFor('melange', 'test-melange');
    await refreshDue(db, settings);
    expect(logs.filter((line) => line.includes('événement'))).toEqual([
      expect.stringMatching(/test-melange : événement duree-folle@example\.test : durée invalide/),
      expect.stringMatching(/test-melange : événement invitation-piegee@example\.test : règle de répétition sans occurrence possible/),
    ]);
    const busy = busyMapOf(await availabilityAnswer(db, ['test-melange'], settings));
    const seminar = availabilityFormulaById('vaugirard-formation-journee')!;
    const atTest = { ...seminar, units: [{ code: 'test-melange' }] };
    expect(statusOn(atTest, dayAfterToday(7), busy)).toBe('reserve');
    expect(statusOn(atTest, dayAfterToday(8), busy)).toBe('libre');
  });
});

describe('a feed at the size limit', () => {
  /** A valid feed of exactly `bytes` bytes: one event, then filler lines the reader drops. */
  const feedOf = (bytes: number) => {
    const head = renderFixture('utc.ics').replace(/END:VCALENDAR\s*$/, '');
    const filler = 'X-REMPLISSAGE:'.padEnd(bytes - Buffer.byteLength(head) - 'END:VCALENDAR\r\n'.length - 2, 'x');
    return `${head}${filler}\r\nEND:VCALENDAR\r\n`;
  };

  it('is read at exactly the limit, and refused one byte over it', async () => {
    captureLogs();
    server.serve('limite', { body: feedOf(256 * 1024) });
    server.serve('au-dela', { body: feedOf(256 * 1024 + 1) });
    await refreshDue(db, settingsFor('limite', 'test-limite'));
    await refreshDue(db, settingsFor('au-dela', 'test-au-dela'));
    expect(Object.keys((await availabilityAnswer(db, ['test-limite'], settingsFor('limite', 'test-limite'))).units)).toEqual([
      'test-limite',
    ]);
    expect((await availabilityAnswer(db, ['test-au-dela'], settingsFor('au-dela', 'test-au-dela'))).units).toEqual({});
    expect(logs.join('\n')).toMatch(/test-au-dela : calendrier non lu \(le calendrier dépasse 256 Ko\)/);
  });
});

describe('redirects', () => {
  it('are followed on the feed’s own host', async () => {
    server.serve('nouvelle-adresse', { fixture: 'utc.ics' });
    server.serve('ancienne-adresse', { redirect: server.url('nouvelle-adresse') });
    const settings = settingsFor('ancienne-adresse', 'test-redirection');
    await refreshDue(db, settings);
    expect((await availabilityAnswer(db, ['test-redirection'], settings)).units['test-redirection']).toHaveLength(2);
  });

  it('to another host are refused, and so is a fourth one', async () => {
    captureLogs();
    // localhost is another host name than 127.0.0.1, though the same machine.
    server.serve('vers-ailleurs', { redirect: server.url('nouvelle-adresse').replace('127.0.0.1', 'localhost') });
    server.serve('boucle', { redirect: server.url('boucle') });
    await refreshDue(db, settingsFor('vers-ailleurs', 'test-ailleurs'));
    await refreshDue(db, settingsFor('boucle', 'test-boucle'));
    expect(logs).toEqual([
      expect.stringMatching(/test-ailleurs : calendrier non lu \(redirection vers un autre serveur refusée\)/),
      expect.stringMatching(/test-boucle : calendrier non lu \(plus de 3 redirections\)/),
    ]);
    expect(server.hits('boucle').total).toBe(4);
  });
});

describe('isolation', () => {
  it('concurrent refreshes of one feed in one process are one read, and each caller gets its result', async () => {
    server.serve('partage-local', { fixture: 'utc.ics' });
    const settings = settingsFor('partage-local', 'test-partage');
    const now = Date.now();
    const [first, second] = [refreshDue(db, settings, now), refreshDue(db, settings, now)];
    // The second caller waits for the first one's read instead of answering without a copy.
    await second;
    expect((await availabilityAnswer(db, ['test-partage'], settings, now)).units['test-partage']).toHaveLength(2);
    await first;
    expect(server.hits('partage-local').total).toBe(1);
  });

  it('a unit whose feed hangs holds up no other unit', async () => {
    captureLogs();
    server.serve('suspendu', { slowMs: 60_000 });
    server.serve('reactif', { fixture: 'utc.ics' });
    const env = {
      DISPO_ICS_TEST_SUSPENDU: server.url('suspendu'),
      DISPO_ICS_TEST_REACTIF: server.url('reactif'),
      DISPO_ICS_TIMEOUT_MS: '20000',
      DISPO_ICS_PARSE_TIMEOUT_MS: '60000',
    };
    const settings = readSettings(['test-suspendu', 'test-reactif'], env);
    let hung = true;
    const hanging = refreshDue(db, settings, Date.now(), ['test-suspendu']).then(() => void (hung = false));
    await refreshDue(db, settings, Date.now(), ['test-reactif']);
    const answer = await availabilityAnswer(db, ['test-suspendu', 'test-reactif'], settings);
    expect(hung).toBe(true);
    expect(Object.keys(answer.units)).toEqual(['test-reactif']);
    await hanging;
    expect(logs.join('\n')).toMatch(/test-suspendu : calendrier non lu \(pas de réponse en 20 s\)/);
  }, 60_000);
});

it('an answer over its budget leaves out the unit with the most intervals, « à confirmer », in one log line', async () => {
  server.serve('petite', { fixture: 'outlook.ics' });
  server.serve('grande', { fixture: 'zimbra-periodes.ics' });
  captureLogs();
  const settings = readSettings(['test-petite', 'test-grande'], {
    DISPO_ICS_TEST_PETITE: server.url('petite'),
    DISPO_ICS_TEST_GRANDE: server.url('grande'),
    DISPO_ICS_PARSE_TIMEOUT_MS: '60000',
  });
  await refreshDue(db, settings);
  const whole = await availabilityAnswer(db, ['test-petite', 'test-grande'], settings);
  expect(whole.units['test-petite']).toHaveLength(1);
  expect(whole.units['test-grande']!.length).toBeGreaterThan(1);
  // Room for the small unit's one interval, not for the other's several.
  const answer = await availabilityAnswer(db, ['test-petite', 'test-grande'], settings, Date.now(), undefined, 400);
  expect(Object.keys(answer.units)).toEqual(['test-petite']);
  expect(logs).toContain('[disponibilites] test-grande : réponse trop volumineuse, calendrier omis : disponibilités à confirmer.');
});

it('without any feed configured, nothing is read and nothing is known', async () => {
  const settings = readSettings([UNIT], {});
  await refreshDue(db, settings);
  expect(await availabilityAnswer(db, [UNIT], settings)).toEqual({ units: {} });
});

it('a copy read from another address is not used for the new one', async () => {
  server.serve('ancienne', { fixture: 'outlook.ics' });
  server.serve('nouvelle', { status: 500 });
  captureLogs();
  const unit = 'test-adresse';
  await refreshDue(db, settingsFor('ancienne', unit));
  expect(Object.keys((await availabilityAnswer(db, [unit], settingsFor('ancienne', unit))).units)).toEqual([unit]);
  await refreshDue(db, settingsFor('nouvelle', unit));
  expect((await availabilityAnswer(db, [unit], settingsFor('nouvelle', unit))).units).toEqual({});
});

describe('on PostgreSQL, shared by several instances of the site', () => {
  let postgres: TestPostgres | undefined;
  const instances: Database[] = [];

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    postgres?.stop();
  });

  it('one instance refreshes a calendar, every instance answers from the same copy', async () => {
    postgres = startPostgres();
    for (let i = 0; i < 2; i++) instances.push(await openPostgres(postgres.url));
    await instances[0]!.exec('DROP TABLE IF EXISTS availability_copies, quote_outbox, quote_requests, quote_migrations');
    await migrate(instances[0]!);
    captureLogs();
    server.serve('partagee', { fixture: 'utc.ics' });
    const settings = settingsFor('partagee');
    const now = Date.now();
    await Promise.all(instances.map((instance) => refreshDue(instance, settings, now)));
    expect(server.hits('partagee').total).toBe(1);
    const answers = await Promise.all(instances.map((instance) => availabilityAnswer(instance, [UNIT], settings, now)));
    expect(answers[0]!.units[UNIT]).toHaveLength(2);
    expect(answers[1]).toEqual(answers[0]);
  }, 120_000);
});
