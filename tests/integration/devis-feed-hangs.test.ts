// A quote sent while the venue's calendar has never been read and its feed hangs: the request
// is judged from the copies as they are (none: « à confirmer ») and never waits for the feed.
// The feed here holds its answer until the site has asked, then says the day is taken: a
// submission that waited for the read would store « Déjà réservé ». Once the read has ended,
// the next request is judged from its copy.
import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openForm, postForm } from '../support/devis-http';
import { dayTakenFeed, saturdayAfter } from '../support/ics-server';
import { formFields, token } from '../support/quotes';
import { logged, startQuoteSite, stopQuoteSite, storedQuotes, type QuoteSite } from '../support/site';

const SATURDAY = saturdayAfter(21);
const TAKEN = dayTakenFeed(SATURDAY);

let feed: Server;
let feedUrl: string;
/** Resolves with the site's first request to the feed, left unanswered until the test answers it. */
let held: Promise<ServerResponse>;
let quotes: QuoteSite;

beforeAll(async () => {
  let hold: (response: ServerResponse) => void = () => undefined;
  held = new Promise((resolve) => (hold = resolve));
  let first = true;
  feed = createServer((_request, response) => {
    if (first) {
      first = false;
      return hold(response);
    }
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(TAKEN);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as { port: number }).port}/vaugirard.ics`;
  quotes = await startQuoteSite((dataDir) => ({
    DEVIS_DATA_DIR: dataDir,
    DEVIS_RATE_LIMIT: '0',
    DEVIS_NETWORK_LIMIT: '0',
    DEVIS_GLOBAL_LIMIT: '0',
    DISPO_ICS_VAUGIRARD: feedUrl,
    DISPO_ICS_TIMEOUT_MS: '60000',
  }));
}, 240_000);

afterAll(async () => {
  await stopQuoteSite(quotes);
  feed.closeAllConnections();
  await new Promise((resolve) => feed.close(resolve));
});

describe('a quote sent while the calendar feed hangs', () => {
  it('is acknowledged and stored « à confirmer », without waiting for the feed', async () => {
    const { site } = quotes;
    const sent = postForm(site.base, await openForm(site.base), { ...formFields(1), date: SATURDAY }, { token: token(1) });
    // The site has asked the feed; it now says the day is taken, too late for a request already judged.
    (await held).writeHead(200, { 'content-type': 'text/calendar' }).end(TAKEN);
    const answer = await sent;
    expect(answer.status).toBe(200);
    expect(answer.reference).toMatch(/^DV-\d{4}-\d{6}$/);
    const [stored] = await storedQuotes(quotes.dataDir);
    expect(stored).toMatchObject({ reference: answer.reference, eventDate: SATURDAY, dateStatus: 'a_confirmer' });
  }, 120_000);

  it('the next request, once the read has ended, is judged from its copy', async () => {
    const { site } = quotes;
    await logged(site, '[disponibilites] vaugirard : calendrier lu');
    const answer = await postForm(site.base, await openForm(site.base), { ...formFields(2), date: SATURDAY }, { token: token(2) });
    expect(answer.status).toBe(200);
    const stored = (await storedQuotes(quotes.dataDir)).find((quote) => quote.reference === answer.reference);
    expect(stored?.dateStatus).toBe('reserve');
  }, 120_000);
});
