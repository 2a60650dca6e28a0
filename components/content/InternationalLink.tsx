import Link from 'next/link';
import { Typeset } from '@/components/ui/Typeset';

/** On an English venue, service or product page: the way to the page for clients from abroad (lib/view/international.ts). */
export function InternationalLink({ link }: { link: { href: string; text: string } | undefined }) {
  if (!link) return null;
  return (
    <p className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <Link href={link.href} className="font-medium text-brand-700 underline underline-offset-2">
        <Typeset text={link.text} locale="en" />
      </Link>
    </p>
  );
}
