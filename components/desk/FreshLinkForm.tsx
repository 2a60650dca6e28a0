'use client';
// « Recevoir un nouveau lien » for a signed-in provider whose sign-in is too old to change a passkey.
import { useActionState } from 'react';
import type { DeskFormState } from '@/lib/devis';
import { BUTTON, Notice } from './ui';

export function FreshLinkForm({ action }: { action: (state: DeskFormState) => Promise<DeskFormState> }) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  return (
    <form action={formAction} className="space-y-3">
      {state.status === 'ok' && <Notice tone="ok">{state.message}</Notice>}
      {state.status === 'erreur' && state.message && <Notice tone="erreur">{state.message}</Notice>}
      <button type="submit" className={BUTTON} disabled={pending}>
        Recevoir un nouveau lien de connexion
      </button>
    </form>
  );
}
