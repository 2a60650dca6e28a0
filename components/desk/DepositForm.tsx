'use client';
// « Acompte reçu » (or a later payment): its date and amount, each refusal beside its field.
import { useActionState } from 'react';
import type { DeskFormState } from '@/lib/devis';
import { BUTTON, Field, Notice } from './ui';

export function DepositForm({
  id,
  today,
  expected,
  action,
  label = 'Acompte reçu',
}: {
  id: number;
  today: string;
  expected: string;
  /** The button: « Acompte reçu » for the first payment, « Paiement reçu » for the next. */
  label?: string;
  action: (state: DeskFormState, form: FormData) => Promise<DeskFormState>;
}) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  const problem = (field: string) => (state.status === 'erreur' ? state.problems?.find((p) => p.field === field)?.message : undefined);
  return (
    <form action={formAction} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]" noValidate>
      <input type="hidden" name="id" value={id} />
      {state.status === 'ok' && (
        <div className="sm:col-span-3">
          <Notice tone="ok">{state.message}</Notice>
        </div>
      )}
      {state.status === 'erreur' && !problem('depositOn') && !problem('depositAmount') && (
        <div className="sm:col-span-3">
          <Notice tone="erreur">{state.problems?.[0]?.message}</Notice>
        </div>
      )}
      <Field id="depositOn" name="depositOn" label="Reçu le" type="date" defaultValue={today} error={problem('depositOn')} />
      <Field
        id="depositAmount"
        name="depositAmount"
        label="Montant reçu (€)"
        inputMode="decimal"
        defaultValue={expected}
        error={problem('depositAmount')}
      />
      <div className="flex items-end">
        <button type="submit" className={BUTTON} disabled={pending}>
          {label}
        </button>
      </div>
    </form>
  );
}
