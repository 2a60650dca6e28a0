import type { ReactNode } from 'react';

export const fieldId = (name: string) => `devis-${name}`;
const hintId = (id: string) => `${id}-aide`;
const errorId = (id: string) => `${id}-erreur`;

const describedBy = (id: string, hint: boolean, error?: string) =>
  [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ') || undefined;

const control =
  'mt-1.5 block w-full rounded-lg border border-muted/50 bg-white px-3 text-base text-ink aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

type Common = {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
};

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="block font-semibold text-ink">
      {label}
      {required && <span aria-hidden="true" className="text-red-700"> *</span>}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? <p id={hintId(id)} className="text-sm text-muted">{hint}</p> : null;
}

function ErrorLine({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  ) : null;
}

const aria = (id: string, { hint, error, required }: Pick<Common, 'hint' | 'error' | 'required'>) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, Boolean(hint), error),
  'aria-required': required || undefined,
});

type InputProps = Common & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time';
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  maxLength?: number;
  min?: string;
  max?: string;
  className?: string;
};

export function TextInput({ name, label, hint, error, required, value, onChange, type = 'text', className = '', ...rest }: InputProps) {
  const id = fieldId(name);
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
        {...aria(id, { hint, error, required })}
        className={`${control} h-12`}
      />
      <ErrorLine id={id} error={error} />
    </div>
  );
}

export function TextArea({ name, label, hint, error, value, onChange, maxLength }: Common & { value: string; onChange: (value: string) => void; maxLength: number }) {
  const id = fieldId(name);
  return (
    <div>
      <Label id={id} label={label} />
      <Hint id={id} hint={hint} />
      <textarea
        id={id}
        name={name}
        rows={5}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        {...aria(id, { hint, error })}
        className={`${control} py-2`}
      />
      <ErrorLine id={id} error={error} />
    </div>
  );
}

/** One box to tick; its value is `oui` when ticked, nothing otherwise (as a form posts it). */
export function Checkbox({ name, label, hint, checked, onChange }: Omit<Common, 'error' | 'required'> & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = fieldId(name);
  return (
    <div>
      <label
        htmlFor={id}
        className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-muted/40 bg-white px-3 py-2 font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
      >
        <input
          id={id}
          type="checkbox"
          name={name}
          value="oui"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={describedBy(id, Boolean(hint))}
          className="size-5 shrink-0 accent-brand-700"
        />
        {label}
      </label>
      <Hint id={id} hint={hint} />
    </div>
  );
}

export type Option = { value: string; label: string };
export type OptionGroup = { label: string; options: Option[] };

export function Select({ name, label, hint, error, required, value, onChange, placeholder, groups, className = '' }: Common & {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  groups: OptionGroup[];
  className?: string;
}) {
  const id = fieldId(name);
  const single = groups.length === 1;
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...aria(id, { hint, error, required })}
        className={`${control} h-12`}
      >
        <option value="">{placeholder}</option>
        {single
          ? groups[0]!.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)
          : groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </optgroup>
            ))}
      </select>
      <ErrorLine id={id} error={error} />
    </div>
  );
}

/** Radio buttons under a legend; the first one carries the id the error summary links to. */
export function RadioGroup({ name, label, hint, error, required, value, onChange, options }: Common & {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: ReactNode }[];
}) {
  const id = fieldId(name);
  return (
    <fieldset aria-describedby={describedBy(id, Boolean(hint), error)}>
      <legend className="font-semibold text-ink">
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </legend>
      <Hint id={id} hint={hint} />
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-muted/40 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
          >
            <input
              id={index === 0 ? id : undefined}
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
      <ErrorLine id={id} error={error} />
    </fieldset>
  );
}
