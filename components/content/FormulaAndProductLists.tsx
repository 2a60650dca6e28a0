import Link from 'next/link';
import type { FormulaLine, ProductLine } from '@/lib/view/blocks';
import type { ListingWords } from '@/lib/view/listing-words';
import { capacityText, priceText } from '@/lib/pricing';
import { Typeset } from '@/components/ui/Typeset';

/** One line per formula, linked to its product page, with the figures of its card there (the individuals' "jour" and "soir" lists, `<Formules>`). */
export function FormulaList({ lines, words }: { lines: FormulaLine[]; words: ListingWords }) {
  return (
    <ul className="mt-3 divide-y divide-brand-100 rounded-xl border border-brand-100">
      {lines.map(({ formula, pricing, href, venue }) => (
        <li key={formula.id} className="formula-line">
          <div>
            <p className="font-semibold">
              {href ? (
                <Link href={href} className="underline-offset-2 hover:underline">
                  <Typeset text={formula.name} />
                </Link>
              ) : (
                <Typeset text={formula.name} />
              )}
            </p>
            <p className="text-sm text-muted">
              {venue && <>{venue} · </>}
              <span className="first-letter:uppercase">{words.format.days(formula.disponible)}</span> ·{' '}
              <span data-chiffre="capacite-formule">
                <Typeset text={capacityText(pricing, words.locale)} />
              </span>
            </p>
          </div>
          <p className="font-semibold text-brand-800" data-chiffre="prix-formule">
            {priceText(pricing, words.locale)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The professionals' lists: one line per product page. */
export function ProductList({ lines, words }: { lines: ProductLine[]; words: ListingWords }) {
  return (
    <ul className="mt-3 divide-y divide-brand-100 rounded-xl border border-brand-100">
      {lines.map(({ product, href, venue, price, people }) => (
        <li key={href} className="p-4">
          <Link href={href} className="font-semibold underline-offset-2 hover:underline">
            <Typeset text={product.name} />
          </Link>
          <p className="text-sm text-muted">
            <Typeset text={`${venue} · ${product.subtitle}`} />
          </p>
          {price && (
            <p className="mt-1 text-sm">
              {words.from}{' '}
              <strong className="text-brand-800" data-chiffre="prix">
                {price}
              </strong>
              {people && (
                <>
                  {' · '}
                  <span data-chiffre="personnes">
                    <Typeset text={people} />
                  </span>
                </>
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
