import type { ReactNode } from 'react';
import { Typeset } from '@/components/ui/Typeset';
import type { Locale } from '@/lib/i18n';

export function PageHeader({
  eyebrow,
  title,
  children,
  locale,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  locale?: Locale | undefined;
}) {
  return (
    <div className="max-w-3xl">
      {eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">
          <Typeset text={eyebrow} locale={locale} />
        </p>
      )}
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
        <Typeset text={title} locale={locale} />
      </h1>
      {children && (
        <div className="mt-3 text-lg text-muted">
          {typeof children === 'string' ? <Typeset text={children} locale={locale} /> : children}
        </div>
      )}
    </div>
  );
}
