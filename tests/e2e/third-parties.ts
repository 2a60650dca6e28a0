// Records every request to another host than the site, and answers it with a stub: the
// tests run without network, and what matters is whether the browser asked at all.
import type { Page } from '@playwright/test';

// The id playwright.config.ts gives the server.
export const TEST_GTM_ID = process.env.GTM_ID ?? 'GTM-E2ETEST';

export async function recordThirdParties(page: Page, baseURL: string | undefined) {
  const own = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const requests: string[] = [];
  await page.route(
    (url) => url.origin !== own,
    (route) => {
      const url = route.request().url();
      requests.push(url);
      const script = route.request().resourceType() === 'script';
      return route.fulfill({
        status: 200,
        contentType: script ? 'text/javascript' : 'text/html',
        body: script ? '/* stub */' : '<!doctype html><title>stub</title>',
      });
    },
  );
  return {
    requests,
    hosts: () => [...new Set(requests.map((url) => new URL(url).host))].sort(),
  };
}

/** Scrolls to the bottom, so that anything loaded lazily is requested. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Collects the console errors and uncaught exceptions of the page, each prefixed with the path
 * being visited (`where()`); the 404 page's own status, which the browser reports as a failed
 * resource, is not an error.
 */
export function recordConsoleErrors(page: Page, where: () => string, notFound: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    const expected404 = where() === notFound && message.text().includes('404');
    if (message.type() === 'error' && !expected404) errors.push(`${where()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${where()}: ${error.message}`));
  return errors;
}
