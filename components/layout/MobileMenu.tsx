'use client';

import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import type { Menu } from '@/lib/content';
import type { FrameWords, NavLink } from '@/lib/view/words';
import type { Actions } from './MainActions';
import type { TabId } from './MenuDrawer';

// The drawer's code and its data (/menu.json) are loaded when the visitor first reaches for the
// menu: until then a page carries only this button, nor the menu's items inline (#36).
const MenuDrawer = lazy(() => import('./MenuDrawer'));
let menuData: Promise<Menu | undefined> | undefined;

/** Starts loading the drawer and its data, once: on the first touch, hover or focus of the button, before the tap ends. */
function prepare(source: string) {
  void import('./MenuDrawer');
  menuData ??= fetch(source)
    .then((response) => (response.ok ? (response.json() as Promise<Menu>) : undefined))
    .catch(() => undefined)
    .then((menu) => {
      // A failed request is tried again at the next opening.
      if (!menu) menuData = undefined;
      return menu;
    });
  return menuData;
}

/**
 * The slide-in menu below the large breakpoint. A modal <dialog> gives the focus trap,
 * Escape and the inert page for free; this component adds the overlay click, closing on
 * a link and focus return, and its drawer the WAI-ARIA tabs.
 */
type Props = {
  words: FrameWords['menu'];
  /** The two lists, shown when the menu's data could not be loaded. */
  links: NavLink[];
  actions: Actions;
};

export function MobileMenu({ words, links, actions }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TabId>('prestations');

  // The drawer is rendered first, then the dialog opens, so that showModal() focuses its first control.
  const shown = useCallback(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const close = useCallback(() => dialog.current?.close(), []);
  const warm = () => void prepare(words.source);
  const onClose = () => {
    setOpen(false);
    opener.current?.focus();
  };
  // A click on the dialog element itself (not the drawer inside) is a click on the overlay.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        onPointerDown={warm}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-controls="menu-mobile"
        className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 lg:hidden"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 5h14M3 10h14M3 15h14" />
        </svg>
        <span className="sr-only">{words.open}</span>
        <span className="first-letter:uppercase">{words.button}</span>
      </button>
      {/* A modal dialog is interactive: a click on its backdrop closes it, as Escape does. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events */}
      <dialog
        ref={dialog}
        id="menu-mobile"
        aria-label={words.title}
        onClose={onClose}
        onClick={onDialogClick}
        className="mobile-menu m-0 ml-auto h-dvh max-h-none w-[88vw] max-w-md bg-transparent p-0 backdrop:bg-ink/50"
      >
        {open && (
          <Suspense fallback={null}>
            <MenuDrawer
              data={prepare(words.source)}
              words={words}
              links={links}
              actions={actions}
              tab={tab}
              onTab={setTab}
              close={close}
              onShown={shown}
            />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
