'use client';

// The quote request form. Without JavaScript it posts to its Server Action and the page
// comes back with the errors or the reference; with JavaScript the same checks
// (lib/quotes/schema.ts) run first, the lists narrow to what fits, and the action answers in place.
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Audience } from '@/lib/content-model/vocabulary';
import { addDays, parisToday } from '@/lib/pricing/calendar';
import { quantityRule, usesQuantity } from '@/lib/pricing/engine';
import { formulaTexts } from '@/lib/quotes/hints';
import { AUDIENCE_GROUPS, AUDIENCE_LABELS, FIELD_LABELS, form as text, VISIT_LABELS } from '@/lib/quotes/messages';
import {
  checkQuote,
  LIMITS,
  QUOTE_FIELDS,
  visitFields,
  type QuoteCatalogue,
  type QuoteErrors,
  type QuoteField,
  type QuoteFormula,
  type QuoteState,
  type QuoteValues,
} from '@/lib/quotes/schema';
import { addYears } from '@/lib/quotes/text';
import { DateAvailability } from '@/components/availability/DateAvailability';
import type { AvailabilityFormula, KnownAvailability } from '@/lib/availability/rule';
import { useEarlyInput } from '@/components/ui/form/early-input';
import { Checkbox, fieldIds, RadioGroup, Select, TextArea, TextInput, type OptionGroup } from '@/components/ui/form/fields';
import { QuoteSuccess } from './QuoteSuccess';
import { Typeset } from '@/components/ui/Typeset';

type Props = {
  catalogue: QuoteCatalogue;
  initial: QuoteValues;
  token: string;
  /** Today in Paris on the server, so the page and the browser agree on the date bounds. */
  today: string;
  phone: string;
  /** « Nous vous répondons sous 24 h ouvrées », confirmed once the request is sent. */
  promise: string;
  action: (state: QuoteState, form: FormData) => Promise<QuoteState>;
  /** The privacy notice, shown above the button. */
  children: ReactNode;
  /** Each formula's days, hours and rooms: the form shows whether the chosen date looks free. */
  availability?: Record<string, AvailabilityFormula>;
  /** The venue's answer when the page was opened on a date, for the first HTML (app/devis/page.tsx). */
  knownAvailability?: KnownAvailability | undefined;
  /** Individuals only (consumers), above the button: no withdrawal right for a rental on a set date. */
  withdrawal: ReactNode;
};

const fieldId = fieldIds('devis');
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
      (next.evenement && !formula.categories.includes(next.evenement as never)));
  if (mismatch) next.offre = '';
  return next;
}

function formulaGroups(catalogue: QuoteCatalogue, formulas: QuoteFormula[]): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const venue of catalogue.venues) {
    for (const audience of Object.keys(AUDIENCE_GROUPS) as Audience[]) {
      const options = formulas
        .filter((f) => f.venue === venue.code && f.audience === audience)
        .map((f) => ({ value: f.id, label: f.name }));
      if (options.length > 0) groups.push({ label: `${venue.nom} — ${AUDIENCE_GROUPS[audience]}`, options });
    }
  }
  return groups;
}

