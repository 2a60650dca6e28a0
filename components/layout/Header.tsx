import Link from 'next/link';
import type { Menu } from '@/lib/content';
import { MainActions } from './MainActions';
import { MobileMenu } from './MobileMenu';
import { MAIN_LINKS } from './navigation';
import { Typeset } from '@/components/ui/Typeset';

/** `brand`: the name beside the logo; `menu`: its extra links, for the wide navigation (the mobile menu fetches its own, /menu.json). */
export function Header({ brand, menu }: { brand: string; menu: Menu }) {
  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3">
        {/* Named by its content, initials included: the name holds all the visible text of the link (WCAG 2.5.3). */}
        <Link href="/" className="flex items-center gap-2 whitespace-nowrap text-base font-bold tracking-tight text-brand-800 sm:text-lg">
          <span className="grid size-9 place-items-center rounded-lg bg-brand-700 text-sm text-white">SRG</span>
          <span>{brand}</span>
          <span className="sr-only">, accueil</span>
        </Link>
        <nav aria-label="Navigation principale" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {[...MAIN_LINKS, ...menu.extraLinks].map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="py-2 text-ink hover:text-brand-700 hover:underline underline-offset-4">
                  <Typeset text={link.name} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <MainActions />
        </div>
        <div className="ml-auto lg:hidden">
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
