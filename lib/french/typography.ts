// French typography of every visible text: its own module, apart from the formats of amounts
// and dates (format.ts), so that the client components present on every page (menu, consent
// banner) carry the typography without the price and date code (#36).
const NBSP = '\u00a0';
const NNBSP = '\u202f';

/**
 * A text as French typography sets it, so copywriters type ordinary characters:
 * no-break space before « : € % », narrow no-break space before « ; ? ! » and inside « »,
 * narrow no-break space between thousands of an amount, a no-break space between a number
 * and its unit (« 13 h », « 150 m »), typographic apostrophe, and the
 * ordinals « 15e », « 1er » with their letters raised (« 15ᵉ », « 1ᵉʳ »). Idempotent, and
 * only ever turns a space it finds into a no-break one: `10:30`, `https://` and `?a=1` keep theirs.
 */
export function frenchTypography(text: string): string {
  return (
    text
      .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
      .replace(/[ \u00a0\u202f]+:/g, `${NBSP}:`)
      .replace(/[ \u00a0\u202f]+([;?!])/g, `${NNBSP}$1`)
      .replace(/«[ \u00a0\u202f]*/g, `«${NNBSP}`)
      .replace(/[ \u00a0\u202f]*»/g, `${NNBSP}»`)
      .replace(/\d+(?:[ \u00a0\u202f]\d{3})*(?=[ \u00a0\u202f]?€)/g, (amount) => groupThousands(amount.replace(/\D/g, '')))
      .replace(/(\d)[ \u00a0\u202f]?€/g, `$1${NBSP}€`)
      .replace(/(\d)[ \u00a0\u202f]?%/g, `$1${NNBSP}%`)
      .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NNBSP}`)
      // A number and its unit stay on one line: « 13 h », « 23 h 30 », « 150 m », « 8 min ».
      .replace(/(\d) (?=(?:h|min|km|m|cm)(?![\p{L}\d]))/gu, `$1${NBSP}`)
      .replace(/(\d\u00a0h) (?=\d{2}(?!\d))/g, `$1${NBSP}`)
      .replace(/\b(\d+)er\b/g, '$1ᵉʳ')
      .replace(/\b(\d+)e\b/g, '$1ᵉ')
  );
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);

export type HastNode = { type: string; value?: string; tagName?: string; properties?: object; children?: HastNode[] };

const RAW_TAGS = new Set(['code', 'pre', 'script', 'style']);
const RAISED: Record<string, string> = { ᵉ: 'e', ᵉʳ: 'er' };

/** A piece of typeset text: plain, or an ordinal's letters to raise in a `<sup>`. */
export type TypesetPart = { text: string; raised: boolean };

/**
 * A text through frenchTypography, cut where markup can raise an ordinal's letters:
 * `le 15e` → `le 15` and a raised `e`, for a real `<sup>` in MDX prose and React text alike
 * (a plain string, an attribute or a title keeps the modifier letters « ᵉ », « ᵉʳ »).
 */
export function typesetParts(text: string): TypesetPart[] {
  return frenchTypography(text)
    .split(/(ᵉʳ|ᵉ)/)
    .filter(Boolean)
    .map((part) => (RAISED[part] ? { text: RAISED[part], raised: true } : { text: part, raised: false }));
}

/** A typeset text node, its ordinals' letters in a real `<sup>` (`15<sup>e</sup>`). */
const typesetText = (value: string): HastNode[] =>
  typesetParts(value).map(({ text, raised }) =>
    raised ? { type: 'element', tagName: 'sup', properties: {}, children: [{ type: 'text', value: text }] } : { type: 'text', value: text },
  );

/** A hast tree's text nodes, each replaced by the nodes `typeset` makes of it; code left as typed. */
export function typesetTree(node: HastNode, typeset: (value: string) => HastNode[]) {
  if (!node.children || (node.tagName && RAW_TAGS.has(node.tagName))) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value) return typeset(child.value);
    typesetTree(child, typeset);
    return [child];
  });
}

/**
 * Rehype plugin for the French MDX prose of content/: every text node through frenchTypography,
 * its ordinals raised in a `<sup>`. A walk of a few lines rather than a visitor library, since
 * nodes are replaced by several. The English prose has its own (lib/english/typography.ts).
 */
export function rehypeFrenchTypography() {
  return (tree: HastNode) => typesetTree(tree, typesetText);
}
