'use client';

import { errorMessages as m } from '@/lib/view/error-messages';

/**
 * A page that failed to render, inside the site's header and footer: the error, a button to try
 * again, and links that load a whole page (a plain <a>, so that the failed page's state is gone).
 */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
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
          <a href="/" className="underline">
            {m.home}
          </a>
        </li>
        <li>
          <a href="/devis" className="underline">
            {m.contact}
          </a>
        </li>
      </ul>
    </div>
  );
}
