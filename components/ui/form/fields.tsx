// The form-field kit of the calculator and the quote form: one naming scheme for the ids that tie
// a control to its hint and its error (aria-describedby), and the labelled controls themselves.
// A `live` form (the calculator) checks as the visitor types: its fields keep room for a hint of
// two lines and for the error line, so that fields side by side line up and a message appearing
// moves nothing. The quote form checks on sending, and shows an error line only when there is one.
import type { ReactNode } from 'react';
import { Typeset } from '@/components/ui/Typeset';
import { typographyOf } from '@/lib/english/typography';
import type { Locale } from '@/lib/i18n';

/** The ids of one form's controls, prefixed by the form (`devis-date`, `calcul-date`). */
export const fieldIds = (form: string) => (name: string) => `${form}-${name}`;
const hintId = (id: string) => `${id}-aide`;
const errorId = (id: string) => `${id}-erreur`;

/** aria-describedby for a control: its hint, and its error when there is one. */
export const describedBy = (id: string, hint: boolean, error?: string) =>
  [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ') || undefined;

type Common = {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** The language of the words: French typography for French only (the default). */
  locale?: Locale | undefined;
};

/** A plain text (an option, a group's label) in its language's typography. */
const typeset = (text: string, locale: Locale = 'fr') => typographyOf(locale)(text);

const requiredMark = (
  <span aria-hidden="true" className="text-red-700">
    {' '}
    *
  </span>
);

function Label({ id, label, required, locale }: Pick<Common, 'id' | 'label' | 'required' | 'locale'>) {
  return (
    <label htmlFor={id} className="block font-semibold text-ink">
      <Typeset text={label} locale={locale} />
      {required && requiredMark}
    </label>
  );
}

function Hint({ id, hint, live = false, locale }: Pick<Common, 'id' | 'hint' | 'locale'> & { live?: boolean }) {
  if (!hint) return null;
  return (
    <p id={hintId(id)} className={live ? 'text-sm text-muted sm:min-h-10' : 'text-sm text-muted'}>
      <Typeset text={hint} locale={locale} />
    </p>
  );
}

/** The error line under a field; a live form always has it, empty until there is an error. */
function ErrorLine({ id, error, live = false, locale }: Pick<Common, 'id' | 'error' | 'locale'> & { live?: boolean }) {
  if (live) {
    return (
      <p id={errorId(id)} className="mt-1 min-h-5 text-sm font-medium text-red-700">
        {error && <Typeset text={error} locale={locale} />}
      </p>
    );
  }
  return error ? (
    <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠ </span>
      <Typeset text={error} locale={locale} />
    </p>
  ) : null;
}

/** A control with its label above, its hint and its error line: the frame every field shares. */
function Field({
  id,
  label,
  hint,
  error,
  required,
  live = false,
  className,
  children,
  locale,
}: Omit<Common, 'name'> & { live?: boolean; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} locale={locale} />
      <Hint id={id} hint={hint} live={live} locale={locale} />
      {children}
      <ErrorLine id={id} error={error} live={live} locale={locale} />
    </div>
  );
}

const aria = (id: string, { hint, error, required }: Pick<Common, 'hint' | 'error' | 'required'>) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, Boolean(hint), error),
  'aria-required': required || undefined,
});

const control =
  'mt-1.5 block w-full rounded-lg border border-muted/50 bg-white px-3 text-base text-ink aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';
const liveControl =
  'mt-2 h-12 w-full rounded-lg border border-muted/50 bg-white px-3 text-lg aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 sm:max-w-56';

type InputProps = Common & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time';
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  maxLength?: number;
  min?: string | undefined;
  max?: string;
  className?: string;
  live?: boolean;
};

/** A labelled input. Numbers are typed as text (inputMode numeric) so that a wrong entry can be named, never NaN. */
export function TextInput({
  id,
  name,
  label,
  hint,
  error,
  required,
  value,
  onChange,
  type = 'text',
  className = '',
  live = false,
  locale,
  ...rest
}: InputProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      live={live}
      className={live ? undefined : className}
      locale={locale}
    >
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
        {...aria(id, { hint, error, required })}
        className={live ? liveControl : `${control} h-12`}
      />
    </Field>
  );
}

export function TextArea({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  maxLength,
  locale,
}: Common & { value: string; onChange: (value: string) => void; maxLength: number }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} locale={locale}>
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
    </Field>
  );
}

/** One box to tick; its value is `oui` when ticked, nothing otherwise (as a form posts it). */
export function Checkbox({
  id,
  name,
  label,
  hint,
  checked,
  onChange,
  locale,
}: Omit<Common, 'error' | 'required'> & { checked: boolean; onChange: (checked: boolean) => void }) {
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
        <Typeset text={label} locale={locale} />
      </label>
      <Hint id={id} hint={hint} locale={locale} />
    </div>
  );
}

export type Option = { value: string; label: string };
export type OptionGroup = { label: string; options: Option[] };

export function Select({
  id,
  name,
  label,
  hint,
  error,
  required,
  value,
  onChange,
  placeholder,
  groups,
  className = '',
  locale,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  groups: OptionGroup[];
  className?: string;
}) {
  const single = groups.length === 1;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className} locale={locale}>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...aria(id, { hint, error, required })}
        className={`${control} h-12`}
      >
        <option value="">{typeset(placeholder, locale)}</option>
        {single
          ? groups[0]?.options.map((o) => (
              <option key={o.value} value={o.value}>
                {typeset(o.label, locale)}
              </option>
            ))
          : groups.map((group) => (
              <optgroup key={group.label} label={typeset(group.label, locale)}>
                {group.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {typeset(o.label, locale)}
                  </option>
                ))}
              </optgroup>
            ))}
      </select>
    </Field>
  );
}

/**
 * Large radio buttons under a legend. In the quote form the first one carries the id the error
 * summary links to; a live group keeps a line for an error only when `canFail`.
 */
export function RadioGroup({
  id,
  name,
  label,
  hint,
  error,
  required,
  value,
  onChange,
  options,
  live = false,
  canFail = false,
  locale,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: ReactNode }[];
  live?: boolean;
  canFail?: boolean;
}) {
  return (
    <fieldset aria-describedby={describedBy(id, Boolean(hint), error)}>
      <legend className="font-semibold text-ink">
        <Typeset text={label} locale={locale} />
        {required && requiredMark}
      </legend>
      <Hint id={id} hint={hint} locale={locale} />
      <div className={live ? 'mt-2 grid gap-2 sm:grid-cols-2' : 'mt-1.5 grid gap-2 sm:grid-cols-2'}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-muted/40 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
          >
            <input
              id={index === 0 && !live ? id : undefined}
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
      {(!live || canFail) && <ErrorLine id={id} error={error} live={live} locale={locale} />}
    </fieldset>
  );
}
