import Link from 'next/link';
import { site } from '@/lib/content';

const MAIN_LINKS = [
  { name: 'Nos prestations', href: '/prestations' },
  { name: 'Nos salles', href: '/locations' },
] as const;

export function Header() {
  return (
    <header className="border-b border-brand-100 bg-white">
      <nav aria-label="Navigation principale" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="text-lg font-bold text-brand-800">
          {site.brand}
        </Link>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium">
          {[...MAIN_LINKS, ...site.extra_links].map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="hover:text-brand-700">
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="ml-auto flex gap-2 text-sm font-semibold">
          <li>
            <Link href="/calcul" className="inline-block rounded-md border border-brand-700 px-3 py-2 text-brand-700">
              Calcul de tarif
            </Link>
          </li>
          <li>
            <Link href="/devis" className="inline-block rounded-md bg-brand-700 px-3 py-2 text-white">
              Demande de devis
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
