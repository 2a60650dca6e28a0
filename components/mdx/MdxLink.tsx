import type { ComponentProps } from 'react';
import Link from 'next/link';

/**
 * Internal links in copy become client-side navigations; external ones stay plain anchors.
 * A link to a draft page keeps its words but loses its target in production (`published`,
 * from the page's MDX data).
 */
// next/link types these three handlers without `undefined`; MDX copy never sets them.
type Props = Omit<ComponentProps<'a'>, 'onClick' | 'onMouseEnter' | 'onTouchStart'> & { published: boolean };

export function MdxLink({ href = '', published, children, ...props }: Props) {
  if (!href.startsWith('/'))
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  return published ? (
    <Link href={href} {...props}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}
