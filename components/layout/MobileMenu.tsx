'use client';

import Link from 'next/link';
import Image from 'next/image';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Menu } from '@/lib/content';
import { MainActions } from './MainActions';
import { Typeset } from '@/components/ui/Typeset';

const TABS = [
  { id: 'prestations', label: 'Nos Prestations' },
  { id: 'salles', label: 'Nos salles à louer' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The slide-in menu below the large breakpoint. A modal <dialog> gives the focus trap,
 * Escape and the inert page for free; this component adds the overlay click, closing on
 * a link, focus return and the WAI-ARIA tabs.
 */
export function MobileMenu({ prestations, venues, extraLinks }: Menu) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ prestations: null, salles: null });
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TabId>('prestations');

  // The drawer's content exists only while the menu is open: it needs JavaScript to open anyway,
  // and in the HTML of every page it weighed about 0.7 KB gzip, plus its photos (16 KB of source sets).
  // It is rendered first, then the dialog opens, so that showModal() focuses its first control.
  const show = () => setOpen(true);
  useLayoutEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  const close = () => dialog.current?.close();
  const onClose = () => {
    setOpen(false);
    opener.current?.focus();
  };
  // A click on the dialog element itself (not the drawer inside) is a click on the overlay.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
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
    const target = next === undefined ? undefined : TABS[next]?.id;
    if (target === undefined) return;
    event.preventDefault();
    setTab(target);
    tabRefs.current[target]?.focus();
  };

  const items = tab === 'prestations' ? prestations : venues;

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={show}
        aria-expanded={open}
        aria-controls="menu-mobile"
        className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 lg:hidden"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 5h14M3 10h14M3 15h14" />
        </svg>
        <span className="sr-only">Ouvrir le </span>
        <span className="first-letter:uppercase">menu</span>
      </button>
      {/* A modal dialog is interactive: a click on its backdrop closes it, as Escape does. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events */}
      <dialog
        ref={dialog}
        id="menu-mobile"
        aria-label="Menu"
        onClose={onClose}
        onClick={onDialogClick}
        className="mobile-menu m-0 ml-auto h-dvh max-h-none w-[88vw] max-w-md bg-transparent p-0 backdrop:bg-ink/50"
      >
        {open && (
          <div className="mobile-menu-panel flex h-full flex-col overflow-y-auto bg-white shadow-xl">
            <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
              <span className="font-bold text-brand-800">Menu</span>
              <button
                type="button"
                onClick={close}
                className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                Fermer le menu
              </button>
            </div>
            <div role="tablist" aria-label="Parcourir" className="grid grid-cols-2 border-b border-brand-100">
              {TABS.map((t) => (
                <button
                  key={t.id}
                  ref={(el) => {
                    tabRefs.current[t.id] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`onglet-${t.id}`}
                  aria-selected={tab === t.id}
                  aria-controls={`panneau-${t.id}`}
                  tabIndex={tab === t.id ? 0 : -1}
                  onClick={() => setTab(t.id)}
                  onKeyDown={onTabKey}
                  className="min-h-12 border-b-2 border-transparent px-2 text-sm font-semibold text-muted aria-selected:border-brand-700 aria-selected:text-brand-800"
                >
                  <Typeset text={t.label} />
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
            <ul className="mt-auto space-y-1 border-t border-brand-100 p-4">
              {extraLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} onClick={close} className="block py-2 font-medium text-brand-800 hover:underline">
                    <Typeset text={link.name} />
                  </Link>
                </li>
              ))}
              <li className="grid grid-cols-2 gap-2 pt-2">
                <MainActions onNavigate={close} />
              </li>
            </ul>
          </div>
        )}
      </dialog>
    </>
  );
}
