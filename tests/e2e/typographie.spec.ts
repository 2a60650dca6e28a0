// French typography on every page a visitor reads (#27, point 5): every route of lib/view/routes.ts,
// as the built site serves it, read in the browser. Checked: the text nodes of the body, the
// document's title, and the alternatives screen readers speak (alt, aria-label, title: the
// modifier letters « ᵉ » of an ordinal are allowed there, as markup cannot raise a letter);
// not checked: scripts (JSON-LD included), styles, code, and attributes nobody reads (href…).
// One width (@desktop): the HTML is the same at both. Read as served (showServed), as without
// JavaScript: <noscript> is parsed as the page's content.
import { expect, test } from '@playwright/test';
import { localeOf } from '../../lib/i18n';
import { allRoutes } from '../../lib/view/routes';
import { showServed } from './served';

/** Each fault, with the French words of the failure message. */
const FAULTS: [RegExp, string][] = [
  [/ [:;?!€%]/, 'espace ordinaire avant : ; ? ! € ou %'],
  [/«(?![\u00a0\u202f])/, 'guillemet ouvrant sans espace insécable après'],
  [/(?<![\u00a0\u202f])»/, 'guillemet fermant sans espace insécable avant'],
  [/'/, 'apostrophe droite'],
  [/(?<![\d\u00a0\u202f])\d{4,}[ \u00a0\u202f]?€/, 'montant sans séparateur de milliers'],
];
/** In the text of the page (not in a title or an attribute, which hold no markup): « 15<sup>e</sup> », not the modifier letter « 15ᵉ ». */
const TEXT_FAULTS: [RegExp, string][] = [...FAULTS, [/\dᵉ/, 'ordinal en lettre modificative au lieu de <sup>']];
/**
 * An English page (#37) is set as English is: no space before a colon or a question mark, the
 * euro before the amount (« €80 », which the French rules would call a space before €); its
 * apostrophes, and those of the French names it shows (formulas), are typographic too.
 */
const ENGLISH_FAULTS: [RegExp, string][] = [
  [/ [:;?!%]/, 'espace avant : ; ? ! ou % dans une page anglaise'],
  [/'/, 'apostrophe droite'],
];

test.describe('French typography', { tag: '@desktop' }, () => {
  test('every page: no-break spaces, typographic apostrophes and grouped thousands in what a visitor reads', async ({ page, request }) => {
    // Each fault once, with the pages it is on: the footer's words would otherwise repeat on every page.
    const found = new Map<string, string[]>();
    for (const path of allRoutes()) {
      await showServed(page, request, path);
      const { texts, attributes } = await page.evaluate(() => {
        // <noscript> is read: without JavaScript, its content is the page's.
        const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'CODE', 'PRE']);
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const texts: string[] = [];
        let previous = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest([...SKIPPED].join(','))) continue;
          const text = node.nodeValue ?? '';
          texts.push(text);
          // A space and its punctuation in two text nodes (`{' '}` then `: …`) are read as one text.
          if (/[\s«]$/.test(previous) && /^[\s:;?!€%»]/.test(text)) texts.push(previous.slice(-40) + text.slice(0, 40));
          previous = text;
        }
        const attributes = [document.title];
        for (const element of document.body.querySelectorAll('[alt], [aria-label], [title]'))
          for (const name of ['alt', 'aria-label', 'title']) attributes.push(element.getAttribute(name) ?? '');
        const written = (list: string[]) => list.filter((text) => text.trim() !== '');
        return { texts: written(texts), attributes: written(attributes) };
      });
      const english = localeOf(path) === 'en';
      const checks = [
        ...texts.map((text) => [text, english ? ENGLISH_FAULTS : TEXT_FAULTS] as const),
        ...attributes.map((text) => [text, english ? ENGLISH_FAULTS : FAULTS] as const),
      ];
      for (const [text, faults] of checks)
        for (const [pattern, fault] of faults) {
          const at = text.search(pattern);
          if (at < 0) continue;
          const key = `${fault} : « …${text.slice(Math.max(0, at - 40), at + 40).trim()}… »`;
          found.set(key, [...(found.get(key) ?? []), path]);
        }
    }
    const faults = [...found].map(([key, paths]) => `${key} (${paths.length} page(s), dont ${paths[0]})`);
    expect(faults).toEqual([]);
  });
});
