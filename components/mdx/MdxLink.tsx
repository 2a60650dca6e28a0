import type { ComponentProps } from 'react';
import Link from 'next/link';
import { isPublishedHref } from '@/lib/content';

/**
 * Internal links in copy become client-side navigations; external ones stay plain anchors.
 * A link to a draft page keeps its words but loses its target in production.
 */
export function MdxLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (!href.startsWith('/')) return <a href={href} {...props}>{children}</a>;
  return isPublishedHref(href) ? <Link href={href} {...props}>{children}</Link> : <>{children}</>;
}
