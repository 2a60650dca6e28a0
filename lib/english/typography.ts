// English typography (en-GB), applied to every English text as French typography is to the French:
// copywriters type ordinary characters, and French habits carried over by hand (« » quotes, a
// space before « % » or « : ») come out as English sets them.
import { frenchTypography, type HastNode, rehypeFrenchTypography, typesetTree } from '../french/typography';
import type { Locale } from '../i18n';

/**
 * `minutes' walk`, `« Pasteur » exit`, `30 % of`, `Note : ` → `minutes’ walk`, `“Pasteur” exit`,
 * `30% of`, `Note: `. Idempotent; a quoted 'word' keeps its marks, and `10:30`, `https://` and
 * `?a=1` have no space to lose.
 */
export const englishTypography = (text: string) =>
  text
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
    .replace(/(\p{L}s)'(?=[\s.,;:!?)]|$)/gu, '$1’')
    .replace(/«[ \u00a0\u202f]*/g, '“')
    .replace(/[ \u00a0\u202f]*»/g, '”')
    .replace(/(\d)[ \u00a0\u202f]+%/g, '$1%')
    .replace(/(\S)[ \u00a0\u202f]+([;:!?])(?=\s|$)/g, '$1$2');

/** The typography of a page's language. */
export const typographyOf = (locale: Locale) => (locale === 'fr' ? frenchTypography : englishTypography);

/** The path under content/ of the MDX document being compiled, which contentlayer puts in its file's data. */
const sourceOf = (data: object) =>
  'rawDocumentData' in data ? (data.rawDocumentData as { sourceFilePath?: string } | undefined)?.sourceFilePath : undefined;

/**
 * Rehype plugin for the MDX prose of content/ (contentlayer.config.ts): the English documents
 * (content/en/) typeset in English, the others in French.
 */
export function rehypeTypography() {
  const french = rehypeFrenchTypography();
  return (tree: HastNode, file?: { data: object }) => {
    if (file && sourceOf(file.data)?.startsWith('en/')) typesetTree(tree, (value) => [{ type: 'text', value: englishTypography(value) }]);
    else french(tree);
  };
}
