'use client';

import { ErrorNotice } from '@/components/layout/ErrorNotice';

/** A page that failed to render, inside the site's header and footer. */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <ErrorNotice retry={retry} contact />
    </div>
  );
}
