// What the pages say as the server writes them, read over HTTP without a browser (#51): the
// figures of every card and product page, French typography on every page, no French on an
// English page, the words of the main pages, the legal values and the first photo's priority.
// These browser tests read the served HTML already (showServed: no script, style, photo nor
// font); here the same HTML is parsed by jsdom (docs/suite.md lists each, old test → new test).
// One `next start` of the suite's build, as Playwright's: no calendar, no e-mail.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productHref, products, site as siteData } from '@/lib/content';
import { frenchTypography } from '@/lib/french/typography';
import { localeOf } from '@/lib/i18n';
import { productFigures } from '@/lib/view/cards';
import { allRoutes } from '@/lib/view/routes';
import { LISTINGS } from '../e2e/listings';
import { ENGLISH_EXAMPLES } from '../spec-routes';
import { ensureTemplate, freshDataDir } from '../support/pglite';
import { isShown, readable, region, served, shownAll, textOf } from '../support/served';
import { startSite, type RunningSite } from '../support/site';

let site: RunningSite;
let dataDir: string;
const get = (path: string) => served(site.base, path);
/** The document of `path`, which must answer 200. */
const page = async (path: string) => {
  const answer = await get(path);
  expect(answer.status, path).toBe(200);
  return answer.document;
};
/** As Playwright's toContainText: the element's text, blanks collapsed, holds `words`. */
const expectText = (element: Element | null | undefined, words: string | RegExp, where = '') =>
  typeof words === 'string'
    ? expect(textOf(element), where || words).toContain(readable(words))
    : expect(textOf(element), where || String(words)).toMatch(words);
/** The elements matching `selector` whose text (blanks collapsed) holds `words`, case aside: Playwright's getByText. */
const withText = (within: ParentNode, selector: string, words: string) =>
  shownAll(within, selector).filter((element) => textOf(element).toLowerCase().includes(readable(words).toLowerCase()));

/** The page's one footer that is its contentinfo landmark (not an article's or a section's). */
const contentinfo = (document: Document) => {
  const footers = shownAll(document, 'footer').filter((footer) => !footer.parentElement?.closest('article, aside, main, nav, section'));
  expect(footers).toHaveLength(1);
  return footers[0]!;
};

beforeAll(async () => {
  await ensureTemplate();
  dataDir = freshDataDir();
  site = await startSite({ DEVIS_DATA_DIR: dataDir, GTM_ID: 'GTM-E2ETEST' });
}, 240_000);

