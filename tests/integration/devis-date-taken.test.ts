// A quote for a date the provider's calendar marks as taken: still accepted (a calendar
// can be out of date), stored with what the server saw when it was sent, and said to the
// provider, with the visit times asked for; the visitor's confirmation says neither.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRecord } from '@/lib/quotes/record/records';
import { openForm, postForm } from '../support/devis-http';
import { dayAfterToday, dayTakenFeed, saturdayAfter, startIcsServer, type IcsServer } from '../support/ics-server';
import { freshDataDir } from '../support/pglite';
import { formFields, token } from '../support/quotes';
import { logged, mailingEnv, startSite, type RunningSite } from '../support/site';
import { startSmtpSink, type Sink } from '../support/smtp';

const PROVIDER = 'reservations@salles-rive-gauche.fr';
// The first Saturday at least three weeks ahead: the weekend morning's day, with room for visits before it.
const SATURDAY = saturdayAfter(21);
const VISIT_1 = dayAfterToday(3);
const VISIT_2 = dayAfterToday(4);
const TAKEN = dayTakenFeed(SATURDAY);

let ics: IcsServer;
let sink: Sink;
let dataDir: string;
let site: RunningSite;

beforeAll(async () => {
  ics = await startIcsServer();
  ics.serve('vaugirard', { body: TAKEN });
  sink = await startSmtpSink();
  dataDir = freshDataDir();
  site = await startSite({ ...mailingEnv(dataDir, sink.url, PROVIDER), DISPO_ICS_VAUGIRARD: ics.url('vaugirard') });
  // The calendar is read once, as a visitor's page would have it read: a request never waits for a feed.
  await fetch(`${site.base}/disponibilites/vaugirard`);
  await logged(site, '[disponibilites] vaugirard : calendrier lu');
}, 120_000);

afterAll(async () => {
  await site?.kill();
  await sink?.close();
  await ics?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const devis = async (...args: string[]) =>
  (
    await promisify(execFile)('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/devis.ts', ...args], {
      env: { ...process.env, DEVIS_DATA_DIR: dataDir },
    })
  ).stdout;

describe('a request for a date the calendar marks as taken, with a visit first', () => {
  it('is accepted, stored as « Déjà réservé » whatever the browser claims, and only the provider reads the flag and the visit times', async () => {
    const form = await openForm(site.base);
    const answer = await postForm(
      site.base,
      form,
      {
        ...formFields(0),
        date: SATURDAY,
        nom: 'Camille Durand',
        email: 'camille.durand@example.fr',
        visite: 'oui',
        visite1_date: VISIT_1,
        visite1_de: '18:00',
        visite1_a: '19:30',
        visite2_date: VISIT_2,
        visite2_de: '9:15',
        visite2_a: '10:00',
        // Not a field of the form: the server judges the date itself.
        date_status: 'libre',
        dateStatus: 'libre',
      },
      { token: token(1) },
    );
    expect(answer.status).toBe(200);
    const reference = answer.reference!;
    expect(reference).toMatch(/^DV-\d{4}-\d{6}$/);

    const [stored] = JSON.parse(await devis('export', '--json')) as QuoteRecord[];
    expect(stored).toMatchObject({
      reference,
      eventDate: SATURDAY,
      dateStatus: 'reserve',
      visit1: `${VISIT_1} 18:00-19:30`,
      visit2: `${VISIT_2} 09:15-10:00`,
    });
    const shown = await devis('show', reference);
    expect(shown).toContain('Disponibilité à l’envoi : Déjà réservé');
    expect(shown).toMatch(/Visite, 1er choix : .+, de 18:00 à 19:30/);

    const mails = await sink.waitFor(2);
    const provider = mails.find((mail) => mail.to.includes(PROVIDER))!;
    const visitor = mails.find((mail) => mail.to.includes('camille.durand@example.fr'))!;
    expect(provider.text).toContain("Attention : à l'envoi de la demande, cette date paraissait déjà réservée dans votre calendrier.");
    expect(provider.text).toContain('Disponibilité à l’envoi : Déjà réservé');
    expect(provider.text).toContain('Le demandeur souhaite visiter la salle avant de réserver');
    expect(provider.text).toMatch(/Visite, 1er choix : .+, de 18:00 à 19:30/);
    expect(provider.text).toMatch(/Visite, 2e choix : .+, de 09:15 à 10:00/);

    expect(visitor.text).toContain(reference);
    expect(visitor.text).not.toMatch(/Déjà réservé|Disponibilité à l’envoi|paraissait|Visite|visiter|18:00|19:30|09:15/);
  }, 120_000);
});
