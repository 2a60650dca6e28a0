import type { ComponentProps } from 'react';
import Link from 'next/link';

/** Internal links in copy become client-side navigations; external ones stay plain anchors. */
export function MdxLink({ href = '', ...props }: ComponentProps<'a'>) {
  return href.startsWith('/') ? <Link href={href} {...props} /> : <a href={href} {...props} />;
}
