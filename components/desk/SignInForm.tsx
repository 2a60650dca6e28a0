'use client';
// The sign-in form: one field. Its answer is the same words whether the address is known or
// not (lib/desk/session.ts); a malformed address or too many asks get a French message.
import { useActionState } from 'react';
import type { DeskFormState } from '@/lib/devis';
import { BUTTON, INPUT, LABEL, Notice } from './ui';

export function SignInForm({ action }: { action: (state: DeskFormState, form: FormData) => Promise<DeskFormState> }) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  const error = state.status === 'erreur' ? state.message : undefined;
  return (
    <form action={formAction} className="space-y-4" noValidate>
      {state.status === 'ok' && <Notice tone="ok">{state.message}</Notice>}
      <div>
        <label htmlFor="email" className={LABEL}>
          Adresse e-mail
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={state.status === 'erreur' ? state.values?.email : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'email-erreur' : undefined}
          className={INPUT}
        />
        {error && (
          <p id="email-erreur" className="mt-1 font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={BUTTON} disabled={pending}>
        Recevoir un lien de connexion
      </button>
    </form>
  );
}
