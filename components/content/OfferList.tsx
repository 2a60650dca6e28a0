import Link from 'next/link';
import type { Formula, Product } from '@/lib/content';
import { getVenue, productHref, productsServing } from '@/lib/content';
import { formatDays } from '@/lib/format';
import { capacityText, priceText } from '@/lib/pricing';
import { pricingFormula } from '@/lib/pricing/catalogue';

/** The individuals' "jour" and "soir" lists: one line per formula, linked to its product page, with the figures of its card there. */
export function FormulaList({ formulas }: { formulas: Formula[] }) {
  return (
    <ul className="mt-3 divide-y divide-brand-100 rounded-xl border border-brand-100">
      {formulas.map((formula) => {
        const page = productsServing(formula)[0];
        const pricing = pricingFormula(formula);
        return (
          <li key={formula.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
            <div>
              <p className="font-semibold">
                {page ? <Link href={productHref(page)} className="underline-offset-2 hover:underline">{formula.name}</Link> : formula.name}
              </p>
              <p className="text-sm text-muted">
                {getVenue(formula.code_etab).title} · <span className="first-letter:uppercase">{formatDays(formula.disponible)}</span> · <span data-chiffre="capacite-formule">{capacityText(pricing)}</span>
              </p>
            </div>
            <p className="font-semibold text-brand-800" data-chiffre="prix-formule">{priceText(pricing)}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The professionals' lists: one line per product page. */
export function ProductList({ products }: { products: Product[] }) {
  return (
    <ul className="mt-3 divide-y divide-brand-100 rounded-xl border border-brand-100">
      {products.map((product) => (
        <li key={productHref(product)} className="p-4">
          <Link href={productHref(product)} className="font-semibold underline-offset-2 hover:underline">{product.name}</Link>
          <p className="text-sm text-muted">{getVenue(product.code_etab).title} · {product.subtitle}</p>
        </li>
      ))}
    </ul>
  );
}
