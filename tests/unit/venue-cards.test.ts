// A venue's product cards are derived from the content, never hand-listed: each published
// product page of a venue and audience has its card on the venue's page, and a page that the
// venue's `events` do not name (a new page) gets one too, worded by its own name and subtitle.
import { allProducts } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import { getVenue, productHref, type Product } from '@/lib/content';
import { VENUE_CODES } from '@/lib/content-model/vocabulary';
import { venueEventCards } from '@/lib/view/cards';

const AUDIENCES = ['particuliers', 'pro'] as const;

/** The product pages a production build publishes for a venue and an audience, read from the content. */
const publishedPages = (code: string, audience: string) =>
  (allProducts as Product[])
    .filter((p) => !p.draft && p.venue === code && p.audience === audience)
    .map(productHref)
    .sort();

describe('the product cards of a venue’s page', () => {
  it.each(VENUE_CODES.flatMap((code) => AUDIENCES.map((audience) => [code, audience] as const)))(
    '%s, %s: one card per published product page, no more, no less',
    (code, audience) => {
      const pages = publishedPages(code, audience);
      expect(pages.length).toBeGreaterThan(0);
      expect(
        venueEventCards(getVenue(code), audience)
          .map((card) => card.href)
          .sort(),
      ).toEqual(pages);
    },
  );

  it('a page the venue’s `events` do not name still gets its card, with its own name and subtitle', () => {
    const venue = getVenue('vaugirard');
    const cards = venueEventCards({ ...venue, events: [] }, 'pro');
    expect(cards.map((card) => card.href).sort()).toEqual(publishedPages('vaugirard', 'pro'));
    for (const card of cards) {
      const page = (allProducts as Product[]).find((p) => productHref(p) === card.href)!;
      expect([card.name, card.details]).toEqual([page.name, page.subtitle]);
    }
  });
});
