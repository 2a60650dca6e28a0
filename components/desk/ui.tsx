// The desk's small pieces of markup, shared by its pages: a page frame with the sign-out
// buttons, a message box, a button. Server components: the desk works without JavaScript.
import Link from 'next/link';
import { deskPaths } from '@/lib/desk';
import type { InputHTMLAttributes, ReactNode } from 'react';

export const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
export const BUTTON_SECONDARY =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';
export const INPUT = 'min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base';
export const LABEL = 'mb-1 block font-medium';

/** A labelled input with its refusal written beside it and tied to it (aria-describedby). */
export function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-erreur`} className="mt-1 font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function Notice({ tone, children, id }: { tone: 'ok' | 'erreur' | 'info'; children: ReactNode; id?: string }) {
  const style =
    tone === 'ok'
      ? 'border-brand-600 bg-brand-50 text-brand-800'
      : tone === 'erreur'
        ? 'border-red-700 bg-red-50 text-red-800'
        : 'border-stone-300 bg-white text-stone-800';
  return (
    <div id={id} role={tone === 'erreur' ? 'alert' : 'status'} className={`rounded-lg border-2 p-4 ${style}`}>
      {children}
    </div>
  );
}

/** The frame of every signed-in page: where you are, who is signed in, how to leave. */
export function DeskFrame({
  email,
  title,
  back,
  children,
  signOut,
}: {
  email: string;
  title: string;
  back?: { href: string; label: string } | undefined;
  children: ReactNode;
  signOut: (formData: FormData) => Promise<void>;
}) {
  return (
    <>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link href={deskPaths.inbox} className="font-semibold text-brand-800">
            Espace prestataire
          </Link>
          <nav aria-label="Espace prestataire" className="flex flex-wrap items-center gap-3 text-sm">
            <Link href={deskPaths.inbox} className="underline">
              Demandes
            </Link>
            <Link href={deskPaths.agenda} className="underline">
              Agenda
            </Link>
            <Link href={deskPaths.invoices} className="underline">
              Factures
            </Link>
            <Link href={deskPaths.passkeys} className="underline">
              Clés d’accès
            </Link>
            <span className="text-muted">{email}</span>
            <form action={signOut}>
              <button name="partout" value="non" className="underline">
                Se déconnecter
              </button>
            </form>
            <Link href={`${deskPaths.passkeys}#partout`} className="underline">
              Se déconnecter partout…
            </Link>
          </nav>
        </div>
      </header>
      <main id="contenu" className="mx-auto max-w-6xl px-4 py-6">
        {back && (
          <p className="mb-2 text-sm">
            <Link href={back.href} className="underline">
              ← {back.label}
            </Link>
          </p>
        )}
        <h1 className="mb-4 text-2xl font-semibold text-brand-800">{title}</h1>
        {children}
      </main>
    </>
  );
}
