import { FIELD_LABELS, form as text } from '@/lib/quotes/messages';
import { LIMITS } from '@/lib/quotes/schema';
import { TextInput } from '@/components/ui/form/fields';
import { quoteFieldId as fieldId, type SectionProps } from './form-state';

/** « Vos coordonnées »: a name, and two ways to answer. The company is optional, for professionals. */
export function ContactSection({ values, errors, set, hydrated }: SectionProps) {
  return (
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
          error={errors.nom}
          value={values.nom}
          onChange={set('nom')}
        />
        {(!hydrated || values.public === 'pro') && (
          <TextInput
            id={fieldId('societe')}
            name="societe"
            label={`${FIELD_LABELS.societe} (${text.optional})`}
            autoComplete="organization"
            maxLength={LIMITS.societe}
            hint={hydrated ? undefined : text.societeHint}
            error={errors.societe}
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
          error={errors.email}
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
          error={errors.telephone}
          value={values.telephone}
          onChange={set('telephone')}
        />
      </div>
    </section>
  );
}
