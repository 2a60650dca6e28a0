// The visible text of a built page, section by section under its headings, and the photos it
// shows: what a review compares between two builds (scripts/revue/diff.ts). Next writes
// well-formed HTML, so a tag scanner is enough: no parser to install for it.
import type { MetaText, PageView, Region, Section } from './types';

/** Elements whose content a visitor never reads as text. */
const UNSEEN = new Set(['head', 'script', 'style', 'template', 'noscript', 'svg', 'iframe']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements that end a run of text: a sentence never spans two of them. */
const BLOCK = new Set([
  ...['p', 'div', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'section', 'article', 'header', 'footer', 'nav', 'main', 'aside'],
  ...['table', 'tr', 'td', 'th', 'caption', 'figure', 'figcaption', 'blockquote', 'details', 'summary', 'form', 'fieldset'],
  ...['legend', 'label', 'button', 'option', 'select', 'textarea', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
]);
const SECTION_HEADING = /^h[1-3]$/;
/** Containers whose headings stop at their end: what follows is under the heading before them (a consent banner's title). */
const SECTIONING = new Set(['section', 'article', 'aside', 'nav', 'header', 'footer', 'dialog']);
/** The page's regions a visitor tells apart; a text's region is the outermost one around it (a card's header is in main). */
const REGIONS = new Set<string>(['header', 'nav', 'main', 'aside', 'footer'] satisfies Region[]);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** One space for any run of spaces, thin or non-breaking: a visitor does not read the difference. */
const tidy = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** Abbreviations whose period ends no sentence: « Excl. VAT », « incl. », « p. ex. », « M. Dupont ». */
const ABBREVIATIONS = ['[Ee]xcl', '[Ii]ncl', '[Ee]x', 'M', 'MM', 'Mme', 'Mlle', 'Dr', 'St', 'Ste', '[Cc]f', '[Ee]nv', '[Aa]pprox'];
const SENTENCE_END = new RegExp(`(?<=[.!?…])(?<!(?:^|[\\s(«"'’])(?:${ABBREVIATIONS.join('|')})\\.)\\s+(?=[«"A-ZÀ-ÖØ-Ý0-9])`);

/** A block's sentences: cut after . ! ? or … followed by a capital, a digit or an opening quote, never after an abbreviation. */
export const sentencesOf = (text: string) => tidy(text).split(SENTENCE_END).filter(Boolean);

/**
 * An attribute's value ('' when it has none), read attribute by attribute, so that a word inside
 * another attribute's value (`class="hidden lg:flex"`, the header's buttons) is never taken for one.
 */
function attribute(attributes: string, name: string): string | undefined {
  for (const [, key = '', double, single, bare] of attributes.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    if (key.toLowerCase() === name) return double ?? single ?? bare ?? '';
  return undefined;
}

/** The photo's own address: `/images/x.jpg` rather than Next's `/_next/image?url=%2Fimages%2Fx.jpg&w=640&q=75`. */
function photoOf(src: string): string {
  const decoded = decodeEntities(src);
  if (!decoded.startsWith('/_next/image')) return decoded;
  return new URLSearchParams(decoded.slice(decoded.indexOf('?') + 1)).get('url') ?? decoded;
}

/** An address as its path: the base served locally and the preview differ only by their origin. */
const pathOf = (text: string) => text.replace(/^https?:\/\/[^/\s]+(?=\/|$)/, '') || '/';

/** Each JSON-LD value with its path (`@graph[0].offers[1].price`), addresses as paths. */
function jsonLdTexts(value: unknown, path: string): MetaText[] {
  if (Array.isArray(value)) return value.flatMap((item, k) => jsonLdTexts(item, `${path}[${k}]`));
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => jsonLdTexts(inner, path ? `${path}.${key}` : key));
  return [{ field: `ld:${path}`, text: pathOf(String(value)) }];
}

/** What the head says to a search engine or a sharing card: the title, the description, the robots tag, the og: and twitter: texts, canonical and hreflang, the JSON-LD. */
function headTexts(html: string): MetaText[] {
  const out: MetaText[] = [];
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  if (title !== undefined) out.push({ field: 'title', text: tidy(decodeEntities(title)) });
  for (const [, attributes = ''] of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const name = attribute(attributes, 'name') ?? attribute(attributes, 'property') ?? '';
    const content = attribute(attributes, 'content');
    if (content !== undefined && (name === 'description' || name === 'robots' || /^(og|twitter):/.test(name)))
      out.push({ field: name, text: pathOf(tidy(decodeEntities(content))) });
  }
  // Where a search engine files the page (canonical) and finds its translations (hreflang).
  for (const [, attributes = ''] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = attribute(attributes, 'rel')?.toLowerCase();
    const href = attribute(attributes, 'href');
    const language = attribute(attributes, 'hreflang');
    if (href === undefined) continue;
    if (rel === 'canonical') out.push({ field: 'canonical', text: pathOf(decodeEntities(href)) });
    else if (rel === 'alternate' && language) out.push({ field: `hreflang:${language}`, text: pathOf(decodeEntities(href)) });
  }
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attribute(attributes, 'type') !== 'application/ld+json') continue;
    try {
      out.push(...jsonLdTexts(JSON.parse(body), ''));
    } catch {
      out.push({ field: 'ld:', text: tidy(body) });
    }
  }
  return out;
}

