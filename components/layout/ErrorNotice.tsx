'use client';

import { errorMessages as m } from '@/lib/view/error-messages';

/**
 * What both error pages say: the error, a button to try again, and links that load a whole page
 * (a plain <a>, so that the failed page's state is gone). `contact` where the site's layout still
 * stands; the page that replaces the whole layout offers the home page only.
 */
export function ErrorNotice({ retry, contact }: { retry: () => void; contact: boolean }) {
  return (
    <>
      <div className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">{m.eyebrow}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">{m.title}</h1>
        <p className="mt-3 text-lg text-muted">{m.text}</p>
      </div>
      <ul className="mt-6 flex flex-wrap items-center gap-4 font-semibold text-brand-700">
        <li>
          <button type="button" onClick={retry} className="btn btn-primary">
            {m.retry}
          </button>
        </li>
        <li>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a whole page load clears the failed page's state */}
          <a href="/" className="underline">
            {m.home}
          </a>
        </li>
        {contact && (
          <li>
            <a href="/devis" className="underline">
              {m.contact}
            </a>
          </li>
        )}
      </ul>
    </>
  );
}
