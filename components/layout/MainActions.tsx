import Link from 'next/link';
import { NAV } from './navigation';

/** The site's two actions side by side: the calculator, then the quote request (the primary one). `onNavigate` closes a menu. */
export function MainActions({ onNavigate }: { onNavigate?: () => void }) {
  const close = onNavigate ? { onClick: onNavigate } : {};
  return (
    <>
      <Link href={NAV.calculator.href} {...close} data-ripple="dark" className="btn btn-secondary">
        {NAV.calculator.name}
      </Link>
      <Link href={NAV.quote.href} {...close} data-ripple="light" className="btn btn-primary">
        {NAV.quote.name}
      </Link>
    </>
  );
}
