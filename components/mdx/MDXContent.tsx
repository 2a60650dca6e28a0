import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { ComponentProps } from 'react';
import Link from 'next/link';
import { isPublishedHref } from '@/lib/content';

// Internal links in copy become client-side navigations; external ones stay plain anchors.
// A link to a draft page keeps its words but loses its target in production.
function MdxLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (!href.startsWith('/')) return <a href={href} {...props}>{children}</a>;
  return isPublishedHref(href) ? <Link href={href} {...props}>{children}</Link> : <>{children}</>;
}

const components = { a: MdxLink };

/** Renders a document's MDX body on the server (at build time for static pages). */
export function MDXContent({ code }: { code: string }) {
  const Content = getMDXComponent(code);
  return (
    <div className="prose-content">
      <Content components={components} />
    </div>
  );
}
