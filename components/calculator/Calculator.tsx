'use client';

// The price calculator. It prices in the browser with the same engine as the server,
// keeps its state in the URL (shareable), and works as a plain GET form without JavaScript.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Audience, CategoryCode, VenueCode } from '@/lib/content-model/vocabulary';
import {
  amountOf,
  carryInputs,
  evaluate,
  type Field,
  fieldsOf,
  formulasFor,
  inputsOf,
  loadPricingMessages,
  peopleRule,
  pricingMessagesFor,
  priceText,
  type PricingFormula,
  quantityRule,
  quantityWord,
  type RawInputs,
  roomOf,
  searchOf,
} from '@/lib/pricing';
import { DateAvailability } from '@/components/availability/DateAvailability';
import { loadAvailabilityMessages, type KnownAvailability } from '@/lib/availability';
import { isoToTime } from '@/lib/dates/paris';
import { useEarlyInput } from '@/components/ui/form/early-input';
import { fieldIds, RadioGroup, TextInput } from '@/components/ui/form/fields';
import { Result } from './Result';
import { CALCULATOR_PATH, calculatorQuoteHref } from '@/lib/view/hand-offs';
import { typographyOf } from '@/lib/english/typography';
import { wordsGate } from '@/components/i18n/words-gate';
import type { Locale } from '@/lib/i18n';

type Props = {
  catalogue: PricingFormula[];
  venues: { code: VenueCode; title: string; sector: string }[];
  initialFormula: string;
  initialInputs: RawInputs;
  today: string;
  /** The venue's answer when the page was opened on a date: « Libre » or « Déjà réservé » in the first HTML, even without JavaScript. */
  knownAvailability?: KnownAvailability | undefined;
  /** The event type of the page the visitor came from: kept in the URL, passed on to the quote form where the formula serves it. */
  event?: CategoryCode | undefined;
  /** The visitor's language: every word, price and link of the calculator follows it (its words loaded by `CalculatorWords` around it). */
  locale: Locale;
};

const fieldId = fieldIds('calcul');

/** Waits for the calculator's words (pricing's and availability's) in another language than French: the page puts it around the calculator. */
export const CalculatorWords = wordsGate([loadPricingMessages, loadAvailabilityMessages]);

