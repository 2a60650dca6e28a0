import { Fragment, type ReactNode } from 'react';
import { splitPlaceholders, valueOf } from '@/lib/content-model/placeholders';
import { Typeset } from '@/components/ui/Typeset';
import type { Locale } from '@/lib/i18n';

/**
 * A copywriter's sentence with the site's values in place of its `{name}` placeholders
 * (lib/content-model/placeholders.ts). The content check has refused names outside `values`;
 * a page that forgets one fails its build here rather than show the braces.
 */
export function WithValues<Name extends string>({
  text,
  values,
  locale,
}: {
  text: string;
  values: Record<Name, ReactNode>;
  locale?: Locale | undefined;
}) {
  const parts: ReactNode[] = [];
  for (const part of splitPlaceholders(text)) {
    const value = typeof part === 'string' ? part : valueOf<ReactNode>(part.name, values, text);
    const last = parts.length - 1;
    // Text and plain values make one run of text, as if written in one piece.
    if ((typeof value === 'string' || typeof value === 'number') && typeof parts[last] === 'string') parts[last] += String(value);
    else parts.push(typeof value === 'number' ? String(value) : value);
  }
  return parts.map((part, index) => (
    <Fragment key={index}>{typeof part === 'string' ? <Typeset text={part} locale={locale} /> : part}</Fragment>
  ));
}
