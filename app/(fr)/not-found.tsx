import type { Metadata } from 'next';
import Link from 'next/link';
import { dictionary } from '@/lib/view/dictionary';
import { notFoundLinks } from '@/lib/view/words';
import { PageHeader } from '@/components/ui/PageHeader';
import { plainErrors } from '@/lib/view/error-messages';

export const metadata: Metadata = { title: plainErrors.notFoundTitle };

const { frame } = dictionary('fr');

export default function NotFound() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <PageHeader title={frame.notFound.title} eyebrow={frame.notFound.eyebrow}>
        {frame.notFound.text}
      </PageHeader>
      <ul className="mt-6 flex flex-wrap gap-4 font-semibold text-brand-700">
        {notFoundLinks(frame).map((link) => (
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
