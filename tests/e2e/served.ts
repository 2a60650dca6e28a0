// The HTML the server sends, as the page's document: fetched once (`request`), parsed by the
// browser's DOMParser, which runs no script and loads nothing (no style, photo nor font), then made
// the document of a blank page so that locators read it. For the tests whose subject is what the
// server wrote (figures, typography, attributes), not what scripts or layout make of it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Loads the HTML served at `path` as `page`'s document; returns the response's status. */
export async function showServed(page: Page, request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path);
  const html = await response.text();
  await page.evaluate((served) => {
    const parsed = new DOMParser().parseFromString(served, 'text/html');
    document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement);
  }, html);
  await expect(page.locator('html')).toHaveAttribute('lang', /^(fr|en)/);
  return response.status();
}
