'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type MouseEvent } from 'react';

type Props = {
  /** The other language's name in that language, and its two letters for narrow screens. */
  label: string;
  short: string;
  hreflang: string;
  /** The other language's home: where the link leads when this page has no translation. */
  home: string;
};

/** This page's address in the other language: its hreflang alternate in the head (lib/seo/metadata.ts). */
function alternateOf(hreflang: string, home: string): string {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
  return link ? new URL(link.href).pathname : home;
}

/**
 * The same page in the other language. Its address is read from the page's own hreflang
 * alternates, the table search engines read, so that no second table of translations ships to
 * the browser; without JavaScript it leads to the other language's home. The query string goes
 * along: the calculator's choices survive the switch (its parameters have the same names).
 */
export function LanguageSwitch({ label, short, hreflang, home }: Props) {
  const pathname = usePathname();
  const [href, setHref] = useState(home);
  useEffect(() => setHref(alternateOf(hreflang, home)), [pathname, hreflang, home]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${alternateOf(hreflang, home)}${window.location.search}`;
  };
  return (
    <a
      href={href}
      hrefLang={hreflang}
      lang={hreflang}
      onClick={onClick}
      className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold max-[359px]:px-1 text-brand-800 underline underline-offset-2"
    >
      <span className="sm:hidden">{short}</span>
      <span className="hidden sm:inline">{label}</span>
    </a>
  );
}
