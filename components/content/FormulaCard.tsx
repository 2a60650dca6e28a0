import Link from 'next/link';
import type { Formula } from '@/lib/content';
import { formatDays, formatSlots } from '@/lib/format';
import { capacityText, priceText, ruleSentences, type PricingFormula } from '@/lib/pricing';

/** A formula of a product page: its figures and rules from the engine, its schedule and inclusions from the content. */
export function FormulaCard({ formula, pricing }: { formula: Formula; pricing: PricingFormula }) {
  const schedule = formatSlots(formula.horaires, formula.horaires_detail);
  const rules = ruleSentences(pricing);
  const headingId = `formule-${formula.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-brand-800">{formula.name}</h3>
      <p className="mt-2 text-2xl font-bold text-ink" data-chiffre="prix-formule">{priceText(pricing)}</p>
      <p className="text-sm text-muted">{formula.aide_prix}</p>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="font-semibold">Capacité</dt>
          <dd data-chiffre="capacite-formule">{capacityText(pricing)}</dd>
        </div>
        {schedule && (
          <div>
            <dt className="font-semibold">Horaires</dt>
            <dd>{schedule}</dd>
          </div>
        )}
        <div>
          <dt className="font-semibold">Jours</dt>
          <dd className="first-letter:uppercase">{formatDays(formula.disponible)}</dd>
        </div>
      </dl>
      {rules.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm" aria-label="Conditions tarifaires">
          {rules.map((rule) => <li key={rule}>{rule}</li>)}
        </ul>
      )}
      <h4 className="mt-4 text-sm font-semibold">Inclus</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {formula.inclus.map((item) => <li key={item}>{item}</li>)}
      </ul>
      {formula.regles && formula.regles.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold">À savoir</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {formula.regles.map((rule) => <li key={rule}>{rule}</li>)}
          </ul>
        </>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-5 text-sm font-semibold">
        <Link href={`/calcul?offre=${formula.id}`} data-ripple="dark" className="btn btn-secondary">
          Calculer le tarif<span className="sr-only"> : {formula.name}</span>
        </Link>
        <Link href={`/devis?offre=${formula.id}`} data-ripple="light" className="btn btn-primary">
          Demander un devis<span className="sr-only"> : {formula.name}</span>
        </Link>
      </div>
    </article>
  );
}
