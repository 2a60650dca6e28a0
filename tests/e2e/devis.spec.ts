import AxeBuilder from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { mailSite, PROVIDER, type MailSite } from '../support/mail-site';
import { storedQuotes } from '../support/site';
import { holdScripts } from '../support/slow-scripts';
import { choiceMade } from './listings';

/** The first `weekday` (0 = Sunday) at least `days` days from now, `YYYY-MM-DD`. */
function dateAhead(weekday: number, days = 40): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const SATURDAY = dateAhead(6);
const MONDAY = dateAhead(1);
// The form behaves the same at both widths: a visit with every step and the errors (with axe) run at
// both, the other cases at one width: the slow phone at 375 px (@mobile), the rest at 1280 px (@desktop).
// What the server answers without JavaScript, and the privacy notice it writes, are read over HTTP
// (tests/integration/served.test.ts).
// The first visit after a fresh install creates the embedded database.
const STORE_TIMEOUT = 60_000;

async function fillVisitor(page: Page, name: string) {
  await page.getByLabel('Nom et prénom').fill(name);
  await page.getByLabel('Adresse e-mail').fill('jeanne.martin@example.fr');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
}

test('a visitor fills the form and gets a reference and what happens next', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/devis');
  await page.getByRole('radio', { name: 'Particulier' }).check();
  await page.getByLabel('Type d’événement').selectOption({ label: 'Anniversaire d’enfant' });
  await page.getByRole('radio', { name: /Vaugirard/ }).check();
  // Only the formulas of that audience, venue and event remain.
  const formula = page.getByLabel('Formule');
  await expect(formula.locator('option')).toHaveText(['Choisissez…', 'Matinée du week-end', 'Après-midi du week-end']);
  await formula.selectOption({ label: 'Matinée du week-end' });
  await expect(page.getByLabel('Nombre de personnes')).toHaveAccessibleDescription(
    /Jusqu’à 35 personnes, supplément de 50\s€\sTTC au-delà de 25/,
  );
  await page.getByLabel('Date de l’événement').fill(SATURDAY);
  await page.getByLabel('Nombre de personnes').fill('22');
  await fillVisitor(page, 'Jeanne Martin');
  await expect(page.getByLabel('Société ou organisme')).toHaveCount(0);
  await page.getByLabel('Votre message').fill('Un goûter pour 15 enfants.');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();

  const heading = page.getByRole('heading', { name: 'Votre demande est bien enregistrée' });
  await expect(heading).toBeVisible({ timeout: STORE_TIMEOUT });
  await expect(heading).toBeFocused();
  await expect(page.locator('[data-reference]')).toHaveText(/^DV-\d{4}-\d{6}$/);
  await expect(page.getByRole('heading', { name: 'Et maintenant ?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Faire une autre demande' })).toHaveAttribute('href', '/devis');
});

test('what a visitor types before the page is interactive stays once it is (a slow phone)', { tag: '@mobile' }, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/devis?offre=vaugirard-matin-week-end', { waitUntil: 'commit' });
  await page.getByLabel('Date de l’événement').fill(SATURDAY);
  await page.getByLabel('Nombre de personnes').fill('20');
  await fillVisitor(page, 'Jeanne Avance');
  await page.getByLabel('Votre message').fill('Écrit avant la fin du chargement.');
  await release();
  // Interactive: the visit fields hide until asked for; ticking the box renders the form again.
  await expect(page.getByRole('group', { name: 'Visite, 1er choix' })).toHaveCount(0);
  await page.getByLabel('Je souhaite visiter la salle avant de réserver').check();
  await expect(page.getByRole('group', { name: 'Visite, 1er choix' })).toBeVisible();

  await expect(page.getByLabel('Date de l’événement')).toHaveValue(SATURDAY);
  await expect(page.getByLabel('Nombre de personnes')).toHaveValue('20');
  await expect(page.getByLabel('Nom et prénom')).toHaveValue('Jeanne Avance');
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('jeanne.martin@example.fr');
  await expect(page.getByLabel('Téléphone')).toHaveValue('06 12 34 56 78');
  await expect(page.getByLabel('Votre message')).toHaveValue('Écrit avant la fin du chargement.');
});

