import Link from 'next/link';
import type { Menu } from '@/lib/content';
import { mainLinks, type FrameWords } from '@/lib/view/words';
import { LanguageSwitch } from './LanguageSwitch';
import { MainActions } from './MainActions';
import { MobileMenu } from './MobileMenu';
import { Typeset } from '@/components/ui/Typeset';

type Props = {
  /** The name beside the logo. */
  brand: string;
  /** The menu's extra links, for the wide navigation (the mobile menu fetches its own, words.menu.source). */
  menu: Pick<Menu, 'extraLinks'>;
  words: FrameWords;
};

export function Header({ brand, menu, words }: Props) {
  const { nav } = words;
  const links = mainLinks(nav);
  const actions = { calculator: nav.calculator, quote: nav.quote };
  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3 max-[359px]:gap-2">
        {/* Named by its content, initials included: the name holds all the visible text of the link (WCAG 2.5.3). */}
        <Link
          href={nav.home.href}
          className="flex items-center gap-2 whitespace-nowrap text-base font-bold tracking-tight text-brand-800 max-[359px]:text-sm sm:text-lg"
        >
          <span className="grid size-9 place-items-center rounded-lg bg-brand-700 text-sm text-white">SRG</span>
          <span>{brand}</span>
          <span className="sr-only">{words.homeSuffix}</span>
        </Link>
        <nav aria-label={words.mainNavigation} className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {[...links, ...menu.extraLinks].map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="py-2 text-ink hover:text-brand-700 hover:underline underline-offset-4">
                  <Typeset text={link.name} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch {...words.switchTo} />
          <div className="hidden items-center gap-2 lg:flex">
            <MainActions {...actions} />
          </div>
          <div className="lg:hidden">
            <MobileMenu words={words.menu} links={links} actions={actions} />
          </div>
        </div>
      </div>
    </header>
  );
}