afterAll(async () => {
  await site?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// From tests/e2e/figures.spec.ts: one truth for every figure (lib/pricing/describe.ts).
describe('figures', () => {
  const PRODUCT_PAGES = new Set(products().map(productHref));
  type Figures = { href: string; price: string; people?: string | undefined; formula?: string | undefined };
  type Shown = { price: string; people: string; formulas: Map<string, { price: string; people: string }> };
  const text = (within: Element, selector: string) => within.querySelector(selector)?.textContent ?? undefined;

  /** Every figure in main that sits in a list item linking to a product page. */
  async function figuresOn(path: string): Promise<Figures[]> {
    const items = [...(await page(path)).querySelectorAll('main li')];
    return items.flatMap((item) => {
      const href = item.querySelector('a')?.getAttribute('href') ?? '';
      const card = text(item, '[data-chiffre="prix"]');
      if (card !== undefined) return [{ href, price: card, people: text(item, '[data-chiffre="personnes"]') }];
      const formula = text(item, '[data-chiffre="prix-formule"]');
      if (formula !== undefined)
        return [{ href, price: formula, people: text(item, '[data-chiffre="capacite-formule"]'), formula: text(item, 'a') }];
      return [];
    });
  }

  /** A product page's figures: its summary's, and each formula card's by its heading. */
  async function productFiguresShown(href: string): Promise<Shown> {
    const main = (await page(href)).querySelector('main')!;
    const prices = [...main.querySelectorAll('dd[data-chiffre="prix"]')].map((dd) => dd.textContent ?? '');
    const people = [...main.querySelectorAll('dd[data-chiffre="personnes"]')].map((dd) => dd.textContent ?? '');
    const cards = [...main.querySelectorAll('article')].filter((card) => card.querySelector('[data-chiffre="prix-formule"]'));
    // One starting price and one people range in the page's summary.
    expect([prices.length, people.length], `${href} : un prix et une capacité dans le résumé`).toEqual([1, 1]);
    return {
      price: prices[0]!,
      people: people[0]!,
      formulas: new Map(
        cards.map((card) => [
          text(card, 'h3') ?? '',
          { price: text(card, '[data-chiffre="prix-formule"]') ?? '', people: text(card, '[data-chiffre="capacite-formule"]') ?? '' },
        ]),
      ),
    };
  }

  // Each of the product pages once, then every listing; each difference reported (expect.soft) with its page and card.
  it('every product page shows the engine’s starting price and people range, and every card leading to it shows the same', async () => {
    const shownOn = new Map<string, Shown>();
    for (const product of products()) {
      const href = productHref(product);
      const { start, people } = productFigures(product);
      const shown = await productFiguresShown(href);
      shownOn.set(href, shown);
      // The people as the page typesets them (frenchTypography: typographic apostrophe).
      expect
        .soft({ href, price: shown.price, people: shown.people })
        .toEqual({ href, price: start!.text, people: frenchTypography(people!.text) });
    }
    for (const path of LISTINGS) {
      const figures = (await figuresOn(path)).filter((f) => PRODUCT_PAGES.has(f.href));
      if (/^\/(locations\/|prestations\/)/.test(path))
        expect.soft(figures.length, `${path} : cartes vers des pages produits`).toBeGreaterThan(0);
      for (const figure of figures) {
        const shown = shownOn.get(figure.href)!;
        if (figure.formula)
          expect.soft(shown.formulas.get(figure.formula), `${path} : ${figure.formula} sur ${figure.href}`).toEqual({
            price: figure.price,
            people: figure.people,
          });
        else
          expect.soft({ price: figure.price, people: figure.people }, `${path} : carte vers ${figure.href}`).toEqual({
            price: shown.price,
            people: shown.people,
          });
      }
    }
  }, 120_000);

  it('the Vaugirard cards no longer show hand-typed figures: each starts where its page starts', async () => {
    const main = (await page('/locations/salles-rive-gauche-vaugirard')).querySelector('main')!;
    /** The one list item holding a link named `name` exactly. */
    const card = (name: string) => {
      const items = shownAll(main, 'li').filter((li) =>
        shownAll(li, 'a').some((a) => (a.getAttribute('aria-label') ?? textOf(a)) === name),
      );
      expect(
        items.map((item) => textOf(item).slice(0, 60)),
        name,
      ).toHaveLength(1);
      return items[0];
    };
    expectText(card('Anniversaire enfant'), 'À partir de 210 € TTC · jusqu’à 35 personnes');
    expectText(card('Boum'), 'À partir de 399 € TTC · jusqu’à 25 personnes');
    expectText(card('Salle de réunion'), 'À partir de 400 € HT (480 € TTC)');
    expectText(card('Assemblée générale'), 'À partir de 210 € HT (252 € TTC)');
  });

  it('access times name how they are counted', async () => {
    const montparnasse = (await page('/locations/salles-rive-gauche-montparnasse')).querySelector('main');
    expectText(montparnasse, 'Gare Montparnasse à 8 min à pied');
    expectText(montparnasse, 'Aéroport d’Orly à 25 min en voiture');
    expectText(
      (await page('/locations/salles-rive-gauche-vaugirard')).querySelector('main'),
      'Gare Montparnasse entre 10 et 15 min en transports en commun',
    );
  });
});

/**
 * The text nodes of the body outside `skipped` (with their parent), the document's title, and the
 * alternatives screen readers speak (alt, aria-label, title), outside `attributesSkipped` if given.
 * <noscript> is read: without JavaScript, its content is the page's.
 */
function whatIsRead(document: Document, skipped: string, attributesSkipped?: string) {
  const texts: { text: string; parent: string }[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest(skipped)) texts.push({ text: node.nodeValue ?? '', parent: node.parentElement?.localName ?? '' });
  const attributes: { text: string; place: string }[] = [];
  for (const element of document.body.querySelectorAll('[alt], [aria-label], [title]'))
    if (!attributesSkipped || !element.closest(attributesSkipped))
      for (const name of ['alt', 'aria-label', 'title'])
        if (element.hasAttribute(name))
          attributes.push({ text: element.getAttribute(name) ?? '', place: `${name} <${element.localName}>` });
  return { title: document.title, texts, attributes };
}

// From tests/e2e/typographie.spec.ts (#27, point 5): every route of lib/view/routes.ts. Checked: the
// text nodes of the body, the document's title, and the alternatives screen readers speak (the
// modifier letters « ᵉ » of an ordinal are allowed there, as markup cannot raise a letter); not
// checked: scripts (JSON-LD included), styles, code, and attributes nobody reads (href…).
describe('French typography', () => {
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
   * euro before the amount (« €80 »); its apostrophes, and those of the French names it shows, are typographic too.
   */
  const ENGLISH_FAULTS: [RegExp, string][] = [
    [/ [:;?!%]/, 'espace avant : ; ? ! ou % dans une page anglaise'],
    [/'/, 'apostrophe droite'],
  ];

  it('every page: no-break spaces, typographic apostrophes and grouped thousands in what a visitor reads', async () => {
    // Each fault once, with the pages it is on: the footer's words would otherwise repeat on every page.
    const found = new Map<string, string[]>();
    for (const path of allRoutes()) {
      const read = whatIsRead(await page(path), 'script, style, template, code, pre');
      const texts: string[] = [];
      let previous = '';
      for (const { text } of read.texts) {
        texts.push(text);
        // A space and its punctuation in two text nodes (`{' '}` then `: …`) are read as one text.
        if (/[\s«]$/.test(previous) && /^[\s:;?!€%»]/.test(text)) texts.push(previous.slice(-40) + text.slice(0, 40));
        previous = text;
      }
      const written = (list: string[]) => list.filter((text) => text.trim() !== '');
      const english = localeOf(path) === 'en';
      const checks = [
        ...written(texts).map((text) => [text, english ? ENGLISH_FAULTS : TEXT_FAULTS] as const),
        ...written([read.title, ...read.attributes.map(({ text }) => text)]).map(
          (text) => [text, english ? ENGLISH_FAULTS : FAULTS] as const,
        ),
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
  }, 120_000);
});

// From tests/e2e/english-no-french.spec.ts (#44, point 6): every English route. Read: the text of
// the body, the alternatives screen readers speak (alt, aria-label, title), the document's title, the
// description and share cards (meta), and every string of the structured data (JSON-LD); not read:
// what is marked French (`lang="fr"`: a formula without English words, a link said to be in French),
// scripts and styles. Proper names keep their French words (« rue du Départ », « Gare du Nord »,
// « Salles Rive Gauche »), but not their accents (« Prénom », « États-Unis ») nor a French room name
// (« Salle Ocre »). A failure names the page, the place and the string.
describe('English pages', () => {
  /** Words that only French writes: its articles, prepositions, pronouns and a few common verbs. */
  const FRENCH_WORDS =
    /(?<![\p{L}’'-])(?:le|la|les|des|du|de|d’|l’|et|ou|où|pour|avec|sans|dans|sur|chez|une|au|aux|est|sont|nous|vous|votre|vos|notre|nos|ce|cette|ces|qui|que|ne|pas|très|à|entre|selon|jusqu’à)(?![\p{L}-])/iu;
  /** A word with the accents of French (« réunis », « Prénom », « États-Unis »), outside the names of streets and stations; English loanwords excepted. */
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
  const CAPITALISED_NAMES =
    /(?<![\p{L}])\p{Lu}[\p{L}’'.-]*(?:\s+(?:(?:de la|de l’|du|des|de|d’|la|le|les|sur|en)\s*)?\p{Lu}[\p{L}’'.-]*)*/gu;

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
  type Said = { place: string; text: string };
  function jsonLdStrings(value: unknown, path: string): Said[] {
    if (typeof value === 'string') return [{ place: `JSON-LD ${path}`, text: value }];
    if (Array.isArray(value)) return value.flatMap((item, index) => jsonLdStrings(item, `${path}[${index}]`));
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([key, item]) => (NOT_WORDS.has(key) ? [] : jsonLdStrings(item, path ? `${path}.${key}` : key)));
    return [];
  }

  const ENGLISH_ROUTES = allRoutes().filter((path) => localeOf(path) === 'en');

  it('no French outside what is marked French: text, alt, aria-label, title, meta and JSON-LD', async () => {
    expect(ENGLISH_ROUTES.length).toBeGreaterThan(10);
    const faults: string[] = [];
    for (const path of ENGLISH_ROUTES) {
      const document = await page(path);
      const skipped = 'script, style, template, code, pre, [lang|="fr"]';
      const read = whatIsRead(document, skipped, skipped);
      const said: Said[] = [
        { place: 'title', text: read.title },
        ...read.texts.map(({ text, parent }) => ({ place: `texte <${parent}>`, text })),
        ...read.attributes,
      ];
      for (const meta of document.head.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')) {
        const name = meta.getAttribute('name') ?? meta.getAttribute('property') ?? '';
        const content = meta.getAttribute('content') ?? '';
        if (!/^https?:|^\/|^[a-z]{2}_[A-Z]{2}$|^(website|summary_large_image)$/.test(content) && !/:(url|type|width|height)$/.test(name))
          said.push({ place: `meta ${name}`, text: content });
      }
      const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? '');
      const strings = [...said, ...jsonLd.flatMap((json) => jsonLdStrings(JSON.parse(json), ''))];
      for (const { place, text } of strings)
        for (const what of frenchIn(text)) faults.push(`${path} · ${place} · ${what} : « ${text.trim().slice(0, 160)} »`);
    }
    expect([...new Set(faults)]).toEqual([]);
  }, 120_000);

  // From tests/e2e/english.spec.ts (#51): the figures are in the served HTML.
  describe('each English page type shows the figures of its French page', () => {
    /**
     * The figures a page shows, by kind (`data-chiffre`): every number in them, thousands joined and
     * sorted, so that « 1 800 € HT (2 160 € TTC) » and « €1,800 excl. VAT (€2,160 incl. VAT) » agree.
     */
    function figures(document: Document): Record<string, number[]> {
      const byKind: Record<string, number[]> = {};
      for (const element of document.querySelectorAll('[data-chiffre]')) {
        const text = (element.textContent ?? '').replace(/(\d)[\s\u00a0\u202f,](?=\d{3}(?!\d))/g, '$1');
        (byKind[element.getAttribute('data-chiffre')!] ??= []).push(...(text.match(/\d+/g) ?? []).map(Number));
      }
      for (const list of Object.values(byKind)) list.sort((a, b) => a - b);
      return byKind;
    }

    it.each(ENGLISH_EXAMPLES)('%s', async (path) => {
      const englishPage = await page(path);
      const english = figures(englishPage);
      const french = figures(
        await page(new URL(englishPage.querySelector('link[rel="alternate"][hreflang="fr"]')!.getAttribute('href')!).pathname),
      );
      // A product page shows all its figures in both languages. A list (home, venue, prestation) shows the
      // professional ones of its French page, whose individuals' offers and starting prices stay French: each
      // English figure is one of the French page's.
      const whole = /\/en\/venues\/[^/]+\/./.test(path);
      const everyFrench = Object.values(french).flat();
      for (const [kind, numbers] of Object.entries(english)) {
        if (whole) expect(numbers, `${path} ${kind}`).toEqual(french[kind]);
        else for (const n of numbers) expect(everyFrench, `${path} ${kind} ${n}`).toContain(n);
      }
      if (whole) expect(Object.keys(english).sort(), path).toEqual(Object.keys(french).sort());
    });
  });
});

// From tests/e2e/routes.spec.ts: what a visitor reads on the main pages.
describe('the main pages’ words', () => {
  /** The one `article` holding a heading whose text holds `name` (case aside), as Playwright's getByRole('heading'). */
  const cardOf = (document: Document, name: string) => {
    const cards = shownAll(document, 'article').filter((article) => withText(article, 'h1, h2, h3, h4, h5, h6', name).length > 0);
    expect(
      cards.map((card) => card.id || textOf(card).slice(0, 60)),
      name,
    ).toHaveLength(1);
    return cards[0]!;
  };
  /** The one link in `within` whose name (text or aria-label) holds `name` (case aside) or matches it, as Playwright's getByRole('link'). */
  const linkOf = (within: ParentNode, name: RegExp | string) => {
    const links = shownAll(within, 'a').filter((a) => {
      const named = readable(a.getAttribute('aria-label') ?? textOf(a));
      return typeof name === 'string' ? named.toLowerCase().includes(readable(name).toLowerCase()) : name.test(named);
    });
    expect(
      links.map((link) => link.getAttribute('href')),
      String(name),
    ).toHaveLength(1);
    return links[0]!;
  };

  it('an unknown path answers 404 with a French page and a way back', async () => {
    const { status, document } = await get('/locations/salles-rive-gauche-vaugirard/page-inexistante');
    expect(status).toBe(404);
    expect(textOf(document.querySelector('h1'))).toBe('Page introuvable');
    expect(linkOf(document, 'Retour à l’accueil').getAttribute('href')).toBe('/');
  });

  it('a product page shows its formulas with TTC prices and links to the calculator and the quote', async () => {
    const card = cardOf(await page('/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15'), 'Matinée du week-end');
    expectText(card, '210 € TTC');
    expectText(card, '9h – 12h30');
    expectText(card, 'Au-delà de 25 personnes : supplément de 50 € TTC');
    expect(linkOf(card, /Calculer le tarif/).getAttribute('href')).toBe(
      '/calcul?offre=vaugirard-matin-week-end&evenement=anniversaire_enfants',
    );
    expect(linkOf(card, /Demander un devis/).getAttribute('href')).toBe(
      '/devis?offre=vaugirard-matin-week-end&evenement=anniversaire_enfants',
    );
  });

  it('a professional page shows HT prices, the per-person price and its minimum', async () => {
    const document = await page('/locations/salles-rive-gauche-montparnasse/salle-de-reunion-montparnasse-paris-14');
    // Formula names are typeset (frenchTypography): the typographic apostrophe.
    const card = cardOf(document, 'Demi-journée d’étude');
    expectText(card, '75 € HT (90 € TTC) par personne');
    expectText(card, 'Minimum de facturation : 950 € HT');
    expect(withText(document, 'h1, h2, h3, h4, h5, h6', 'Location sèche des deux salles, journée')).not.toHaveLength(0);
  });

  it('a venue page shows access information', async () => {
    const document = await page('/locations/salles-rive-gauche-montparnasse');
    // The shown region (a section named by its heading) holding the text « Métro » exactly: the
    // practical section, folded in a closed <details>, repeats it.
    const access = shownAll(document, 'section[aria-labelledby], section[aria-label]').filter((section) =>
      [...section.querySelectorAll('*')].some((element) => textOf(element) === 'Métro'),
    );
    expect(access.map((section) => section.getAttribute('aria-labelledby') ?? section.getAttribute('aria-label'))).toHaveLength(1);
    expectText(access[0], '120 rue Raymond-Losserand, 75014 Paris');
    expectText(access[0], 'lignes 4, 6, 12, 13');
    expectText(access[0], 'pas de tramway');
    // The essentials' access block (#27) words the parking « Parking : payant, à 300 m ».
    expectText(access[0], /Parking\s*payant, à 300\sm/);
  });

  // The first screen's photo is the page's largest paint on a phone: it must not wait behind the
  // scripts. Read in the HTML as served, which is what the browser fetches early from.
  it('the first photo of each listing is fetched early and at high priority, and only that one', async () => {
    for (const route of [
      '/',
      '/prestations',
      '/locations',
      '/locations/salles-rive-gauche-vaugirard',
      '/prestations/salles-pour-anniversaire-enfant-paris',
      '/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15',
    ]) {
      const document = await page(route);
      const first = document.querySelector('main img');
      expect.soft(first?.getAttribute('fetchpriority'), route).toBe('high');
      expect.soft(first?.getAttribute('loading'), route).not.toBe('lazy');
      expect.soft(document.querySelectorAll('img[fetchpriority="high"]').length, route).toBe(1);
      expect.soft(document.querySelectorAll('link[rel="preload"][as="image"][fetchpriority="high"]').length, route).toBe(1);
    }
  });
});

// From tests/e2e/navigation.spec.ts: the footer's links and text, the same HTML on every page as the server wrote it.
describe('the footer', () => {
  const PAGE_TYPES = [
    '/',
    '/prestations',
    '/locations',
    '/locations/salles-rive-gauche-vaugirard',
    '/prestations/salles-pour-bapteme-paris',
    '/locations/salles-rive-gauche-montparnasse/salle-de-reunion-montparnasse-paris-14',
    '/calcul',
    '/devis',
  ];

  it('footer on every page type: contact links, venues, and every section', async () => {
    for (const path of PAGE_TYPES) {
      const footer = contentinfo(await page(path));
      const link = (name: string) => shownAll(footer, 'a').filter((a) => textOf(a).includes(name));
      expect
        .soft(
          link('01 99 00 48 15').map((a) => a.getAttribute('href')),
          path,
        )
        .toEqual(['tel:+33199004815']);
      expect
        .soft(
          link('contact@salles-rive-gauche.fr').map((a) => a.getAttribute('href')),
          path,
        )
        .toEqual(['mailto:contact@salles-rive-gauche.fr']);
      expect.soft(textOf(footer), path).toContain(readable('350 rue de Vaugirard, 75015 Paris'));
      expect.soft(textOf(footer), path).toContain(readable('120 rue Raymond-Losserand, 75014 Paris'));
      for (const href of [
        '/',
        '/prestations',
        '/locations',
        '/calcul',
        '/devis',
        '/locations/salles-rive-gauche-vaugirard',
        '/locations/salles-rive-gauche-montparnasse',
      ])
        expect.soft(footer.querySelector(`a[href="${href}"]`), `${path} : ${href}`).not.toBeNull();
      expect.soft(footer.querySelectorAll('a[href^="/prestations/"]').length, path).toBe(10);
    }
  });
});

// From tests/e2e/disponibilites.spec.ts (without a calendar, the default) and tests/e2e/keystatic.spec.ts.
describe('without a calendar, and without an editor', () => {
  it('without JavaScript, the product page says how to ask: the line and its quote link, no month', async () => {
    const section = region(await page('/locations/salles-rive-gauche-vaugirard/salle-anniversaire-enfant-paris-15'), 'Disponibilités');
    const line = section?.querySelector('[data-testid="dispo-ligne"]');
    expect(line && isShown(line)).toBe(true);
    expectText(line, 'Indiquez votre date dans votre demande');
    const quote = shownAll(line!, 'a').filter((a) => textOf(a).includes('Demander un devis'));
    expect(quote.map((a) => a.getAttribute('href'))).toEqual([expect.stringMatching(/^\/devis\?offre=/)]);
    expect(section!.querySelectorAll('table')).toHaveLength(0);
    expect(textOf(section)).not.toContain('Voir le calendrier du mois');
  });

  // The suite's own site is a production build: the editor is not in it (next.config.ts, pageExtensions).
  it('the production site has no editor: /keystatic and its API answer 404', async () => {
    for (const path of ['/keystatic', '/keystatic/collection/Formula', '/api/keystatic/verification'])
      expect((await fetch(`${site.base}${path}`)).status, path).toBe(404);
  });
});

// From tests/e2e/legal.spec.ts and tests/e2e/infos-pratiques.spec.ts.
describe('legal values and the quote page’s words', () => {
  it('the legal notice shows every value of content/site.yaml', async () => {
    const legal = siteData.legal;
    const main = (await page('/mentions-legales')).querySelector('#contenu');
    const capital = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(legal.capital);
    for (const value of [
      legal.raison_sociale,
      legal.forme_juridique,
      capital,
      `registre du commerce et des sociétés de ${legal.rcs_ville}`,
      legal.siren,
      legal.tva,
      `${legal.siege.rue}, ${legal.siege.code_postal} ${legal.siege.ville}`,
      legal.directeur_publication,
      legal.hebergeur.nom,
      legal.hebergeur.adresse,
      legal.hebergeur.telephone,
      siteData.phone,
      siteData.email,
    ])
      expectText(main, String(value));
  });

  it('the quote page says when the phone is answered and how fast a request gets a reply', async () => {
    const document = await page('/devis');
    // A number and its unit, and the colon, are joined by no-break spaces (frenchTypography).
    expectText(
      document.querySelector('main'),
      /Nous vous répondons sous 24\sh ouvrées\. Par téléphone au 01 99 00 48 15\s: du lundi au vendredi de 9\sh à 19\sh/,
    );
    const footer = contentinfo(document);
    expectText(footer, 'Téléphone : du lundi au vendredi de 9 h à 19 h, le samedi de 10 h à 13 h.');
    expectText(footer, 'Demande de devis : nous vous répondons sous 24 h ouvrées.');
  });
});