export function Calculator({ catalogue, venues, initialFormula, initialInputs, today, knownAvailability, event, locale }: Props) {
  const { labels, hints } = pricingMessagesFor(locale);
  const typeset = typographyOf(locale);
  const [formulaId, setFormulaId] = useState(initialFormula);
  // The number of people starts empty, the formula's range as its hint (#27): a total for
  // « 1 personne » read as the price of an event nobody plans. Its message waits for a first entry.
  const [raw, setRaw] = useState<RawInputs>(() => ({ personnes: '', ...initialInputs }));
  const [peopleTyped, setPeopleTyped] = useState(initialInputs.personnes !== undefined);
  const [changed, setChanged] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // The page renders the calculator on one of the catalogue's formulas (app/(fr)/calcul/page.tsx): the catalogue is never empty.
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion
  const formula = catalogue.find((f) => f.id === formulaId) ?? catalogue[0]!;
  const fields = fieldsOf(formula);
  const values = inputsOf(formula, raw);
  const evaluation = evaluate(formula, raw, today, catalogue, locale);
  const problems = evaluation.kind === 'invalid' ? evaluation.errors : evaluation.result.ok ? [] : evaluation.result.problems;
  const errorOf = (field: Field) => (field === 'personnes' && !peopleTyped ? undefined : problems.find((p) => p.field === field)?.message);

  const search = `${searchOf(formula, raw)}${event ? `&evenement=${event}` : ''}`;
  useEffect(() => {
    // The URL follows each change, without a new history entry per keystroke.
    if (changed) window.history.replaceState(null, '', `${CALCULATOR_PATH[locale]}?${search}`);
  }, [changed, search, locale]);

  const setInput = (field: Field, value: string) => {
    setRaw((current) => ({ ...current, [field]: value }));
    if (field === 'personnes') setPeopleTyped(true);
    setChanged(true);
  };
  const switchTo = (next: PricingFormula | undefined) => {
    if (!next) return;
    setRaw(carryInputs(formula, next, raw));
    setFormulaId(next.id);
    setChanged(true);
  };
  // What was chosen or typed before the page was interactive stays, as if chosen afterwards.
  const formRef = useEarlyInput((typed) => {
    const audience = typed.public as Audience | undefined;
    const venue = typed.lieu as VenueCode | undefined;
    const picked =
      typed.offre !== undefined && typed.offre !== formula.id
        ? catalogue.find((f) => f.id === typed.offre)
        : (audience && audience !== formula.audience) || (venue && venue !== formula.venue)
          ? formulasFor(catalogue, audience ?? formula.audience, venue ?? formula.venue)[0]
          : undefined;
    const edits = fields.filter((field) => typed[field] !== undefined && typed[field] !== (values[field] ?? ''));
    if (!picked && edits.length === 0) return;
    if (edits.includes('personnes')) setPeopleTyped(true);
    const typedRaw: RawInputs = { ...raw, ...Object.fromEntries(edits.map((field) => [field, typed[field]])) };
    if (picked) {
      setRaw(carryInputs(formula, picked, typedRaw));
      setFormulaId(picked.id);
    } else setRaw(typedRaw);
    setChanged(true);
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChanged(true);
    resultRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  const audiences = (['particuliers', 'pro'] as Audience[]).filter((a) => catalogue.some((f) => f.audience === a));
  const room = roomOf(formula, values.salle);
  const people = peopleRule(formula, room);
  const quantity = quantityRule(formula);
  const word = quantityWord(formula, locale);
  const fieldLabels: Record<Field, string> = {
    personnes: labels.personnes,
    quantite: labels.quantite(word, quantity.span),
    heures: labels.heures,
    date: labels.date(quantity.span === 'consecutifs'),
    salle: labels.salle,
  };
  // The three counts are typed as text, checked as the visitor types (live), never autofilled.
  const countInput = (field: 'personnes' | 'quantite' | 'heures', hint: string) => (
    <TextInput
      id={fieldId(field)}
      name={field}
      label={fieldLabels[field]}
      hint={hint}
      value={values[field] ?? ''}
      error={errorOf(field)}
      onChange={(value) => setInput(field, value)}
      inputMode="numeric"
      autoComplete="off"
      live
      locale={locale}
    />
  );
  const firstError = problems[0]?.field;
  const chosenDate = values.date && isoToTime(values.date) !== undefined && values.date >= today ? values.date : undefined;
  const asked = evaluation.kind === 'priced' ? evaluation.request : {};

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form ref={formRef} action={CALCULATOR_PATH[locale]} method="get" noValidate onSubmit={onSubmit} className="space-y-6">
        {event && <input type="hidden" name="evenement" value={event} />}
        {/* The English calculator offers the professional formulas only: no audience to choose. */}
        {audiences.length > 1 && (
          <RadioGroup
            id={fieldId('public')}
            name="public"
            live
            label={labels.audience}
            locale={locale}
            value={formula.audience}
            options={audiences.map((a) => ({ value: a, label: labels[a] }))}
            onChange={(audience) => switchTo(formulasFor(catalogue, audience as Audience, formula.venue)[0])}
          />
        )}
        <RadioGroup
          id={fieldId('lieu')}
          name="lieu"
          live
          label={labels.venue}
          locale={locale}
          value={formula.venue}
          options={venues.map((v) => ({
            value: v.code,
            label: (
              <>
                {typeset(v.title)}
                <span className="block text-sm text-muted">{v.sector}</span>
              </>
            ),
          }))}
          onChange={(venue) => switchTo(formulasFor(catalogue, formula.audience, venue as VenueCode)[0])}
        />
        <div>
          <label htmlFor={fieldId('offre')} className="block font-semibold text-ink">
            {labels.formula}
          </label>
          <select
            id={fieldId('offre')}
            name="offre"
            value={formula.id}
            onChange={(event) => switchTo(catalogue.find((f) => f.id === event.target.value))}
            aria-describedby={`${fieldId('offre')}-aide`}
            className="mt-2 h-12 w-full rounded-lg border border-muted/50 bg-white px-3 text-base"
          >
            {formulasFor(catalogue, formula.audience, formula.venue).map((f) => (
              <option key={f.id} value={f.id}>
                {typeset(`${f.name} — ${priceText(f, locale)}`)}
              </option>
            ))}
          </select>
          <p id={`${fieldId('offre')}-aide`} className="mt-1 text-sm text-muted">
            {labels.formulaHelp(formula)}
          </p>
        </div>

        {fields.includes('salle') && formula.salles ? (
          <RadioGroup
            id={fieldId('salle')}
            name="salle"
            label={labels.salle}
            locale={locale}
            value={values.salle ?? ''}
            options={formula.salles.map((r) => ({ value: r.salle, label: hints.room(r) }))}
            error={errorOf('salle')}
            live
            canFail
            onChange={(value) => setInput('salle', value)}
          />
        ) : null}

        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {countInput(
            'personnes',
            hints.personnes(
              people.min,
              people.max,
              people.surcharge && { from: people.surcharge.au_dela_de, amount: amountOf(formula, people.surcharge.montant, locale) },
              people.onRequestFrom,
            ),
          )}
          {fields.includes('quantite')
            ? countInput(
                'quantite',
                quantity.span === 'mois'
                  ? hints.weekly(quantity.perWeek ?? quantity.min, quantity.min, word)
                  : hints.quantite(quantity.min, formula.quantite?.max, word, formula.disponible),
              )
            : null}
          {fields.includes('heures') && formula.heure_sup
            ? countInput('heures', hints.heures(formula.heure_sup, formula, formula.duree_heures))
            : null}
          <TextInput
            id={fieldId('date')}
            name="date"
            type="date"
            min={today}
            label={fieldLabels.date}
            hint={hints.date(formula.disponible)}
            value={values.date ?? ''}
            error={errorOf('date')}
            onChange={(value) => setInput('date', value)}
            live
            locale={locale}
          />
        </div>
        <DateAvailability
          id={fieldId('disponibilite')}
          formula={formula}
          date={chosenDate}
          ask={asked}
          onChoose={(day) => setInput('date', day)}
          known={knownAvailability}
          locale={locale}
        />

        <button type="submit" className="btn btn-secondary min-h-12 w-full text-base sm:w-auto">
          {labels.submit}
        </button>
      </form>

      <div ref={resultRef} className="lg:sticky lg:top-4">
        <Result
          formula={formula}
          evaluation={evaluation}
          firstErrorLabel={firstError && fieldLabels[firstError]}
          waitingForPeople={firstError === 'personnes' && !peopleTyped}
          quoteHref={calculatorQuoteHref(formula, searchOf(formula, raw, { validOnly: { today } }), event, locale)}
          locale={locale}
        />
      </div>
    </div>
  );
}
