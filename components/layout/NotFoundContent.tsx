import Link from 'next/link';
import { PageHeader } from '@/components/ui/PageHeader';
import type { FrameWords, NavLink } from '@/lib/view/words';

/** The 404 page's content in a language: what happened, and where to go from there. */
export function NotFoundContent({ words, links }: { words: FrameWords['notFound']; links: NavLink[] }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <PageHeader title={words.title} eyebrow={words.eyebrow}>
        {words.text}
      </PageHeader>
      <ul className="mt-6 flex flex-wrap gap-4 font-semibold text-brand-700">
        {links.map((link) => (
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
