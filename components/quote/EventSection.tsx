import type { Audience } from '@/lib/content-model/vocabulary';
import { addDays, addYears } from '@/lib/dates/paris';
import { usesQuantity } from '@/lib/pricing';
import type { KnownAvailability } from '@/lib/availability';
import { formulaTexts, LIMITS, quoteMessagesFor, type QuoteCatalogue, type QuoteField } from '@/lib/quotes';
import { DateAvailability } from '@/components/availability/DateAvailability';
import { RadioGroup, Select, TextInput } from '@/components/ui/form/fields';
import { eventGroups, formulaGroups } from './form-options';
import { controlOf, type SectionProps } from './form-state';

type Props = SectionProps & {
  catalogue: QuoteCatalogue;
  today: string;
  knownAvailability?: KnownAvailability | undefined;
};

/** « Votre événement »: who, what, where, which formula, when, how many. */
export function EventSection({ catalogue, today, knownAvailability, ...props }: Props) {
  const { values, set, hydrated, locale } = props;
  const { AUDIENCE_LABELS, AUDIENCE_GROUPS, FIELD_LABELS, form: text, slot } = quoteMessagesFor(locale);
  const control = (field: QuoteField) => controlOf(props, field);
  const formula = catalogue.formulas.find((f) => f.id === values.offre);
  const texts = formula && formulaTexts(formula, values.salle, locale);
  const audiences = (Object.keys(AUDIENCE_LABELS) as Audience[]).filter((a) => catalogue.formulas.some((f) => f.audience === a));
  return (
    <section aria-labelledby="devis-evenement-titre" className="space-y-5">
      <h2 id="devis-evenement-titre" className="text-xl font-semibold text-brand-800">
        {text.sections.event}
      </h2>
      {/* A catalogue of one audience (the English one: professionals) has it chosen: nothing to ask. */}
      {audiences.length > 1 ? (
        <RadioGroup
          {...control('public')}
          label={FIELD_LABELS.public}
          required
          options={audiences.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
        />
      ) : (
        <input type="hidden" name="public" value={values.public} />
      )}
      <Select
        {...control('evenement')}
        label={FIELD_LABELS.evenement}
        required
        placeholder={text.choose}
        groups={eventGroups(catalogue, values, hydrated, AUDIENCE_GROUPS)}
      />
      <RadioGroup
        {...control('lieu')}
        label={FIELD_LABELS.lieu}
        required
        options={catalogue.venues.map((v) => ({ value: v.code, label: v.nom }))}
      />
      <Select
        {...control('offre')}
        label={FIELD_LABELS.offre}
        required
        placeholder={text.choose}
        groups={formulaGroups(catalogue, values, hydrated, AUDIENCE_GROUPS)}
      />
      {texts && texts.rooms.length > 0 && <RadioGroup {...control('salle')} label={FIELD_LABELS.salle} required options={texts.rooms} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          {...control('date')}
          type="date"
          label={texts?.dateLabel ?? FIELD_LABELS.date}
          required
          min={addDays(today, 1)}
          max={addYears(today, LIMITS.yearsAhead)}
          hint={texts?.date}
        />
        {formula && formula.horaires.length > 0 ? (
          <Select
            {...control('creneau')}
            label={FIELD_LABELS.creneau}
            required
            placeholder={text.choose}
            groups={[{ label: '', options: formula.horaires.map((h) => ({ value: h, label: slot(h) })) }]}
          />
        ) : (
          <TextInput
            {...control('creneau')}
            label={`${text.creneauFree} (${text.optional})`}
            hint={text.creneauFreeHint}
            maxLength={LIMITS.creneau}
          />
        )}
      </div>
      {formula && (
        <DateAvailability
          id="devis-disponibilite"
          formula={formula}
          date={/^\d{4}-\d{2}-\d{2}$/.test(values.date) && values.date > today ? values.date : undefined}
          ask={{
            personnes: Number(values.personnes) || undefined,
            salle: values.salle || undefined,
            quantite: Number(values.quantite) || undefined,
          }}
          onChoose={set('date')}
          known={knownAvailability}
          locale={locale}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {/* Optional: the formula's range as the hint; left empty, the provider reads « à préciser ». */}
        <TextInput
          {...control('personnes')}
          label={`${FIELD_LABELS.personnes} (${text.optional})`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          hint={texts?.personnes}
        />
        {formula && texts && usesQuantity(formula) && (
          <TextInput
            {...control('quantite')}
            label={texts.quantiteLabel}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            hint={texts.quantite}
          />
        )}
        {texts?.heures && (
          <TextInput
            {...control('heures')}
            label={`${FIELD_LABELS.heures} (${text.optional})`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            hint={texts.heures}
          />
        )}
      </div>
    </section>
  );
}
