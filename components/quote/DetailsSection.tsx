import { addDays, addYears } from '@/lib/dates/paris';
import { LIMITS, quoteMessagesFor, type QuoteField, visitFields } from '@/lib/quotes';
import { Checkbox, TextArea, TextInput } from '@/components/ui/form/fields';
import { controlOf, quoteFieldId, type SectionProps } from './form-state';

/** « Précisions »: a visit of the room before booking (two preferred times), and a free message. */
export function DetailsSection({ today, ...props }: SectionProps & { today: string }) {
  const { values, set, hydrated, locale } = props;
  const { FIELD_LABELS, form: text, VISIT_LABELS } = quoteMessagesFor(locale);
  const control = (field: QuoteField) => controlOf(props, field);
  const showVisits = !hydrated || values.visite === 'oui';
  return (
    <section aria-labelledby="devis-precisions-titre" className="space-y-5">
      <h2 id="devis-precisions-titre" className="text-xl font-semibold text-brand-800">
        {text.sections.message}
      </h2>
      <Checkbox
        id={quoteFieldId('visite')}
        name="visite"
        label={FIELD_LABELS.visite}
        locale={locale}
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
                {...control(names.date)}
                type="date"
                label={FIELD_LABELS.visiteDate}
                required={choice === 1}
                min={addDays(today, 1)}
                max={addYears(today, LIMITS.yearsAhead)}
              />
              <TextInput {...control(names.de)} type="time" label={FIELD_LABELS.visiteDe} required={choice === 1} />
              <TextInput {...control(names.a)} type="time" label={FIELD_LABELS.visiteA} required={choice === 1} />
            </fieldset>
          );
        })}
      <TextArea
        {...control('message')}
        label={`${FIELD_LABELS.message} (${text.optional})`}
        hint={text.messageHint}
        maxLength={LIMITS.message}
      />
    </section>
  );
}
