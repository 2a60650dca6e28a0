'use client';

import { errorMessages as m } from '@/lib/view/error-messages';

/**
 * The root layout itself failed: a page of its own, with its own <html>. Styled inline like the
 * server's plain pages (plainPage), without the site's font, style sheet or the error page's layout: Next loads
 * this component on every page, for a failure that should never happen (#36, −0.7 KB of JavaScript).
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '2rem auto', padding: '0 1rem', lineHeight: 1.5 }}>
        <title>{m.title}</title>
        <main>
          <h1>{m.title}</h1>
          <p>{m.text}</p>
          <p>
            <button type="button" onClick={retry} style={{ minHeight: '2.75rem', padding: '0 1rem', font: 'inherit' }}>
              {m.retry}
            </button>{' '}
            <a href="/" className="underline">
              {m.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
