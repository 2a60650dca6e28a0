// The provider's desk, end to end, against the run's site that sends e-mails to a real SMTP server on loopback
// (#43): a visitor's request from a product page → the sign-in link read from the e-mail → the
// request in the inbox → the devis drafted and sent → its PDF read back as text, with the
// engine's figures → accepted from the visitor's link → the date « Déjà réservé » on /calcul and
// in the month view, and in the private calendar feed. Once in French, once for an English request.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { mailSite, PROVIDER, type MailSite } from '../support/mail-site';
import { choiceMade } from './listings';

/** The first `weekday` (0 = Sunday) at least `days` days from now, `YYYY-MM-DD`. */
function dateAhead(weekday: number, days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const STORE_TIMEOUT = 60_000;

test.describe('the provider’s desk, from a request to a booked date', { tag: '@mobile' }, () => {
  test.describe.configure({ mode: 'serial' });
  let site: MailSite;

  test.beforeAll(async () => {
    // The run's site that sends e-mails (tests/support/mail-site.ts), started by the global setup;
    // links in e-mails are written on its own address.
    test.setTimeout(240_000);
    site = await mailSite();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies([choiceMade(site.base)]);
  });

  // A failure carries the server's log: the desk's errors are written there, never on the page.
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('journal du serveur', { body: site.logs() });
  });

  /** The e-mails received so far, parsed (attachments included), that match. */
  async function mailsTo(to: string, match: (mail: ParsedMail) => boolean, since = 0): Promise<ParsedMail[]> {
    let found: ParsedMail[] = [];
    await expect
      .poll(
        async () => {
          const parsed = await Promise.all(
            site
              .mails()
              .slice(since)
              .filter((m) => m.to.includes(to))
              .map((m) => simpleParser(m.raw)),
          );
          found = parsed.filter(match);
          return found.length;
        },
        { timeout: STORE_TIMEOUT },
      )
      .toBeGreaterThanOrEqual(1);
    return found;
  }

  async function pdfText(bytes: Buffer): Promise<string> {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    return text.replace(/\s+/g, ' ');
  }

  async function signIn(page: Page) {
    await page.goto(`${site.base}/espace-prestataire`);
    await expect(page).toHaveURL(/\/espace-prestataire\/connexion$/);
    await page.getByLabel('Adresse e-mail').fill(PROVIDER);
    const before = site.mails().length;
    await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await expect(page.getByRole('status')).toContainText('un lien de connexion vient d’y être envoyé');
    const [mail] = await mailsTo(PROVIDER, (m) => (m.subject ?? '').includes('lien de connexion'), before);
    const link = /http:\/\/127\.0\.0\.1:\d+\/espace-prestataire\/connexion\/lien\?jeton=[\w-]+/.exec(mail!.text ?? '')![0];
    await page.goto(link);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Demandes de devis' })).toBeVisible();
    return link;
  }

  /**
   * The provider's signed-in session, opened once by the e-mailed link and shared by the cases
   * (Playwright's storageState): the sign-in itself is the last test's subject, not theirs.
   */
  let session: Promise<Awaited<ReturnType<BrowserContext['storageState']>>> | undefined;
  const signedIn = (browser: Browser) =>
    (session ??= (async () => {
      const context = await browser.newContext();
      try {
        await signIn(await context.newPage());
        return await context.storageState();
      } finally {
        await context.close();
      }
    })());

  const CASES = [
    {
      language: 'fr',
      path: '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15',
      quoteLink: 'Demander un devis',
      // Within the month view's two months.
      date: dateAhead(6, 20),
      email: 'jeanne.desk@example.fr',
      fields: {
        date: 'Date de l’événement',
        name: 'Nom et prénom',
        email: 'Adresse e-mail',
        phone: 'Téléphone',
        send: 'Envoyer ma demande',
      },
      accept: {
        agree: "J'ai lu et j'accepte les conditions de location",
        name: 'Vos prénom et nom (valent signature)',
        button: 'Accepter le devis avec obligation de paiement',
        notYet: 'Le devis n’est pas encore accepté',
        nameMissing: 'Tapez vos prénom et nom pour signer.',
        // The contract's lines the page shows beside the devis: the security deposit, the governing law, the French text prevailing.
        contract: [
          /Dépôt de garantie\s:\s500\s€/,
          /soumis au droit français ; il peut être conclu en français ou en anglais, et le français prévaut/,
        ],
      },
      booked: 'Déjà réservé',
      calculator: '/calcul',
      formula: undefined,
    },
    {
      language: 'en',
      path: '/en/venues/salles-rive-gauche-vaugirard/meeting-room-paris-15',
      quoteLink: 'Request a quote',
      date: dateAhead(1, 60),
      email: 'planner.desk@example.co.uk',
      fields: { date: 'Date of the event', name: 'Full name', email: 'Email address', phone: 'Phone', send: 'Send my request' },
      accept: {
        agree: 'I have read and accept the rental terms',
        name: 'Your full name (as your signature)',
        button: 'Accept the quotation with obligation to pay',
        notYet: 'The quote is not accepted yet',
        nameMissing: 'Type your full name to sign.',
        contract: [
          /Security deposit: €500/,
          /governed by French law; it may be formed in French or in English, and the French text prevails/,
        ],
      },
      booked: 'Already booked',
      calculator: '/en/calculator',
      // One fixed slot, the whole day: once booked, no other request fits that day.
      formula: 'vaugirard-journee-etude',
    },
  ] as const;

  for (const c of CASES) {
    test(`a ${c.language === 'fr' ? 'French' : 'English'} request becomes an accepted devis and a booked date`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(240_000);
      // The visitor's request, from a product page.
      await page.goto(`${site.base}${c.path}`);
      await page.getByRole('link', { name: c.quoteLink }).first().click();
      await page.waitForURL(/offre=/);
      if (c.formula) await page.locator('select[name="offre"]').selectOption(c.formula);
      const formula = await page.locator('select[name="offre"]').inputValue();
      await page.getByLabel(c.fields.date).fill(c.date);
      await page.getByLabel(c.fields.name).fill('Jeanne Martin');
      await page.getByLabel(c.fields.email).fill(c.email);
      await page.getByLabel(c.fields.phone).fill('06 12 34 56 78');
      await page.getByRole('button', { name: c.fields.send }).click();
      const reference = (await page.locator('[data-reference]').textContent({ timeout: STORE_TIMEOUT }))!.trim();

      // The provider, on a phone, signed in from the e-mailed link, finds it in the inbox.
      const deskContext = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState: await signedIn(browser) });
      const desk = await deskContext.newPage();
      await desk.goto(`${site.base}/espace-prestataire`);
      await expect(desk.getByRole('heading', { name: 'Demandes de devis' })).toBeVisible();
      await desk.getByLabel('Nom, e-mail ou référence').fill(reference);
      await desk.getByRole('button', { name: 'Filtrer' }).click();
      await expect(desk.getByRole('status').filter({ hasText: '1 demande' })).toBeVisible();
      expect((await new AxeBuilder({ page: desk }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual(
        [],
      );
      await desk.getByRole('link', { name: 'Jeanne Martin' }).click();
      await expect(desk.getByText(reference)).toBeVisible();
      const price = (await desk.getByText('Prix du calculateur').textContent())!;
      expect((await new AxeBuilder({ page: desk }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual(
        [],
      );

      // The devis, drafted from the engine and sent.
      await desk.getByRole('button', { name: 'Préparer le devis' }).click();
      await expect(desk.getByRole('heading', { name: /Devis pour Jeanne Martin/ })).toBeVisible();
      expect((await new AxeBuilder({ page: desk }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual(
        [],
      );
      await desk.getByRole('button', { name: 'Enregistrer et envoyer au client' }).click();
      await expect(desk.getByRole('status').first()).toContainText('est envoyé à');
      const number = /D-\d{4}-\d{4}/.exec((await desk.getByRole('heading', { level: 1 }).textContent())!)![0];

      // The client's e-mail: the PDF, whose figures are the engine's, and the link to accept.
      const [devisMail] = await mailsTo(c.email, (m) => (m.subject ?? '').includes(number));
      const pdf = devisMail!.attachments.find((a) => a.contentType === 'application/pdf')!;
      const text = await pdfText(pdf.content);
      expect(text).toContain(number);
      expect(text).toContain('Jeanne Martin');
      // The engine's total as the desk shows it (« 210 € TTC »), printed in the devis's language with its cents.
      const euros = Number(
        /([\d\s\u202f\u00a0]+(?:,\d+)?)\s€/
          .exec(price)![1]!
          .replace(/[\s\u202f\u00a0]/g, '')
          .replace(',', '.'),
      );
      const printed = new Intl.NumberFormat(c.language === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' }).format(euros);
      const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
      expect(plain(text)).toContain(plain(printed));
      const link = /http:\/\/127\.0\.0\.1:\d+\/(?:devis\/accepter|en\/quote\/accept)\/[\w-]{43}/.exec(devisMail!.text ?? '')![0];
      expect(link).toContain(c.language === 'en' ? '/en/quote/accept/' : '/devis/accepter/');

      // The visitor accepts from their link, on a phone.
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
      for (const line of c.accept.contract) await expect(page.getByText(line)).toBeVisible();
      await page.getByRole('button', { name: c.accept.button }).click();
      // The refusal's own words (Next's route announcer is an alert too): the answer has come back.
      await expect(page.getByRole('alert').filter({ hasText: c.accept.notYet })).toBeVisible();
      // Ticked, but no name yet: refused again, and the tick is still there.
      await page.getByLabel(c.accept.agree).check();
      await page.getByRole('button', { name: c.accept.button }).click();
      await expect(page.getByRole('link', { name: c.accept.nameMissing })).toBeVisible();
      await expect(page.getByLabel(c.accept.agree)).toBeChecked();
      // The answer ends with React resetting the form, once the button is enabled again: typing
      // before then is lost (seen with a loaded site, #51).
      await expect(page.getByRole('button', { name: c.accept.button })).toBeEnabled();
      await page.getByLabel(c.accept.name).fill('Jeanne Martin');
      expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual([]);
      await page.getByRole('button', { name: c.accept.button }).click();
      await expect(page.getByRole('status')).toContainText(
        c.language === 'en' ? 'You accepted this quotation on ' : 'Vous avez accepté ce devis le ',
      );
      await mailsTo(c.email, (m) => (m.subject ?? '').includes(number) && /accept/i.test(m.subject ?? ''));
      await mailsTo(PROVIDER, (m) => (m.subject ?? '').includes(`Devis ${number} accepté`));

      // The date is booked everywhere at once: /calcul, and the private feed.
      await page.goto(`${site.base}${c.calculator}?offre=${formula}&date=${c.date}&personnes=10`);
      await expect(page.getByText(c.booked).first()).toBeVisible();
      if (c.language === 'fr') {
        // The product page's month view: the morning booked, the afternoon still free, the day is partly booked.
        await page.goto(`${site.base}${c.path}`);
        const section = page.getByRole('region', { name: 'Disponibilités' });
        await section.locator('summary', { hasText: 'Voir le calendrier du mois' }).click();
        const day = section.locator(`[data-date="${c.date}"]`);
        for (let i = 0; i < 4 && (await day.count()) === 0; i++) await section.getByRole('button', { name: 'Mois suivant' }).click();
        await expect(day).toHaveAttribute('aria-label', /: en partie réservé(\.|$)/);
      }
      await desk.goto(`${site.base}/espace-prestataire/agenda`);
      await desk.getByRole('button', { name: /adresse/ }).click();
      const feed = (await desk.getByLabel('Adresse de l’agenda').inputValue()).trim();
      const calendar = await (await fetch(feed)).text();
      expect(calendar).toContain('BEGIN:VEVENT');
      expect(calendar).toContain(number);
      expect(calendar).not.toContain(c.email);
      await deskContext.close();
    });
  }

  // A forged session, acceptance link or calendar token: read over HTTP (tests/integration/served.test.ts).
  test('an unknown address reads the same words as a known one and gets no e-mail; a sign-in link works once', async ({ page }) => {
    // An unknown address reads the same words as a known one, and gets no e-mail.
    await page.goto(`${site.base}/espace-prestataire/connexion`);
    await page.getByLabel('Adresse e-mail').fill('intrus@example.fr');
    await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Si l’adresse intrus@example.fr peut ouvrir l’espace prestataire, un lien de connexion vient d’y être envoyé',
    );
    expect(site.mails().some((m) => m.to.includes('intrus@example.fr'))).toBe(false);
    // A link used once is spent.
    const link = await signIn(page);
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ce lien de connexion n’est plus valable' })).toBeVisible();
  });
});
