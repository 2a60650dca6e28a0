'use client';

import { ErrorNotice } from '@/components/layout/ErrorNotice';
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
          <ErrorNotice retry={retry} contact={false} />
        </main>
      </body>
    </html>
  );
}
