import type { ComponentProps } from 'react';
import Link from 'next/link';

/**
 * Internal links in copy become client-side navigations; external ones stay plain anchors.
 * A link to a draft page keeps its words but loses its target in production (`published`,
 * from the page's MDX data).
 */
export function MdxLink({ href = '', published, children, ...props }: ComponentProps<'a'> & { published: boolean }) {
  if (!href.startsWith('/')) return <a href={href} {...props}>{children}</a>;
  return published ? <Link href={href} {...props}>{children}</Link> : <>{children}</>;
}
