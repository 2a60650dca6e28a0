// A list of reviews at scale (#36 « Bad input »): a page shows the newest few, not all of them,
// and says how many older ones there are and on which platforms.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '@/lib/content';
import { ReviewList } from '@/components/content/ReviewList';
import { reviewsBlock } from '@/lib/view/blocks';

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