export function pageView(html: string): PageView {
  const sections: Section[] = [{ heading: '', region: '', sentences: [] }];
  const photos: string[] = [];
  const meta = headTexts(html);
  const open: { name: string; unseen: boolean; under?: string }[] = [];
  const region = () => (open.find((tag) => REGIONS.has(tag.name))?.name ?? '') as Region;
  let unseen = 0;
  let block = '';
  /** Where the block's text was read: a block is flushed once its region's tag is already closed. */
  let blockRegion = region();
  let heading: string | undefined;
  const flush = () => {
    if (heading !== undefined) heading += ' ';
    else if (block.trim()) {
      const last = sections.at(-1)!;
      if (last.region !== blockRegion) sections.push({ heading: last.heading, region: blockRegion, sentences: [] });
      sections.at(-1)!.sentences.push(...sentencesOf(decodeEntities(block)));
    }
    block = '';
  };
  const tags = /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>/g;
  let last = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const text = html.slice(last, match.index);
    last = tags.lastIndex;
    if (!unseen) {
      if (heading !== undefined) heading += text;
      else {
        block += text;
        if (text.trim()) blockRegion = region();
      }
    }
    const [whole, closing, rawName = '', attributes = '', selfClosing] = match;
    if (whole.startsWith('<!')) continue;
    const name = rawName.toLowerCase();
    // A link's words stay in their sentence, apart from the words around it.
    if (name === 'a' && !unseen) {
      if (heading !== undefined) heading += ' ';
      else block += ' ';
    }
    if (closing) {
      const index = open.map((tag) => tag.name).lastIndexOf(name);
      if (index < 0) continue;
      const closed = open.splice(index);
      for (const tag of closed) if (tag.unseen) unseen -= 1;
      if (unseen) continue;
      const under = closed[0]!.under;
      if (under !== undefined && sections.at(-1)!.heading !== under) {
        flush();
        sections.push({ heading: under, region: region(), sentences: [] });
        continue;
      }
      if (SECTION_HEADING.test(name) && heading !== undefined) {
        sections.push({ heading: tidy(decodeEntities(heading)), region: region(), sentences: [] });
        heading = undefined;
        block = '';
      } else if (BLOCK.has(name)) flush();
      continue;
    }
    if (!unseen && name === 'img') {
      const src = attribute(attributes, 'src');
      if (src) {
        photos.push(photoOf(src));
        meta.push({ field: `alt:${photoOf(src)}`, text: tidy(decodeEntities(attribute(attributes, 'alt') ?? '')) });
      }
    }
    if (VOID.has(name) || selfClosing) {
      if (!unseen && BLOCK.has(name)) flush();
      continue;
    }
    const hidden = UNSEEN.has(name) || attribute(attributes, 'hidden') !== undefined;
    open.push({ name, unseen: hidden, ...(SECTIONING.has(name) && { under: sections.at(-1)!.heading }) });
    if (hidden) unseen += 1;
    if (unseen) continue;
    if (SECTION_HEADING.test(name)) {
      flush();
      heading = '';
    } else if (BLOCK.has(name)) flush();
  }
  return { sections: sections.filter((section) => section.sentences.length), photos: [...new Set(photos)], meta };
}
