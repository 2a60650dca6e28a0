import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { ComponentProps } from 'react';
import Link from 'next/link';

// Internal links in copy become client-side navigations; external ones stay plain anchors.
function MdxLink({ href = '', ...props }: ComponentProps<'a'>) {
  return href.startsWith('/') ? <Link href={href} {...props} /> : <a href={href} {...props} />;
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