export function QuoteForm({
  catalogue,
  initial,
  token,
  today,
  phone,
  promise,
  action,
  children,
  availability,
  knownAvailability,
  withdrawal,
}: Props) {
  // The page's address as the permalink: without it, React writes the form's action for a browser
  // without JavaScript as an empty `action=""`, which HTML forbids. Such a browser now posts to
  // /devis without the query, which only preselects a formula: the answer shows the values sent.
  const [state, formAction, pending] = useActionState(action, { status: 'idle' }, '/devis');
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

  if (state.status === 'success') return <QuoteSuccess state={state} phone={phone} promise={promise} />;

  const errors: QuoteErrors = clientErrors ?? (state.status === 'invalid' ? state.errors : {});
  const errorList = QUOTE_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [[field, message] as const] : [];
  });
  const check = (next: QuoteValues) => {
    const result = checkQuote(catalogue, parisToday(), next);
    return result.ok ? {} : result.errors;
  };

  const set = (field: QuoteField) => (value: string) => {
    const next = reconcile({ ...values, [field]: value }, field, catalogue);
    setValues(next);
    // Once the visitor has tried to send, errors follow what they fix.
    if (refusals > 0 || clientErrors) setClientErrors(check(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = check(values);
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      setRefusals((n) => n + 1);
      return;
    }
    setClientErrors({});
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };

  // Browsers scroll to a fragment without always moving the focus: move it, as the summary promises.
  const focusField = (field: QuoteField) => (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(fieldId(field));
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'center' });
  };

  const formula = catalogue.formulas.find((f) => f.id === values.offre);
  const audience = values.public as Audience | '';
  const events = catalogue.categories.filter((c) => !hydrated || !audience || c.audience === audience);
  const eventGroups: OptionGroup[] = (Object.keys(AUDIENCE_GROUPS) as Audience[])
    .map((a) => ({
      label: AUDIENCE_GROUPS[a],
      options: events.filter((c) => c.audience === a).map((c) => ({ value: c.code, label: c.nom })),
    }))
    .filter((group) => group.options.length > 0);
  const offered = catalogue.formulas.filter(
    (f) =>
      !hydrated ||
      ((!audience || f.audience === audience) &&
        (!values.lieu || f.venue === values.lieu) &&
        (!values.evenement || f.categories.includes(values.evenement as never))),
  );
  const texts = formula && formulaTexts(formula, values.salle);
  const showCompany = !hydrated || audience === 'pro';
  const showVisits = !hydrated || values.visite === 'oui';
  const err = (field: QuoteField) => errors[field];

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="mt-6 space-y-8">
      <p className="text-muted">
        <Typeset text={text.intro} />
      </p>

      {state.status === 'refused' && !clientErrors && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="scroll-mt-24 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800"
        >
          <Typeset text={state.message} />
        </div>
      )}
      {errorList.length > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby="devis-erreurs"
          className="scroll-mt-24 rounded-lg border-2 border-red-700 bg-red-50 p-4"
        >
          <h2 id="devis-erreurs" className="font-semibold text-red-800">
            <Typeset text={text.summaryTitle(errorList.length)} />
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
            {errorList.map(([field, message]) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} onClick={focusField(field)} className="inline-block py-0.5 underline underline-offset-2">
                  <Typeset text={message} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <input type="hidden" name="jeton" value={returned?.token ?? token} />
      {/* Left empty by people, filled by robots that fill every field. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="devis-site-internet">{text.honeypot}</label>
        <input id="devis-site-internet" name="site_internet" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <section aria-labelledby="devis-evenement-titre" className="space-y-5">
        <h2 id="devis-evenement-titre" className="text-xl font-semibold text-brand-800">
          {text.sections.event}
        </h2>
        <RadioGroup
          id={fieldId('public')}
          name="public"
          label={FIELD_LABELS.public}
          required
          error={err('public')}
          value={values.public}
          onChange={set('public')}
          options={(Object.keys(AUDIENCE_LABELS) as Audience[]).map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
        />
        <Select
          id={fieldId('evenement')}
          name="evenement"
          label={FIELD_LABELS.evenement}
          required
          error={err('evenement')}
          value={values.evenement}
          onChange={set('evenement')}
          placeholder={text.choose}
          groups={eventGroups}
        />
        <RadioGroup
          id={fieldId('lieu')}
          name="lieu"
          label={FIELD_LABELS.lieu}
          required
          error={err('lieu')}
          value={values.lieu}
          onChange={set('lieu')}
          options={catalogue.venues.map((v) => ({ value: v.code, label: v.nom }))}
        />
        <Select
          id={fieldId('offre')}
          name="offre"
          label={FIELD_LABELS.offre}
          required
          error={err('offre')}
          value={values.offre}
          onChange={set('offre')}
          placeholder={text.choose}
          groups={formulaGroups(catalogue, offered)}
        />
        {texts && texts.rooms.length > 0 && (
          <RadioGroup
            id={fieldId('salle')}
            name="salle"
            label={FIELD_LABELS.salle}
            required
            error={err('salle')}
            value={values.salle}
            onChange={set('salle')}
            options={texts.rooms}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            id={fieldId('date')}
            name="date"
            type="date"
            label={texts?.dateLabel ?? FIELD_LABELS.date}
            required
            error={err('date')}
            value={values.date}
            onChange={set('date')}
            min={addDays(today, 1)}
            max={addYears(today, LIMITS.yearsAhead)}
            hint={texts?.date}
          />
          {formula && formula.horaires.length > 0 ? (
            <Select
              id={fieldId('creneau')}
              name="creneau"
              label={FIELD_LABELS.creneau}
              required
              error={err('creneau')}
              value={values.creneau}
              onChange={set('creneau')}
              placeholder={text.choose}
              groups={[{ label: '', options: formula.horaires.map((slot) => ({ value: slot, label: slot.replace('-', ' – ') })) }]}
            />
          ) : (
            <TextInput
              id={fieldId('creneau')}
              name="creneau"
              label={`${text.creneauFree} (${text.optional})`}
              hint={text.creneauFreeHint}
              error={err('creneau')}
              value={values.creneau}
              onChange={set('creneau')}
              maxLength={LIMITS.creneau}
            />
          )}
        </div>
        {availability && formula && (
          <DateAvailability
            id="devis-disponibilite"
            venue={formula.venue}
            formula={availability[formula.id]}
            date={/^\d{4}-\d{2}-\d{2}$/.test(values.date) && values.date > today ? values.date : undefined}
            ask={{
              personnes: Number(values.personnes) || undefined,
              salle: values.salle || undefined,
              quantite: Number(values.quantite) || undefined,
            }}
            onChoose={set('date')}
            known={knownAvailability}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            id={fieldId('personnes')}
            name="personnes"
            label={FIELD_LABELS.personnes}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            hint={texts?.personnes}
            error={err('personnes')}
            value={values.personnes}
            onChange={set('personnes')}
          />
          {formula && texts && usesQuantity(formula) && (
            <TextInput
              id={fieldId('quantite')}
              name="quantite"
              label={texts.quantiteLabel}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              hint={texts.quantite}
              error={err('quantite')}
              value={values.quantite}
              onChange={set('quantite')}
            />
          )}
          {texts?.heures && (
            <TextInput
              id={fieldId('heures')}
              name="heures"
              label={`${FIELD_LABELS.heures} (${text.optional})`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              hint={texts.heures}
              error={err('heures')}
              value={values.heures}
              onChange={set('heures')}
            />
          )}
        </div>
      </section>

      <section aria-labelledby="devis-coordonnees-titre" className="space-y-5">
        <h2 id="devis-coordonnees-titre" className="text-xl font-semibold text-brand-800">
          {text.sections.contact}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            id={fieldId('nom')}
            name="nom"
            label={FIELD_LABELS.nom}
            required
            autoComplete="name"
            maxLength={LIMITS.nom}
            error={err('nom')}
            value={values.nom}
            onChange={set('nom')}
          />
          {showCompany && (
            <TextInput
              id={fieldId('societe')}
              name="societe"
              label={FIELD_LABELS.societe}
              required={audience === 'pro'}
              autoComplete="organization"
              maxLength={LIMITS.societe}
              hint={hydrated ? undefined : text.societeHint}
              error={err('societe')}
              value={values.societe}
              onChange={set('societe')}
            />
          )}
          <TextInput
            id={fieldId('email')}
            name="email"
            type="email"
            label={FIELD_LABELS.email}
            required
            inputMode="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            hint={text.emailHint}
            error={err('email')}
            value={values.email}
            onChange={set('email')}
          />
          <TextInput
            id={fieldId('telephone')}
            name="telephone"
            type="tel"
            label={FIELD_LABELS.telephone}
            required
            inputMode="tel"
            autoComplete="tel"
            maxLength={LIMITS.telephone}
            hint={text.telephoneHint}
            error={err('telephone')}
            value={values.telephone}
            onChange={set('telephone')}
          />
        </div>
      </section>

      <section aria-labelledby="devis-precisions-titre" className="space-y-5">
        <h2 id="devis-precisions-titre" className="text-xl font-semibold text-brand-800">
          {text.sections.message}
        </h2>
        <Checkbox
          id={fieldId('visite')}
          name="visite"
          label={FIELD_LABELS.visite}
          hint={showVisits ? text.visiteHint : undefined}
          checked={values.visite === 'oui'}
          onChange={(checked) => set('visite')(checked ? 'oui' : '')}
        />
        {showVisits &&
          ([1, 2] as const).map((choice) => {
            const names = visitFields(choice);
            return (
              <fieldset key={choice} className="grid gap-x-5 gap-y-3 sm:grid-cols-[2fr_1fr_1fr]">
                <legend className="mb-1 font-semibold text-ink">
                  {VISIT_LABELS[choice]}
                  {choice === 2 && <span className="font-normal text-muted"> ({text.optional})</span>}
                </legend>
                <TextInput
                  id={fieldId(names.date)}
                  name={names.date}
                  type="date"
                  label={FIELD_LABELS.visiteDate}
                  required={choice === 1}
                  error={err(names.date)}
                  value={values[names.date]}
                  onChange={set(names.date)}
                  min={addDays(today, 1)}
                  max={addYears(today, LIMITS.yearsAhead)}
                />
                <TextInput
                  id={fieldId(names.de)}
                  name={names.de}
                  type="time"
                  label={FIELD_LABELS.visiteDe}
                  required={choice === 1}
                  error={err(names.de)}
                  value={values[names.de]}
                  onChange={set(names.de)}
                />
                <TextInput
                  id={fieldId(names.a)}
                  name={names.a}
                  type="time"
                  label={FIELD_LABELS.visiteA}
                  required={choice === 1}
                  error={err(names.a)}
                  value={values[names.a]}
                  onChange={set(names.a)}
                />
              </fieldset>
            );
          })}
        <TextArea
          id={fieldId('message')}
          name="message"
          label={`${FIELD_LABELS.message} (${text.optional})`}
          hint={text.messageHint}
          maxLength={LIMITS.message}
          error={err('message')}
          value={values.message}
          onChange={set('message')}
        />
      </section>

      {/* Without JavaScript the audience is not known yet: the sentence names its public. */}
      {(!hydrated || audience === 'particuliers') && withdrawal}

      <button
        type="submit"
        disabled={pending}
        className="min-h-12 w-full rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
      >
        {pending ? text.submitting : text.submit}
      </button>

      {/* The privacy notice after the button (#27): its two lines are read before sending, its detail on demand. */}
      {children}
    </form>
  );
}
