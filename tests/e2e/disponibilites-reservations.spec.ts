// The site's own bookings as a visitor sees them (#43), on a site with no calendar feed (the
// default) over PostgreSQL, where the test writes bookings as the desk would: a reserved Saturday
// reads « réservé » in a product page's month view and « Déjà réservé » in the calculator, an
// option's day « à confirmer », and a booking made while the page is open counts at the next one.
import { expect, test } from '@playwright/test';
// The bookings' module itself: the feature's server entry also reads the content, which Playwright's loader does not resolve.
import { addBookings, bookingSpans, type BookingKind } from '../../lib/availability/bookings';
import { addDays, parisToday, weekdayOf } from '../../lib/dates/paris';
import { postgresForBookings } from '../support/postgres';
import { startSite, type RunningSite } from '../support/site';

const today = parisToday();
let saturday = addDays(today, 10);
while (weekdayOf(saturday) !== 'samedi') saturday = addDays(saturday, 1);
const held = addDays(saturday, 7);
const bookedLater = addDays(saturday, 14);
const PAGE = '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15';

let postgres: Awaited<ReturnType<typeof postgresForBookings>> | undefined;
let site: RunningSite | undefined;

/** Vaugirard held for the whole of `date`, for a sent devis (an option) or an accepted one. */
async function book(date: string, kind: BookingKind) {
  await postgres!.db.transaction(async (sql) => {
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO devis (status, body, total_ht_cents, total_tva_cents, total_ttc_cents, deposit_cents)
       VALUES ('envoye', '{}', 0, 0, 0, 0) RETURNING id`,
    );
    await addBookings(sql, {
      devisId: row!.id,
      units: ['vaugirard'],
      spans: bookingSpans([date], '08:00', '20:00'),
      kind,
      expiresAt: kind === 'option' ? Date.now() + 86_400_000 : undefined,
    });
  });
}

test.describe('bookings without any calendar feed', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    // A PostgreSQL cluster created, then a site started (startSite waits up to 180 s for a busy
    // machine): the hook gets more than a test's 120 s, as a guard against a hang.
    test.setTimeout(240_000);
    postgres = await postgresForBookings();
    site = await startSite({ DATABASE_URL: postgres.url });
    await book(saturday, 'reservation');
    await book(held, 'option');
  });

  test.afterAll(async () => {
    await site?.kill();
    await postgres?.close();
  });

  test('the month view shows the reserved day « réservé » and the held one « à confirmer »', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(`${site!.base}${PAGE}`);
    const section = page.getByRole('region', { name: 'Disponibilités' });
    await section.locator('summary', { hasText: 'Voir le calendrier du mois' }).click();
    const day = (date: string) => section.locator(`[data-date="${date}"]`);
    if (saturday.slice(0, 7) !== today.slice(0, 7)) await section.getByRole('button', { name: 'Mois suivant' }).click();
    await expect(day(saturday)).toHaveAttribute('aria-label', /: réservé(\.|$)/);
    await expect(day(addDays(saturday, 1))).toHaveAttribute('aria-label', /: à confirmer(\.|$)/);
    if (held.slice(0, 7) !== saturday.slice(0, 7)) await section.getByRole('button', { name: 'Mois suivant' }).click();
    await expect(day(held)).toHaveAttribute('aria-label', /: à confirmer(\.|$)/);
  });

  test(
    'the calculator says « Déjà réservé », and a booking made meanwhile counts at the next page',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto(`${site!.base}/calcul?offre=vaugirard-matin-week-end&date=${saturday}`);
      const status = page.getByTestId('disponibilite').getByRole('status');
      await expect(status).toContainText('Déjà réservé');
      // No free date can be found without a feed: nothing claims that none is free.
      await expect(page.getByTestId('disponibilite')).not.toContainText('Aucune date libre');

      await page.goto(`${site!.base}/calcul?offre=vaugirard-matin-week-end`);
      await page.getByLabel(/Date/).fill(bookedLater);
      await expect(status).toContainText('Disponibilité à confirmer');
      await book(bookedLater, 'reservation');
      await page.goto(`${site!.base}/calcul?offre=vaugirard-matin-week-end`);
      await page.getByLabel(/Date/).fill(bookedLater);
      await expect(status).toContainText('Déjà réservé');
    },
  );
});
