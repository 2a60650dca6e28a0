// Lists at scale (#36 « Bad input »): a page shows the newest reviews, not all of them, and says
// how many older ones there are and on which platforms; a gallery folds the photos after its
// thumbnails as links, each to the photo itself without JavaScript.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '@/lib/content';
import { Gallery } from '@/components/content/Gallery';
import { ReviewList } from '@/components/content/ReviewList';
import { reviewsBlock } from '@/lib/view/blocks';
import { listingWords } from '@/lib/view/listing-words';

const review = (n: number, type: string): Review =>
  ({
    type,
    url: `https://example.test/avis/${n}`,
    title: `Avis numéro ${n}`,
    text: 'Salle propre et accueil aimable.',
    author: `Client ${n}`,
    date: `${String(28 - n).padStart(2, '0')}/01/2025`,
    event: 'Anniversaire',
  }) as Review;

// Newest first, as content's reviews() gives them.
const many = Array.from({ length: 9 }, (_, i) => review(i + 1, ['google', 'google', 'trustpilot'][i % 3]!));
vi.mock('@/lib/content', async (original) => ({ ...(await original<object>()), reviews: () => many }));

const render = (block: ReturnType<typeof reviewsBlock>) => renderToStaticMarkup(createElement(ReviewList, block));

describe('ReviewList at scale', () => {
  it('shows the six newest reviews and names the platforms of the older ones', () => {
    const html = render(reviewsBlock({ venue: 'vaugirard' }));
    expect(html.match(/<li /g)).toHaveLength(6);
    expect(html).toContain('Avis numéro 6');
    expect(html).not.toContain('Avis numéro 7');
    expect(html).toContain('Et 3 avis plus anciens, à lire sur Google et Trustpilot.');
  });

  it('says nothing more when every review is shown', () => {
    const html = render({ ...reviewsBlock({ venue: 'vaugirard' }), older: [] });
    expect(html).not.toContain('plus ancien');
  });
});

describe('Gallery at scale', () => {
  const photos = Array.from({ length: 14 }, (_, i) => ({ src: `/images/vue-${i + 1}.jpg`, alt: `Vue ${i + 1}`, blurDataURL: undefined }));

  it('shows 12 thumbnails and folds the others as links to the photos, numbered after them', () => {
    const html = renderToStaticMarkup(createElement(Gallery, { photos, words: listingWords.gallery }));
    expect(html.match(/sizes="33vw"/g)).toHaveLength(12);
    expect(html).toContain('Photo 12 sur 14');
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Les 2 autres photos<\/summary><ol start="13"/);
    expect(html).toContain('<a href="/images/vue-13.jpg" class="underline underline-offset-2">Vue 13</a>');
    expect(html).toContain('<a href="/images/vue-14.jpg" class="underline underline-offset-2">Vue 14</a>');
  });

  it('folds nothing when every photo has its thumbnail', () => {
    const html = renderToStaticMarkup(createElement(Gallery, { photos: photos.slice(0, 7), words: listingWords.gallery }));
    expect(html.match(/sizes="33vw"/g)).toHaveLength(7);
    expect(html).not.toContain('<details');
  });
});
