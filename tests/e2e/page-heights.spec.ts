// How long the listings are on a phone (#27): at 375 × 812 px, a venue page is at most 10
// screens, a product or prestation page at most 8, everything they said before still on them
// (the long texts folded, tests/e2e/listing.spec.ts and accessibility.spec.ts open them).
import { expect, test } from '@playwright/test';
import { prestationHref, prestations, productHref, products, venueHref, venues } from '../../lib/content';
import { choiceMade } from './listings';

const SCREEN = 812;
const TARGETS = [
  { type: 'lieu', screens: 10, paths: venues().map((venue) => venueHref(venue.code)) },
  { type: 'produit', screens: 8, paths: products().map(productHref) },
  { type: 'prestation', screens: 8, paths: prestations().map(prestationHref) },
];

for (const { type, screens, paths } of TARGETS) {
  test(`every ${type} page is at most ${screens} screens long at 375 px`, { tag: '@mobile' }, async ({ page, context, baseURL }) => {
    test.slow();
    await context.addCookies([choiceMade(baseURL)]);
    const heights: Record<string, number> = {};
    for (const path of paths) {
      await page.goto(path);
      heights[path] = await page.evaluate(() => document.documentElement.scrollHeight);
    }
    const tooLong = Object.entries(heights).filter(([, height]) => height > screens * SCREEN);
    expect(tooLong, `pages de plus de ${screens} écrans de ${SCREEN} px`).toEqual([]);
  });
}
