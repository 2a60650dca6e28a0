'use client';

import { errorMessages as m } from '@/lib/view/error-messages';
import { inter } from './fonts';
import './globals.css';

/** The root layout itself failed: a page of its own, with its own <html>. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="fr" className={inter.variable}>
      <body className="font-sans">
        <title>{m.title}</title>
        <main className="mx-auto max-w-3xl px-4 py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">{m.eyebrow}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">{m.title}</h1>
          <p className="mt-3 text-lg text-muted">{m.text}</p>
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
          </ul>
        </main>
      </body>
    </html>
  );
}
