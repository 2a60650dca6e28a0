import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/ui/PageHeader';
import { dictionary } from '@/lib/view/dictionary';

const { frame } = dictionary('en');

export const metadata: Metadata = { title: frame.notFound.title };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <PageHeader title={frame.notFound.title} eyebrow={frame.notFound.eyebrow}>
        {frame.notFound.text}
      </PageHeader>
      <ul className="mt-6 flex flex-wrap gap-4 font-semibold text-brand-700">
        {[{ ...frame.nav.home, name: frame.notFound.home }, frame.nav.calculator, frame.nav.quote].map((link) => (
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
