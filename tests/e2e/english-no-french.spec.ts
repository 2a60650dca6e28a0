// No French on an English page (#44, point 6): every English route of lib/view/routes.ts, as the
// built site serves it. Read: the text of the body, the alternatives screen readers speak (alt,
// aria-label, title), the document's title, the description and share cards (meta), and every
// string of the structured data (JSON-LD); not read: what is marked French (`lang="fr"`: a formula
// without English words, a link said to be in French), scripts and styles. Proper names keep their
// French words (« rue du Départ », « Gare du Nord », « Salles Rive Gauche »), but not their accents
// (« Prénom », « États-Unis ») nor a French room name (« Salle Ocre »). A failure names the
// page, the place and the string. One width (@desktop): the HTML is the same at both.
import { expect, test } from '@playwright/test';
import { localeOf } from '../../lib/i18n';
import { allRoutes } from '../../lib/view/routes';
import { showServed } from './served';

/** Words that only French writes: its articles, prepositions, pronouns and a few common verbs. */
const FRENCH_WORDS =
  /(?<![\p{L}’'-])(?:le|la|les|des|du|de|d’|l’|et|ou|où|pour|avec|sans|dans|sur|chez|une|au|aux|est|sont|nous|vous|votre|vos|notre|nos|ce|cette|ces|qui|que|ne|pas|très|à|entre|selon|jusqu’à)(?![\p{L}-])/iu;
/**
 * A word with the accents of French (« réunis », « Prénom », « États-Unis »), outside the names of
 * streets and stations; English loanwords excepted.
 */
const FRENCH_ACCENTED =
  /(?<![\p{L}’'-])(?!(?:café|cafés|canapé|canapés|décor|entrée|entrées)(?![\p{L}]))\p{L}*[éèêëàâçùûîïôœÉÈÊÀÇ]\p{L}*(?![\p{L}])/u;
/** A room's French name (« Salle Ocre »): the brand, « Salles Rive Gauche », is a name. */
const FRENCH_ROOM = /\bSalle\b/;
/** French typography: guillemets, a space before ; : ! ? or %, the euro after the amount, times in « h ». */
const FRENCH_TYPOGRAPHY: [RegExp, string][] = [
  [/[«»]/, 'guillemets français'],
  [/[\s\u00a0\u202f][;:!?%]/, 'espace avant ; : ! ? ou %'],
  [/\d[\s\u00a0\u202f]?€/, 'euro après le montant'],
  [/\b\d{1,2}h(?:\d{2})?\b/, 'heure à la française'],
];

/** The name of a street, station, door or square (« rue du Départ », « gare Montparnasse », « Porte de Versailles »). */
const PLACE_NAMES =
  /\b(?:rue|avenue|boulevard|place|porte|gare|quai|square|villa|impasse|passage|allée|parking)\s+(?:(?:de la|de l’|du|des|de|d’)\s*)?\p{Lu}[\p{L}’'.-]*(?:\s+(?:(?:de la|de l’|du|des|de|d’|la|le|les|sur|en)\s*)?\p{Lu}[\p{L}’'.-]*)*/giu;
/** Runs of capitalised words joined by French particles: names (« Gare du Nord », « Charles de Gaulle », « Salles Rive Gauche »). */
const CAPITALISED_NAMES = /(?<![\p{L}])\p{Lu}[\p{L}’'.-]*(?:\s+(?:(?:de la|de l’|du|des|de|d’|la|le|les|sur|en)\s*)?\p{Lu}[\p{L}’'.-]*)*/gu;

/** Each French thing a string holds, in the words of the failure message. */
function frenchIn(text: string): string[] {
  const found: string[] = [];
  for (const [pattern, what] of FRENCH_TYPOGRAPHY) if (pattern.test(text)) found.push(what);
  const outsidePlaces = text.replace(PLACE_NAMES, ' ');
  const word =
    FRENCH_WORDS.exec(outsidePlaces.replace(CAPITALISED_NAMES, ' ')) ?? FRENCH_ACCENTED.exec(outsidePlaces) ?? FRENCH_ROOM.exec(text);
  if (word) found.push(`mot français « ${word[0]} »`);
  return found;
}

/** What the page says, each string with its place: the text, an attribute, a meta, the structured data. */
type Said = { place: string; text: string };

/** Structured data strings a visitor or a search engine reads; addresses of pages, codes and identifiers are not words. */
const NOT_WORDS = new Set([
  '@context',
  '@type',
  '@id',
  'url',
  'item',
  'image',
  'telephone',
  'email',
  'unitCode',
  'priceCurrency',
  'businessFunction',
  'addressCountry',
  'price',
]);

function jsonLdStrings(value: unknown, path: string): Said[] {
  if (typeof value === 'string') return [{ place: `JSON-LD ${path}`, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => jsonLdStrings(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (NOT_WORDS.has(key) ? [] : jsonLdStrings(item, path ? `${path}.${key}` : key)));
  return [];
}

const ENGLISH_ROUTES = allRoutes().filter((path) => localeOf(path) === 'en');

test.describe('English pages', { tag: '@desktop' }, () => {
  test('no French outside what is marked French: text, alt, aria-label, title, meta and JSON-LD', async ({ page, request }) => {
    expect(ENGLISH_ROUTES.length).toBeGreaterThan(10);
    const faults: string[] = [];
    for (const path of ENGLISH_ROUTES) {
      await showServed(page, request, path);
      const { said, jsonLd } = await page.evaluate(() => {
        const SKIPPED = 'script, style, template, code, pre, [lang|="fr"]';
        const said: { place: string; text: string }[] = [{ place: 'title', text: document.title }];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (!node.parentElement?.closest(SKIPPED))
            said.push({ place: `texte <${node.parentElement?.localName ?? ''}>`, text: node.nodeValue ?? '' });
        for (const element of document.body.querySelectorAll('[alt], [aria-label], [title]'))
          if (!element.closest(SKIPPED))
            for (const name of ['alt', 'aria-label', 'title'])
              if (element.hasAttribute(name))
                said.push({ place: `${name} <${element.localName}>`, text: element.getAttribute(name) ?? '' });
        for (const meta of document.head.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')) {
          const name = meta.getAttribute('name') ?? meta.getAttribute('property') ?? '';
          const content = meta.getAttribute('content') ?? '';
          if (!/^https?:|^\/|^[a-z]{2}_[A-Z]{2}$|^(website|summary_large_image)$/.test(content) && !/:(url|type|width|height)$/.test(name))
            said.push({ place: `meta ${name}`, text: content });
        }
        const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? '');
        return { said, jsonLd };
      });
      const strings = [...said, ...jsonLd.flatMap((json) => jsonLdStrings(JSON.parse(json), ''))];
      for (const { place, text } of strings)
        for (const what of frenchIn(text)) faults.push(`${path} · ${place} · ${what} : « ${text.trim().slice(0, 160)} »`);
    }
    expect([...new Set(faults)]).toEqual([]);
  });
});
