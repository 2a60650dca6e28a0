// A newcomer's first sign-in, from the README alone: the site run locally without any setting
// (no SITE_URL, no SMTP), the link printed in the terminal for the address the server listens on,
// opened as it is. Then, signed in, addresses whose numbers are none answer 404.
import { expect, test } from '@playwright/test';
import { freshDataDir } from '../support/pglite';
import { freePort, startSite, type RunningSite } from '../support/site';

const PROVIDER = 'reservations@example.fr';

test.describe('a local run without settings', () => {
  let site: RunningSite;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    const baseEnv = { ...process.env };
    for (const name of ['SITE_URL', 'SMTP_URL', 'DATABASE_URL']) delete baseEnv[name];
    site = await startSite({ DEVIS_DATA_DIR: freshDataDir(), DEVIS_EMAIL_TO: PROVIDER }, { port, baseEnv });
  });

  test.afterAll(async () => {
    await site?.kill();
  });

  test('prints a sign-in link for its own address, which opens the desk', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(`${site.base}/espace-prestataire/connexion`);
    await page.getByLabel('Adresse e-mail').fill(PROVIDER);
    await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await expect(page.getByRole('status')).toContainText('un lien de connexion vient d’y être envoyé');
    const printed = () => site.logs.find((line) => line.includes(`lien de connexion pour ${PROVIDER}`));
    await expect.poll(printed).toBeDefined();
    const link = /https?:\/\/\S+/.exec(printed()!)![0];
    expect(link.startsWith(`${site.base}/espace-prestataire/connexion/lien?jeton=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Demandes de devis' })).toBeVisible();

    // Signed in, numbers from the address that are none: a French 404 at once, never a 500.
    for (const path of [
      '/espace-prestataire?page=1e400',
      '/espace-prestataire?page=-2',
      '/espace-prestataire/devis/abc',
      '/espace-prestataire/devis/1e400',
      '/espace-prestataire/devis/abc/pdf',
      '/espace-prestataire/devis/99999999999/preuve',
    ]) {
      const answer = await page.request.get(`${site.base}${path}`);
      expect(answer.status(), path).toBe(404);
    }
    await page.goto(`${site.base}/espace-prestataire/devis/abc`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('introuvable');
  });
});
