import { typesetParts } from '@/lib/french/typography';

/**
 * A visible text as French typography sets it (frenchTypography), its ordinals' letters in a
 * real `<sup>` as in the MDX prose: « 15<sup>e</sup> ». No hook: server and client components use it.
 */
export function Typeset({ text }: { text: string }) {
  return typesetParts(text).map(({ text: part, raised }, i) => (raised ? <sup key={i}>{part}</sup> : part));
}
