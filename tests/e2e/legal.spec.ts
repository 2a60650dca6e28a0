import { expect, test } from '@playwright/test';

test('the footer leads to the legal notice and the privacy policy, filled from the site data', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  for (const heading of ['Éditeur du site', 'Directeur de la publication', 'Hébergement']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('#contenu')).toContainText('Salles Rive Gauche SAS');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Confidentialité' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  for (const heading of ['Votre demande de devis', 'Cookies et traceurs', 'Vos droits']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('#contenu')).toContainText('CNIL');
  await expect(page.locator('#contenu')).toContainText('6 mois');
});
