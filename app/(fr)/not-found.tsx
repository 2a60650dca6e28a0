import type { Metadata } from 'next';
import Link from 'next/link';
import { NOT_FOUND_LINKS } from '@/components/layout/navigation';
import { PageHeader } from '@/components/ui/PageHeader';
import { plainErrors } from '@/lib/view/error-messages';

export const metadata: Metadata = { title: plainErrors.notFoundTitle };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <PageHeader title={plainErrors.notFoundTitle} eyebrow="Erreur 404">
        {plainErrors.notFound}
      </PageHeader>
      <ul className="mt-6 flex flex-wrap gap-4 font-semibold text-brand-700">
        {NOT_FOUND_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="underline">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