test('errors are in French, tied to their fields, summarised and focused; typed values stay', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/devis?offre=vaugirard-matin-week-end');
  await page.getByLabel('Nombre de personnes').fill('40');
  await page.getByLabel('Adresse e-mail').fill('jeanne@');
  await page.getByLabel('Nom et prénom').fill('Jeanne Martin');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'à corriger' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('4 champs sont à corriger');
  await expect(summary.getByRole('link')).toHaveText([
    'Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.',
    'Indiquez un numéro de téléphone.',
    'Indiquez la date de l’événement.',
    'Cette formule accueille au plus 35 personnes.',
  ]);
  const people = page.getByLabel('Nombre de personnes');
  await expect(people).toHaveAttribute('aria-invalid', 'true');
  await expect(people).toHaveAccessibleDescription(/Cette formule accueille au plus 35 personnes\./);
  await expect(page.getByLabel('Nom et prénom')).toHaveValue('Jeanne Martin');
  await expect(page.getByLabel('Nom et prénom')).not.toHaveAttribute('aria-invalid', 'true');

  // A link of the summary leads to its field; fixing the field clears its error.
  await summary.getByRole('link', { name: /35 personnes/ }).click();
  await expect(people).toBeFocused();
  await people.fill('30');
  await expect(people).not.toHaveAttribute('aria-invalid', 'true');
  await expect(summary).toContainText('3 champs sont à corriger');

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the calculator’s hand-off preselects the formula and what is known', { tag: '@desktop' }, async ({ page }) => {
  await page.goto(`/devis?offre=montparnasse-formation-journee&personnes=18&quantite=10&salle=bleue&date=${MONDAY}`);
  await expect(page.getByRole('radio', { name: 'Professionnel' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Montparnasse/ })).toBeChecked();
  await expect(page.getByLabel('Type d’événement')).toHaveValue('formation');
  await expect(page.getByLabel('Formule')).toHaveValue('montparnasse-formation-journee');
  await expect(page.getByRole('radio', { name: /Salle Bleue/ })).toBeChecked();
  await expect(page.getByLabel('Nombre de personnes')).toHaveValue('18');
  await expect(page.getByLabel(/Nombre de jours/)).toHaveValue('10');
  await expect(page.getByLabel('Date de l’événement')).toHaveValue(MONDAY);
  await expect(page.getByLabel('Créneau')).toHaveValue('9h-17h30');

  await fillVisitor(page, 'Paul Formateur');
  await page.getByLabel('Société ou organisme').fill('Formations Exemple SARL');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('heading', { name: 'Votre demande est bien enregistrée' })).toBeVisible({ timeout: STORE_TIMEOUT });
});

test('a formula card’s link preselects its formula and the page’s event type', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Matinée du week-end' }) });
  await card.getByRole('link', { name: /Demander un devis/ }).click();
  await expect(page).toHaveURL(/\/devis\?offre=vaugirard-matin-week-end&evenement=anniversaire_enfants$/);
  await expect(page.getByLabel('Formule')).toHaveValue('vaugirard-matin-week-end');
  await expect(page.getByRole('radio', { name: 'Particulier' })).toBeChecked();
  await expect(page.getByLabel('Type d’événement')).toHaveValue('anniversaire_enfants');
});

test(
  'a visitor asks to visit the room first: two preferred times, checked in French, kept on error, stored for the provider',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/devis?offre=vaugirard-matin-week-end');
    // The visit fields hide once the form is interactive: typing starts then, as on a phone.
    const first = page.getByRole('group', { name: 'Visite, 1er choix' });
    await expect(first).toHaveCount(0);
    await page.getByLabel('Date de l’événement').fill(SATURDAY);
    await page.getByLabel('Nombre de personnes').fill('20');
    await fillVisitor(page, 'Jeanne Visite');
    await page.getByLabel('Je souhaite visiter la salle avant de réserver').check();
    const second = page.getByRole('group', { name: /Visite, 2e choix/ });
    await first.getByLabel('Date de visite').fill(dateAhead(3, 10));
    await first.getByRole('textbox', { name: 'De', exact: true }).fill('18:00');
    await first.getByRole('textbox', { name: 'À', exact: true }).fill('17:30');
    await second.getByLabel('Date de visite').fill(dateAhead(4, 10));
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'à corriger' });
    await expect(summary.getByRole('link')).toHaveText([
      'Visite, 1er choix : l’heure de fin doit être après l’heure de début.',
      'Visite, 2e choix : indiquez l’heure de début de la visite.',
      'Visite, 2e choix : indiquez l’heure de fin de la visite.',
    ]);
    await expect(first.getByRole('textbox', { name: 'À', exact: true })).toHaveAccessibleDescription(/l’heure de fin doit être après/);
    await expect(first.getByRole('textbox', { name: 'De', exact: true })).toHaveValue('18:00');
    await expect(second.getByLabel('Date de visite')).toHaveValue(dateAhead(4, 10));

    await first.getByRole('textbox', { name: 'À', exact: true }).fill('19:30');
    await second.getByRole('textbox', { name: 'De', exact: true }).fill('09:15');
    await second.getByRole('textbox', { name: 'À', exact: true }).fill('10:00');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('heading', { name: 'Votre demande est bien enregistrée' })).toBeVisible({ timeout: STORE_TIMEOUT });
    const reference = (await page.locator('[data-reference]').textContent())!;
    // What the provider reads with `npm run devis -- show`: the site answers through its socket.
    const { stdout } = await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['--conditions=react-server', 'scripts/devis.ts', 'show', reference],
      {
        env: { ...process.env, DEVIS_DATA_DIR: 'node_modules/.cache/devis-e2e' },
      },
    );
    expect(stdout).toMatch(/Visite, 1er choix : .+, de 18:00 à 19:30/);
    expect(stdout).toMatch(/Visite, 2e choix : .+, de 09:15 à 10:00/);
    expect(stdout).toContain('Disponibilité à l’envoi : Disponibilité à confirmer');
  },
);

