'use client';

import Link from 'next/link';
import Image from 'next/image';
import { use, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { Menu } from '@/lib/content';
import type { FrameWords, NavLink } from '@/lib/view/words';
import { MainActions, type Actions } from './MainActions';
import { Typeset } from '@/components/ui/Typeset';

const TABS = ['prestations', 'salles'] as const;
export type TabId = (typeof TABS)[number];

type Props = {
  words: FrameWords['menu'];
  /** The two lists, shown when the menu's data could not be loaded. */
  links: NavLink[];
  actions: Actions;
  /** The menu's data (/menu.json); undefined when it could not be loaded. */
  data: Promise<Menu | undefined>;
  tab: TabId;
  onTab: (tab: TabId) => void;
  close: () => void;
  /** Called once the drawer is in the page, so that the dialog opens on it and focuses its first control. */
  onShown: () => void;
};

/** The mobile menu's drawer: loaded with its data when the visitor first reaches for the menu. */
export default function MenuDrawer({ data, words, links, actions, tab, onTab, close, onShown }: Props) {
  const menu = use(data);
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ prestations: null, salles: null });
  useLayoutEffect(onShown, [onShown]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : undefined;
    const target = next === undefined ? undefined : TABS[next];
    if (target === undefined) return;
    event.preventDefault();
    onTab(target);
    tabRefs.current[target]?.focus();
  };

  const items = menu ? (tab === 'prestations' ? menu.prestations : menu.venues) : [];

  return (
    <div className="mobile-menu-panel flex h-full flex-col overflow-y-auto bg-white shadow-xl">
      <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
        <span className="font-bold text-brand-800">{words.title}</span>
        <button
          type="button"
          onClick={close}
          className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {words.close}
        </button>
      </div>
      {menu ? (
        <>
          <div role="tablist" aria-label={words.browse} className="grid grid-cols-2 border-b border-brand-100">
            {TABS.map((id) => (
              <button
                key={id}
                ref={(el) => {
                  tabRefs.current[id] = el;
                }}
                type="button"
                role="tab"
                id={`onglet-${id}`}
                aria-selected={tab === id}
                aria-controls={`panneau-${id}`}
                tabIndex={tab === id ? 0 : -1}
                onClick={() => onTab(id)}
                onKeyDown={onTabKey}
                className="min-h-12 border-b-2 border-transparent px-2 text-sm font-semibold text-muted aria-selected:border-brand-700 aria-selected:text-brand-800"
              >
                <Typeset text={words.tabs[id]} />
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panneau-${tab}`} aria-labelledby={`onglet-${tab}`} tabIndex={0} className="p-4">
            <ul className="grid grid-cols-2 gap-3">
              {items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} onClick={close} className="group block rounded-lg">
                    <span className="relative block aspect-[3/2] overflow-hidden rounded-lg bg-brand-100">
                      <Image src={item.imageSrc} alt="" fill sizes="(min-width: 448px) 200px, 45vw" className="object-cover" />
                    </span>
                    <span className="mt-1 block text-sm font-semibold leading-tight text-ink group-hover:underline first-letter:uppercase">
                      <Typeset text={item.label} />
                    </span>
                    {item.sector && <span className="block text-xs text-muted">{item.sector}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : (
        // Without its data (a failed request), the menu still leads to the two lists.
        <ul className="space-y-1 p-4">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} onClick={close} className="block py-2 font-medium text-brand-800 hover:underline">
                <Typeset text={link.name} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ul className="mt-auto space-y-1 border-t border-brand-100 p-4">
        {menu?.extraLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={close} className="block py-2 font-medium text-brand-800 hover:underline">
              <Typeset text={link.name} />
            </Link>
          </li>
        ))}
        <li className="grid grid-cols-2 gap-2 pt-2">
          <MainActions {...actions} onNavigate={close} />
        </li>
      </ul>
    </div>
  );
}
