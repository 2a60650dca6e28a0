'use client';
// The calendar address, made on demand and shown once (only its hash is kept).
import { useActionState } from 'react';
import type { DeskFormState } from '@/lib/devis';
import { BUTTON, INPUT, LABEL, Notice } from './ui';

export function FeedForm({ action }: { action: (state: DeskFormState, form: FormData) => Promise<DeskFormState> }) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  return (
    <form action={formAction} className="space-y-4">
      {state.status === 'ok' && (
        <div className="space-y-2">
          <Notice tone="ok">
            Nouvelle adresse créée : l’ancienne ne fonctionne plus. Copiez-la maintenant, elle ne sera plus affichée.
          </Notice>
          <label htmlFor="adresse-agenda" className={LABEL}>
            Adresse de l’agenda
          </label>
          <input
            id="adresse-agenda"
            readOnly
            value={state.message}
            className={`${INPUT} font-mono text-sm`}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
      <button type="submit" className={BUTTON} disabled={pending}>
        Créer une nouvelle adresse d’agenda
      </button>
    </form>
  );
}
