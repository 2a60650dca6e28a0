import type { ReactNode } from 'react';

const errorId = (id: string) => `${id}-erreur`;
const hintId = (id: string) => `${id}-aide`;

/** aria-describedby for a control: its hint, and its error when there is one. */
export const describedBy = (id: string, hint: boolean, error?: string) =>
  [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ') || undefined;

/** The error line under a field. Always present, so a message appearing does not move the fields. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={errorId(id)} className="mt-1 min-h-5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

type TextFieldProps = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  type?: 'text' | 'date';
  min?: string;
  onChange: (value: string) => void;
};

/** A labelled input; numbers are typed as text so that a wrong entry can be named, never NaN. */
export function TextField({ id, name, label, hint, error, value, type = 'text', min, onChange }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">{label}</label>
      {/* Two lines kept for the hint on wide screens, so side-by-side inputs line up. */}
      {hint && <p id={hintId(id)} className="text-sm text-muted sm:min-h-10">{hint}</p>}
      <input
        id={id}
        name={name}
        type={type}
        min={min}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(type === 'text' && { inputMode: 'numeric' as const, autoComplete: 'off' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), error)}
        className="mt-2 h-12 w-full rounded-lg border border-muted/50 bg-white px-3 text-lg aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 sm:max-w-56"
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

type Option = { value: string; label: ReactNode };

/** A group of large radio buttons under a legend; `canFail` keeps a line for an error. */
export function RadioGroup({ id, name, legend, options, value, error, canFail = false, onChange }: {
  id: string;
  name: string;
  legend: string;
  options: Option[];
  value: string;
  error?: string;
  canFail?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset aria-describedby={describedBy(id, false, error)}>
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-muted/40 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {canFail && <FieldError id={id} error={error} />}
    </fieldset>
  );
}
