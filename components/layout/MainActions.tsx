import Link from 'next/link';
import type { NavLink } from '@/lib/view/words';

/** The calculator and the quote request, in the page's language. */
export type Actions = { calculator: NavLink; quote: NavLink };

/** The site's two actions side by side: the calculator, then the quote request (the primary one). `onNavigate` closes a menu. */
export function MainActions({ calculator, quote, onNavigate }: Actions & { onNavigate?: () => void }) {
  const close = onNavigate ? { onClick: onNavigate } : {};
  return (
    <>
      <Link href={calculator.href} {...close} data-ripple="dark" className="btn btn-secondary">
        {calculator.name}
      </Link>
      <Link href={quote.href} {...close} data-ripple="light" className="btn btn-primary">
        {quote.name}
      </Link>
    </>
  );
}