// From a listing to a sent request on a phone (#35): one tap on the first screen's « Demander un
// devis », then exactly the date, the name, the e-mail and the phone; the request is stored and
// e-mailed with the page's values. Against the run's site that sends e-mails to an SMTP server on loopback.
test.describe('from a listing, one tap and four typed fields', { tag: '@mobile' }, () => {
  test.describe.configure({ mode: 'serial' });
  let site: MailSite;

  test.beforeAll(async () => {
    // The run's site that sends e-mails (tests/support/mail-site.ts), started by the global setup.
    test.setTimeout(240_000);
    site = await mailSite();
  });

  test.beforeEach(async ({ context }) => {
    // The consent choice made: its banner would cover the bottom of the first screen.
    await context.addCookies([choiceMade(site.base)]);
  });

  const send = async (page: Page) => {
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('heading', { name: 'Votre demande est bien enregistrée' })).toBeVisible({ timeout: STORE_TIMEOUT });
    return (await page.locator('[data-reference]').textContent())!;
  };

  /** The stored row, and the provider's e-mail and the visitor's confirmation, of a reference. */
  async function delivered(reference: string, email: string) {
    const quote = (await storedQuotes(site.dataDir)).find((q) => q.reference === reference)!;
    await expect.poll(() => site.mails().filter((m) => m.text.includes(reference)).length, { timeout: STORE_TIMEOUT }).toBe(2);
    const mails = site.mails();
    const provider = mails.find((m) => m.to.includes(PROVIDER) && m.headers.subject?.includes(reference))!;
    const visitor = mails.find((m) => m.to.includes(email) && m.text.includes(reference))!;
    return { quote, provider, visitor };
  }

  const LISTINGS = [
    {
      audience: 'pro',
      path: '/locations/salles-rive-gauche-vaugirard/salle-de-reunion-paris-15',
      date: MONDAY,
      formula: 'vaugirard-location-seche-4h',
      event: ['reunion', 'Réunion'],
      fromPage: 'public, type d’événement, lieu, formule',
    },
    {
      audience: 'particuliers',
      path: '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15',
      date: SATURDAY,
      formula: 'vaugirard-matin-week-end',
      event: ['anniversaire_enfants', "Anniversaire d'enfant"],
      fromPage: 'public, type d’événement, lieu, formule, créneau',
    },
    {
      // The formula serves baptisms, baby showers and weddings: the page says which.
      audience: 'prestation',
      path: '/prestations/location-de-salle-pour-mariage-paris',
      date: SATURDAY,
      formula: 'montparnasse-evenement-week-end',
      event: ['mariage', 'Mariage, fiançailles et PACS'],
      fromPage: 'public, type d’événement, lieu, formule',
    },
  ];

  for (const listing of LISTINGS) {
    test(`page ${listing.audience}: sent, stored and e-mailed with the page’s values`, async ({ page }) => {
      const email = `devis.${listing.audience}@example.fr`;
      await page.goto(`${site.base}${listing.path}`);
      const quote = page.getByRole('region', { name: 'Réserver' }).getByRole('link', { name: 'Demander un devis' });
      await expect(quote).toBeInViewport();
      await quote.click();
      await page.waitForURL(`${site.base}/devis?offre=${listing.formula}&evenement=${listing.event[0]}`);
      await expect(page.getByLabel('Type d’événement')).toHaveValue(listing.event[0]!);

      await page.getByLabel('Date de l’événement').fill(listing.date);
      await page.getByLabel('Nom et prénom').fill('Jeanne Martin');
      await page.getByLabel('Adresse e-mail').fill(email);
      await page.getByLabel('Téléphone').fill('06 12 34 56 78');
      const reference = await send(page);

      const origin = `Saisi par le visiteur : nom, e-mail, téléphone, date. Repris de la page : ${listing.fromPage}.`;
      const { quote: stored, provider, visitor } = await delivered(reference, email);
      expect(stored).toMatchObject({
        formulaId: listing.formula,
        eventType: listing.event[1],
        eventDate: listing.date,
        valueOrigin: origin,
      });
      expect(stored.persons).toBeUndefined();
      expect(stored.company).toBeUndefined();
      expect(provider.headers.subject).toContain('nombre de personnes à préciser');
      for (const line of [`Type d'événement : ${listing.event[1]}`, 'Personnes : à préciser', `Origine des valeurs : ${origin}`])
        expect(provider.text).toContain(line);
      expect(visitor.text).toContain('Personnes : à préciser');
    });
  }

  const THROUGH_CALCULATOR = [
    {
      // The formula has one slot: it arrives with the date and the people.
      path: '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15',
      date: SATURDAY,
      people: '20',
      formula: 'vaugirard-matin-week-end',
      event: 'anniversaire_enfants',
      slot: '9h-12h30',
      fromPage: 'public, type d’événement, lieu, formule, date, créneau, personnes',
    },
    {
      // The formula serves meetings and trainings: the page's event type goes through the calculator.
      path: '/locations/salles-rive-gauche-vaugirard/salle-de-reunion-paris-15',
      date: MONDAY,
      people: '10',
      formula: 'vaugirard-location-seche-4h',
      event: 'reunion',
      slot: undefined,
      fromPage: 'public, type d’événement, lieu, formule, date, personnes',
    },
  ];

  for (const listing of THROUGH_CALCULATOR) {
    test(`from the calculator (${listing.formula}): the date, slot and people arrive filled, the name, e-mail and phone are typed`, async ({
      page,
    }) => {
      const email = `devis.calcul.${listing.event}@example.fr`;
      await page.goto(`${site.base}${listing.path}`);
      await page.getByRole('region', { name: 'Réserver' }).getByRole('link', { name: 'Calculer mon prix' }).click();
      await page.getByLabel('Nombre de personnes').fill(listing.people);
      await page.getByLabel('Date de l’événement (facultatif)').fill(listing.date);
      await page.getByRole('region', { name: 'Votre estimation' }).getByRole('link', { name: 'Demander un devis' }).click();
      await page.waitForURL(/\/devis\?/);
      await expect(page.getByLabel('Date de l’événement')).toHaveValue(listing.date);
      await expect(page.getByLabel('Nombre de personnes')).toHaveValue(listing.people);
      if (listing.slot) await expect(page.getByLabel('Créneau')).toHaveValue(listing.slot);
      await expect(page.getByLabel('Type d’événement')).toHaveValue(listing.event);

      await page.getByLabel('Nom et prénom').fill('Paul Calcul');
      await page.getByLabel('Adresse e-mail').fill(email);
      await page.getByLabel('Téléphone').fill('06 12 34 56 78');
      const reference = await send(page);

      const origin = `Saisi par le visiteur : nom, e-mail, téléphone. Repris de la page : ${listing.fromPage}.`;
      const { quote, provider } = await delivered(reference, email);
      expect(quote).toMatchObject({
        formulaId: listing.formula,
        eventDate: listing.date,
        persons: Number(listing.people),
        valueOrigin: origin,
      });
      expect(quote.timeSlot).toBe(listing.slot);
      expect(provider.headers.subject).toContain(`${listing.people} personnes`);
      expect(provider.text).toContain(`Origine des valeurs : ${origin}`);
    });
  }

  test('a prefilled value the formula does not take is flagged before sending, and refused by the server with the same words', async ({
    page,
    browser,
  }) => {
    const stale = `${site.base}/devis?offre=vaugirard-matin-week-end&evenement=mariage&personnes=50`;
    const eventStale =
      /^Cette formule n’est pas prévue pour «\s?Mariage, fiançailles et PACS\s?»\s?: choisissez une autre formule ou un autre type d’événement\.$/;
    const peopleStale = 'Cette formule accueille au plus 35 personnes.';
    await page.goto(stale);
    const event = page.getByLabel('Type d’événement');
    const people = page.getByLabel('Nombre de personnes');
    await expect(event).toHaveAttribute('aria-invalid', 'true');
    await expect(event).toHaveAccessibleDescription(eventStale);
    await expect(people).toHaveAccessibleDescription(/Cette formule accueille au plus 35 personnes\./);
    await page.getByLabel('Date de l’événement').fill(SATURDAY);
    await fillVisitor(page, 'Jeanne Périmée');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'à corriger' }).getByRole('link')).toHaveText([eventStale, peopleStale]);
    // Fixed: the flags go, and the request leaves.
    await event.selectOption('anniversaire_enfants');
    await people.fill('');
    await expect(event).not.toHaveAttribute('aria-invalid', 'true');
    await send(page);

    // Without JavaScript the server alone checks: it refuses with the same words.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      await noScript.goto(stale);
      await noScript.getByLabel('Date de l’événement').fill(SATURDAY);
      await fillVisitor(noScript, 'Sans Script');
      await noScript.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(noScript.getByRole('alert').filter({ hasText: 'à corriger' }).getByRole('link')).toHaveText([eventStale, peopleStale], {
        timeout: STORE_TIMEOUT,
      });
    } finally {
      await context.close();
    }
  });
});
