// Passkeys on the provider's desk (#43, the option): added after a first e-mail sign-in, then the
// desk opened with one and no e-mail; a removed key opens nothing. Chromium's virtual
// authenticator (DevTools protocol) plays the phone's fingerprint. WebAuthn needs a domain, not an
// IP address: this site is served and addressed as localhost, its SITE_URL too.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { ensureTemplate, freshDataDir } from '../support/pglite';
import { freePort, mailingEnv, startSite, type RunningSite } from '../support/site';
import { startSmtpSink, type Sink } from '../support/smtp';
import { choiceMade } from './listings';

const PROVIDER = 'reservations@example.fr';

test.describe('passkeys on the provider’s desk', { tag: '@mobile' }, () => {
  let sink: Sink;
  let site: RunningSite;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    sink = await startSmtpSink();
    await ensureTemplate();
    const port = await freePort();
    base = `http://localhost:${port}`;
    site = await startSite({ ...mailingEnv(freshDataDir(), sink.url, PROVIDER), SITE_URL: base }, { port });
  });

  test.afterAll(async () => {
    await site?.kill();
    await sink?.close();
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('journal du serveur', { body: site.logs.join('\n') });
  });

  async function signInByEmail(page: Page) {
    await page.goto(`${base}/espace-prestataire/connexion`);
    await page.getByLabel('Adresse e-mail').fill(PROVIDER);
    const before = sink.mails.length;
    await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await expect(page.getByRole('status')).toContainText('un lien de connexion vient d’y être envoyé');
    await expect.poll(() => sink.mails.length, { timeout: 60_000 }).toBeGreaterThan(before);
    const mail = await simpleParser(sink.mails.at(-1)!.raw);
    const link = /http:\/\/localhost:\d+\/espace-prestataire\/connexion\/lien\?jeton=[\w-]+/.exec(mail.text ?? '')![0];
    await page.goto(link);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Demandes de devis' })).toBeVisible();
  }

  const signOut = async (page: Page) => {
    await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
    await expect(page.getByText('Vous êtes déconnecté.')).toBeVisible();
  };

  test('a passkey added after an e-mail sign-in opens the desk without e-mail; removed, it opens nothing', async ({ page, context }) => {
    test.setTimeout(180_000);
    await context.addCookies([choiceMade(base)]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await signInByEmail(page);
    await page.getByRole('link', { name: 'Clés d’accès' }).click();
    await expect(page.getByText(`Aucune clé d’accès pour ${PROVIDER}.`)).toBeVisible();
    await page.getByLabel('Nom de la clé').fill('Téléphone de Claire');
    await page.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
    await expect(page.getByRole('status')).toContainText('Clé d’accès « Téléphone de Claire » ajoutée');
    await expect(page.getByRole('listitem').filter({ hasText: 'Téléphone de Claire' })).toContainText('jamais utilisée');
    // Only its public key is kept: the private key stays in the authenticator.
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual([]);

    // Signed out, back in with the passkey alone: no e-mail sent.
    await signOut(page);
    const mails = sink.mails.length;
    await page.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click();
    await expect(page.getByRole('heading', { name: 'Demandes de devis' })).toBeVisible();
    expect(sink.mails.length).toBe(mails);
    await page.getByRole('link', { name: 'Clés d’accès' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Téléphone de Claire' })).toContainText('dernière connexion le');

    // Removed: the authenticator still offers it, the desk refuses it, in French.
    await page.getByRole('button', { name: 'Retirer la clé « Téléphone de Claire »' }).click();
    await expect(page.getByRole('status')).toContainText('La clé d’accès est retirée');
    await signOut(page);
    await page.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cette clé d’accès n’ouvre pas l’espace prestataire' })).toBeVisible();
    await page.goto(`${base}/espace-prestataire`);
    await expect(page).toHaveURL(/\/espace-prestataire\/connexion$/);
  });
});
