// The quote form's state: the values, the errors shown, the submission. Without JavaScript the
// form posts to its Server Action and the page comes back with the errors or the reference; with
// JavaScript the same checks (lib/quotes/form/schema.ts) run first and the action answers in place.
import { startTransition, useActionState, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { parisToday } from '@/lib/dates/paris';
import { quantityRule, usesQuantity } from '@/lib/pricing';
import {
  checkQuote,
  prefilledQuery,
  QUOTE_FIELDS,
  type QuoteCatalogue,
  type QuoteErrors,
  type QuoteField,
  type QuoteState,
  type QuoteValues,
  staleChoices,
} from '@/lib/quotes';
import type { Locale } from '@/lib/i18n';
import { QUOTE_PATH } from '@/lib/view/hand-offs';
import { useEarlyInput } from '@/components/ui/form/early-input';
import { fieldIds } from '@/components/ui/form/fields';

/** The ids of the form's controls: `devis-date`, `devis-nom`… */
export const quoteFieldId = fieldIds('devis');

export type QuoteAction = (state: QuoteState, form: FormData) => Promise<QuoteState>;

const subscribe = () => () => undefined;
/** False while rendering on the server and hydrating: lists are complete for a form without JavaScript. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/** Keeps the choices consistent after `changed` changed: a formula fixes the audience and the venue. */
function reconcile(values: QuoteValues, changed: QuoteField, catalogue: QuoteCatalogue): QuoteValues {
  const next = { ...values };
  const formula = catalogue.formulas.find((f) => f.id === next.offre);
  if (changed === 'offre' && formula) {
    next.public = formula.audience;
    next.lieu = formula.venue;
    if (!formula.categories.includes(next.evenement as never))
      next.evenement = formula.categories.length === 1 ? (formula.categories[0] ?? '') : '';
    const [onlySlot, ...otherSlots] = formula.horaires;
    if (onlySlot !== undefined && otherSlots.length === 0) next.creneau = onlySlot;
    else if (formula.horaires.length > 1 && !formula.horaires.includes(next.creneau)) next.creneau = '';
    next.quantite = usesQuantity(formula) ? next.quantite || String(quantityRule(formula).min) : '';
    if (!formula.salles?.some((room) => room.salle === next.salle)) next.salle = '';
    if (!formula.heure_sup) next.heures = '';
    return next;
  }
  if (changed === 'public') {
    const event = catalogue.categories.find((c) => c.code === next.evenement);
    if (event && event.audience !== next.public) next.evenement = '';
  }
  const mismatch =
    formula &&
    ((next.public && formula.audience !== next.public) ||
      (next.lieu && formula.venue !== next.lieu) ||
      (changed === 'evenement' && next.evenement && !formula.categories.includes(next.evenement as never)));
  if (mismatch) next.offre = '';
  return next;
}

const check = (catalogue: QuoteCatalogue, values: QuoteValues): QuoteErrors => {
  const result = checkQuote(catalogue, parisToday(), values);
  return result.ok ? {} : result.errors;
};

export function useQuoteForm(catalogue: QuoteCatalogue, initial: QuoteValues, action: QuoteAction, locale: Locale) {
  // The page's address as the permalink: without it, React writes the form's action for a browser
  // without JavaScript as an empty `action=""`, which HTML forbids. Such a browser now posts to
  // /devis without the query, which only preselects a formula: the answer shows the values sent.
  const [state, formAction, pending] = useActionState(action, { status: 'idle' }, QUOTE_PATH[locale]);
  const hydrated = useHydrated();
  const returned = state.status === 'invalid' || state.status === 'refused' ? state : undefined;
  const [values, setValues] = useState<QuoteValues>(returned?.values ?? initial);
  const [clientErrors, setClientErrors] = useState<QuoteErrors | undefined>();
  // Counts refused submissions: each one moves the focus to what went wrong.
  const [refusals, setRefusals] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  // A date or a name typed before the page was interactive stays: the state takes it over, field by
  // field in the form's order, with the same consequences as if typed afterwards.
  const formRef = useEarlyInput((typed) =>
    setValues((current) =>
      QUOTE_FIELDS.reduce((next, field) => {
        const value = typed[field];
        return value === undefined || value === next[field] ? next : reconcile({ ...next, [field]: value }, field, catalogue);
      }, current),
    ),
  );

  useEffect(() => {
    if (state.status === 'idle') return;
    setClientErrors(undefined);
    if (state.status !== 'success') setRefusals((n) => n + 1);
  }, [state]);

  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  /** The errors of the last try to send, in the form's order, for the summary. */
  const sent: QuoteErrors = clientErrors ?? (state.status === 'invalid' ? state.errors : {});
  const summary = QUOTE_FIELDS.flatMap((field) => {
    const message = sent[field];
    return message ? [[field, message] as const] : [];
  });
  // A prefilled value the formula does not take is flagged next to its field before any try.
  const errors: QuoteErrors = { ...staleChoices(catalogue, values), ...sent };

  const set = (field: QuoteField) => (value: string) => {
    const next = reconcile({ ...values, [field]: value }, field, catalogue);
    setValues(next);
    // Once the visitor has tried to send, errors follow what they fix.
    if (refusals > 0 || clientErrors) setClientErrors(check(catalogue, next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = check(catalogue, values);
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      setRefusals((n) => n + 1);
      return;
    }
    setClientErrors({});
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };

  return {
    state,
    formAction,
    pending,
    hydrated,
    values,
    errors,
    summary,
    /** A refusal from the server (limits, outage), shown until the visitor tries again. */
    refusal: state.status === 'refused' && !clientErrors ? state.message : undefined,
    token: returned?.token,
    /** The values the page filled in, posted back so that the provider reads what was typed. */
    prefilled: returned?.prefilled ?? prefilledQuery(initial),
    summaryRef,
    formRef,
    set,
    onSubmit,
  };
}

/** What each section of the form reads: the values, the errors to show, and a setter per field. */
export type SectionProps = {
  values: QuoteValues;
  errors: QuoteErrors;
  set: (field: QuoteField) => (value: string) => void;
  /** False while rendering on the server and hydrating: every optional part shows for a form without JavaScript. */
  hydrated: boolean;
  /** The form's language: its labels, hints and errors. */
  locale: Locale;
};

/** What every control of the form takes from its field: id, name, value, error and setter. */
export const controlOf = ({ values, errors, set, locale }: SectionProps, field: QuoteField) => ({
  locale,
  id: quoteFieldId(field),
  name: field,
  value: values[field],
  error: errors[field],
  onChange: set(field),
});
