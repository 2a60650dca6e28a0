// The legal pages' words and the footer's links to them are the same HTML at both widths: at 1280 px
// only (@desktop). The notice before the quote form's button is in its reading order at both.
import { expect, test } from '@playwright/test';
import { site } from '../../lib/content';

/** The legal values as the provider wrote them in content/site.yaml. */
const legal = site.legal;

test('the footer leads to the legal notice and the privacy policy, filled from the site data', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  for (const heading of ['Éditeur du site', 'Directeur de la publication', 'Hébergement']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('#contenu')).toContainText(legal.raison_sociale);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Confidentialité' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  for (const heading of ['Votre demande de devis', 'Cookies et traceurs', 'Vos droits']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('#contenu')).toContainText('CNIL');
  await expect(page.locator('#contenu')).toContainText('6 mois');
});

test('the footer leads to the rental terms, written in content/pages', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions de location' }).click();
  await expect(page).toHaveURL(/\/conditions-de-location$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions de location');
  for (const heading of [
    'Conclusion du contrat en ligne',
    'Acompte',
    'Solde et paiement',
    'Dépôt de garantie',
    'Annulation',
    'Droit de rétractation',
    'Loi applicable et tribunaux',
    'Ce qui est compris',
    'Règles de la salle',
    'Assurance',
    'Médiation de la consommation',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('#contenu')).toContainText('L214-2');
});

test(
  'on /devis, individuals are told before sending that no withdrawal right applies, with a link to the terms',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.goto('/devis');
    const notice = page.locator('#devis-retractation');
    await page.getByRole('radio', { name: 'Professionnel' }).check();
    await expect(notice).toHaveCount(0);
    await page.getByRole('radio', { name: 'Particulier' }).check();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('n’ouvre pas de droit de rétractation');
    // Before the send button, in the reading order.
    const [noticeBox, buttonBox] = [await notice.boundingBox(), await page.getByRole('button', { name: /Envoyer/ }).boundingBox()];
    expect(noticeBox!.y).toBeLessThan(buttonBox!.y);
    await notice.getByRole('link', { name: 'Lire nos conditions de location' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions de location');
  },
);
