import { LIMITS, quoteMessagesFor, type QuoteField } from '@/lib/quotes';
import { TextInput } from '@/components/ui/form/fields';
import { controlOf, type SectionProps } from './form-state';

/** « Vos coordonnées »: a name, and two ways to answer. The company is optional, for professionals. */
export function ContactSection(props: SectionProps) {
  const { values, hydrated, locale } = props;
  const { FIELD_LABELS, form: text } = quoteMessagesFor(locale);
  const control = (field: QuoteField) => controlOf(props, field);
  return (
    <section aria-labelledby="devis-coordonnees-titre" className="space-y-5">
      <h2 id="devis-coordonnees-titre" className="text-xl font-semibold text-brand-800">
        {text.sections.contact}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput {...control('nom')} label={FIELD_LABELS.nom} required autoComplete="name" maxLength={LIMITS.nom} />
        {(!hydrated || values.public === 'pro') && (
          <TextInput
            {...control('societe')}
            label={`${FIELD_LABELS.societe} (${text.optional})`}
            autoComplete="organization"
            maxLength={LIMITS.societe}
            hint={hydrated ? undefined : text.societeHint}
          />
        )}
        <TextInput
          {...control('email')}
          type="email"
          label={FIELD_LABELS.email}
          required
          inputMode="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          hint={text.emailHint}
        />
        <TextInput
          {...control('telephone')}
          type="tel"
          label={FIELD_LABELS.telephone}
          required
          inputMode="tel"
          autoComplete="tel"
          maxLength={LIMITS.telephone}
          hint={text.telephoneHint}
        />
      </div>
    </section>
  );
}
