import type { ComponentProps } from 'react';
import Link from 'next/link';
import type { PageLink } from '@/lib/view/localized';

/**
 * Internal links in copy become client-side navigations; external ones stay plain anchors.
 * A link to a draft page keeps its words but loses its target in production (`published`,
 * from the page's MDX data). On a page in another language, a link to a French page leads to
 * its translation, or says it is in French (`link`, `frenchOnly`).
 */
// next/link types these three handlers without `undefined`; MDX copy never sets them.
type Props = Omit<ComponentProps<'a'>, 'onClick' | 'onMouseEnter' | 'onTouchStart'> & {
  published: boolean;
  link: PageLink;
  frenchOnly: string;
};

export function MdxLink({ href = '', published, link, frenchOnly, children, ...props }: Props) {
  if (!href.startsWith('/'))
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  return published ? (
    <Link href={link.href} {...(link.hrefLang && { hrefLang: link.hrefLang })} {...props}>
      {link.hrefLang ? (
        <>
          {children}
          {frenchOnly}
        </>
      ) : (
        children
      )}
    </Link>
  ) : (
    <>{children}</>
  );
}
