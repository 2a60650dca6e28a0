import type { Page, Route } from '@playwright/test';

/**
 * Holds the page's JavaScript until the returned `release()` is called: the page shows and
 * takes input before React hydrates it, as on a slow phone.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}
