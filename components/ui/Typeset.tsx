import { typesetParts } from '@/lib/french/typography';
import { englishTypography } from '@/lib/english/typography';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';

/**
 * A visible text as French typography sets it (frenchTypography), its ordinals' letters in a
 * real `<sup>` as in the MDX prose: « 15<sup>e</sup> »; an English text as it is. No hook: server and client components use it.
 */
export function Typeset({ text, locale = 'fr' }: { text: string; locale?: Locale | undefined }) {
  return TYPESET[locale](text);
}

const TYPESET: Record<Locale, (text: string) => ReactNode> = {
  fr: (text) => typesetParts(text).map(({ text: part, raised }, i) => (raised ? <sup key={i}>{part}</sup> : part)),
  // English keeps its spaces as written: French spacing before « : » would be a typo there.
  en: englishTypography,
};
