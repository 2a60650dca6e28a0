import type { Metadata } from 'next';
import Link from 'next/link';
import { deskPaths } from '@/lib/desk';
import { plainErrors } from '@/lib/view/error-messages';

export const metadata: Metadata = { title: plainErrors.notFoundTitle };

// A desk address that names nothing (a devis that does not exist, a page number that is none): a
// French 404 inside the desk's own layout, with the way back to the requests.
export default function DeskNotFound() {
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-2 text-2xl font-semibold text-brand-800">{plainErrors.notFoundTitle}</h1>
      <p className="mb-6">{plainErrors.notFound}</p>
      <Link href={deskPaths.inbox} className="underline">
        Retour aux demandes
      </Link>
    </main>
  );
}
