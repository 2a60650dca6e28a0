'use client';
// The acceptance form: the box to tick, the name typed as a signature, and a button whose words
// say that it commits to pay (L221-14). Each refusal is written beside its field.
import { useActionState } from 'react';
import type { AcceptanceWords } from '@/lib/devis';

export type AcceptanceState =
  | { status: 'idle' }
  | {
      status: 'erreur';
      message?: string;
      errors?: { name?: string; agreed?: string; express?: string };
      name?: string;
      agreed?: boolean;
      express?: boolean;
    };

export function AcceptanceForm({
  words,
  express,
  action,
}: {
  words: Pick<AcceptanceWords, 'agree' | 'name' | 'submit' | 'errorsTitle'>;
  /** The express request's words, when the event falls within the withdrawal period (L221-25). */
  express?: string | undefined;
  action: (state: AcceptanceState, form: FormData) => Promise<AcceptanceState>;
}) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  const errors = state.status === 'erreur' ? (state.errors ?? {}) : {};
  return (
    <form action={formAction} className="mt-6 space-y-4 rounded-xl border-2 border-brand-600 bg-brand-50 p-5" noValidate>
      {state.status === 'erreur' && state.message && (
        <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800">
          {state.message}
        </p>
      )}
      {(errors.agreed || errors.name || errors.express) && (
        <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{words.errorsTitle}</p>
          <ul className="list-disc pl-5">
            {errors.agreed && (
              <li>
                <a href="#accord" className="underline">
                  {errors.agreed}
                </a>
              </li>
            )}
            {errors.name && (
              <li>
                <a href="#nom" className="underline">
                  {errors.name}
                </a>
              </li>
            )}
            {errors.express && (
              <li>
                <a href="#demande-expresse" className="underline">
                  {errors.express}
                </a>
              </li>
            )}
          </ul>
        </div>
      )}
      <Tick
        id="accord"
        name="accord"
        label={words.agree}
        // React resets the form after each answer: a refusal keeps what the visitor already ticked.
        ticked={state.status === 'erreur' ? state.agreed : undefined}
        error={errors.agreed}
      />
      <div>
        <label htmlFor="nom" className="mb-1 block font-medium">
          {words.name}
        </label>
        <input
          id="nom"
          name="nom"
          autoComplete="name"
          defaultValue={state.status === 'erreur' ? state.name : undefined}
          className="min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'nom-erreur' : undefined}
        />
        {errors.name && (
          <p id="nom-erreur" className="mt-1 font-medium text-red-800">
            {errors.name}
          </p>
        )}
      </div>
      {express && (
        <Tick
          id="demande-expresse"
          name="demande_expresse"
          label={express}
          ticked={state.status === 'erreur' ? state.express : undefined}
          error={errors.express}
        />
      )}
      <button
        type="submit"
        disabled={pending}
        className="min-h-12 w-full rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
      >
        {words.submit}
      </button>
    </form>
  );
}

/** A box the visitor ticks, with its refusal written beside it. */
function Tick({
  id,
  name,
  label,
  ticked,
  error,
}: {
  id: string;
  name: string;
  label: string;
  ticked: boolean | undefined;
  error: string | undefined;
}) {
  return (
    <div>
      <label className="flex min-h-11 items-start gap-3 font-medium">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="oui"
          defaultChecked={ticked}
          className="mt-1 size-5"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erreur` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-erreur`} className="mt-1 font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
