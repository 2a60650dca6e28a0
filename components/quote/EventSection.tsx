import type { Audience } from '@/lib/content-model/vocabulary';
import { addDays } from '@/lib/pricing/calendar';
import { usesQuantity } from '@/lib/pricing/engine';
import type { AvailabilityFormula, KnownAvailability } from '@/lib/availability/rule';
import { formulaTexts } from '@/lib/quotes/hints';
import { AUDIENCE_LABELS, FIELD_LABELS, form as text } from '@/lib/quotes/messages';
import { LIMITS, type QuoteCatalogue } from '@/lib/quotes/schema';
import { addYears } from '@/lib/quotes/text';
import { DateAvailability } from '@/components/availability/DateAvailability';
import { RadioGroup, Select, TextInput } from '@/components/ui/form/fields';
import { eventGroups, formulaGroups } from './form-options';
import { quoteFieldId as fieldId, type SectionProps } from './form-state';

type Props = SectionProps & {
  catalogue: QuoteCatalogue;
  today: string;
  availability?: Record<string, AvailabilityFormula> | undefined;
  knownAvailability?: KnownAvailability | undefined;
};

/** « Votre événement »: who, what, where, which formula, when, how many. */
export function EventSection({ catalogue, values, errors, set, hydrated, today, availability, knownAvailability }: Props) {
  const formula = catalogue.formulas.find((f) => f.id === values.offre);
  const texts = formula && formulaTexts(formula, values.salle);
  return (
    <section aria-labelledby="devis-evenement-titre" className="space-y-5">
      <h2 id="devis-evenement-titre" className="text-xl font-semibold text-brand-800">
        {text.sections.event}
      </h2>
      <RadioGroup
        id={fieldId('public')}
        name="public"
        label={FIELD_LABELS.public}
        required
        error={errors.public}
        value={values.public}
        onChange={set('public')}
        options={(Object.keys(AUDIENCE_LABELS) as Audience[]).map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
      />
      <Select
        id={fieldId('evenement')}
        name="evenement"
        label={FIELD_LABELS.evenement}
        required
        error={errors.evenement}
        value={values.evenement}
        onChange={set('evenement')}
        placeholder={text.choose}
        groups={eventGroups(catalogue, values, hydrated)}
      />
      <RadioGroup
        id={fieldId('lieu')}
        name="lieu"
        label={FIELD_LABELS.lieu}
        required
        error={errors.lieu}
        value={values.lieu}
        onChange={set('lieu')}
        options={catalogue.venues.map((v) => ({ value: v.code, label: v.nom }))}
      />
      <Select
        id={fieldId('offre')}
        name="offre"
        label={FIELD_LABELS.offre}
        required
        error={errors.offre}
        value={values.offre}
        onChange={set('offre')}
        placeholder={text.choose}
        groups={formulaGroups(catalogue, values, hydrated)}
      />
      {texts && texts.rooms.length > 0 && (
        <RadioGroup
          id={fieldId('salle')}
          name="salle"
          label={FIELD_LABELS.salle}
          required
          error={errors.salle}
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
          error={errors.date}
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
            error={errors.creneau}
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
            error={errors.creneau}
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
        {/* Optional: the formula's range as the hint; left empty, the provider reads « à préciser ». */}
        <TextInput
          id={fieldId('personnes')}
          name="personnes"
          label={`${FIELD_LABELS.personnes} (${text.optional})`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          hint={texts?.personnes}
          error={errors.personnes}
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
            error={errors.quantite}
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
            error={errors.heures}
            value={values.heures}
            onChange={set('heures')}
          />
        )}
      </div>
    </section>
  );
}
