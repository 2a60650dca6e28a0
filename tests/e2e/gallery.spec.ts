import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { choiceMade } from './listings';

// The venue's gallery: numbered thumbnails, each opening an enlarged view (a modal <dialog>) with
// the previous and next photos, by keyboard and by touch; without JavaScript, every photo shows.
const VENUE = '/locations/salles-rive-gauche-vaugirard';

const gallery = (page: Page) => page.getByRole('region', { name: 'Le lieu en photos' });
const thumbnail = (page: Page, n: number) => gallery(page).getByRole('button', { name: new RegExp(`^.*Photo ${n} sur \\d+ : agrandir$`) });

async function openVenue(page: Page, context: BrowserContext, baseURL: string | undefined) {
  // The cookie choice already made, so the banner does not cover the gallery.
  await context.addCookies([choiceMade(baseURL)]);
  await page.goto(VENUE);
  await gallery(page).scrollIntoViewIfNeeded();
}

test('the gallery opens, goes next and back and closes with the keyboard', { tag: '@desktop' }, async ({ page, context, baseURL }) => {
  await openVenue(page, context, baseURL);
  const count = await gallery(page).getByRole('listitem').count();
  expect(count).toBeGreaterThan(2);
  const second = thumbnail(page, 2);
  await second.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: `Photo 2 sur ${count}` });
  await expect(viewer).toBeVisible();
  // The enlarged photo is the thumbnail's, with its alt text, in its caption too.
  const alt = await second.getByRole('img').getAttribute('alt');
  await expect(viewer.getByRole('img', { name: alt ?? '' })).toBeVisible();
  await expect(viewer).toContainText(`Photo 2 sur ${count} — ${alt}`);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: `Photo 3 sur ${count}` })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: `Photo 1 sur ${count}` })).toBeVisible();
  // Before the first, the last.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: `Photo ${count} sur ${count}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The focus is back on the thumbnail that opened the view.
  await expect(second).toBeFocused();
});

test('the gallery opens, goes next and back and closes by touch @mobile', async ({ page, context, baseURL }) => {
  await openVenue(page, context, baseURL);
  const count = await gallery(page).getByRole('listitem').count();
  await thumbnail(page, 1).tap();
  await expect(page.getByRole('dialog', { name: `Photo 1 sur ${count}` })).toBeVisible();
  await page.getByRole('button', { name: 'Photo suivante' }).tap();
  await expect(page.getByRole('dialog', { name: `Photo 2 sur ${count}` })).toBeVisible();
  await page.getByRole('button', { name: 'Photo précédente' }).tap();
  await expect(page.getByRole('dialog', { name: `Photo 1 sur ${count}` })).toBeVisible();
  // A tap on the backdrop, above the photo, closes the view; so does « Fermer ».
  await page.touchscreen.tap(10, 10);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await thumbnail(page, 3).tap();
  await page.getByRole('button', { name: 'Fermer' }).tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every photo of the gallery is shown @mobile', async ({ page, context, baseURL }) => {
    await openVenue(page, context, baseURL);
    const photos = gallery(page).getByRole('listitem').getByRole('img');
    const count = await gallery(page).getByRole('listitem').count();
    await expect(photos).toHaveCount(count);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });
});
