// Nothing paints over the text of a page that shows cards (photos over a card's title and
// price at 375 px, issue #13): at each width, every line of text in main, scrolled to the
// middle of the viewport (clear of the sticky header), owns the points at its start and end.
import { expect, test } from '@playwright/test';
import { products, productHref } from '../../lib/content';
import { choiceMade, LISTINGS } from './listings';

const PAGES = [
  ...LISTINGS,
  // One product page per venue: their formula cards share one component.
  ...['vaugirard', 'montparnasse'].map((code) => productHref(products().find((p) => p.venue === code)!)),
];

// One test per width, a step per page (each page's covered text reported, expect.soft): the
// pages share their styles, scripts and fonts, loaded once.
test('no text in main is covered, on every page that shows cards', async ({ page, context, baseURL }) => {
  await context.addCookies([choiceMade(baseURL)]);
  for (const path of PAGES) {
    await test.step(`${path}: no text in main is covered`, async () => {
      await page.goto(path);
      const covered = await page.getByRole('main').evaluate((main) => {
        const problems: string[] = [];
        const describe = (el: Element | null) =>
          el ? `<${el.tagName.toLowerCase()}${el.getAttribute('alt') ? ` alt="${el.getAttribute('alt')!.slice(0, 30)}…"` : ''}>` : 'rien';
        // A card's stretched link (`after:absolute after:inset-0`) is the card itself: clicking the text opens it.
        const sameCardLink = (hit: Element, el: Element) => {
          const link = hit.closest('a');
          return (
            !!link &&
            !!link.closest('li') &&
            link.closest('li') === el.closest('li') &&
            getComputedStyle(link, '::after').position === 'absolute'
          );
        };
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          const el = node.parentElement;
          if (!text || !el) continue;
          const box = el.getBoundingClientRect();
          // Screen-reader-only and hidden text is not painted.
          if (
            box.width <= 1 ||
            box.height <= 1 ||
            el.closest('.sr-only, [hidden], [aria-hidden="true"], iframe, summary ~ *:not(details[open] *)')
          )
            continue;
          el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of Array.from(range.getClientRects())) {
            if (line.width < 2 || line.height < 2) continue;
            const y = line.top + line.height / 2;
            // 2 px in: adjacent inline boxes may overlap by a rounding pixel without hiding anything.
            const inset = Math.min(2, line.width / 3);
            for (const x of [line.left + inset, line.right - inset]) {
              const hit = document.elementFromPoint(x, y);
              if (hit && (hit === el || el.contains(hit) || hit.contains(el) || sameCardLink(hit, el))) continue;
              problems.push(
                `« ${text.slice(0, 40)} » (${describe(el)}) est couvert par ${describe(hit)} en ${Math.round(x)},${Math.round(y)}`,
              );
            }
          }
        }
        return problems;
      });
      expect.soft(covered, path).toEqual([]);
    });
  }
});
