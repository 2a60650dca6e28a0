'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { AcceptanceState } from '@/components/desk/AcceptanceForm';
import { devisWordsFor, loadDevisWords } from '@/lib/devis';
import { acceptDevis, formText } from '@/lib/devis/server';
import { clientAddress } from '@/lib/quotes/server';
import { asLocale, type Locale } from '@/lib/i18n';

/**
 * The acceptance's Server Action, bound to the link's token and the page's language; it also runs
 * without JavaScript. Bound values come back from the browser: the language is checked, and the
 * page it returns to is computed here from the token, never a path the browser sent.
 */
export async function acceptQuote(token: string, asked: Locale, _state: AcceptanceState, form: FormData): Promise<AcceptanceState> {
  const locale = asLocale(asked);
  const all = await headers();
  const name = formText(form, 'nom');
  const agreed = form.get('accord') === 'oui';
  const express = form.get('demande_expresse') === 'oui';
  const outcome = await acceptDevis(token, {
    name,
    agreed,
    express,
    address: clientAddress(all),
    browser: all.get('user-agent') ?? '',
  });
  await loadDevisWords(locale);
  const words = devisWordsFor(locale).acceptance;
  if (outcome.ok) redirect(words.path(token));
  // What the visitor typed and ticked comes back with every refusal: nothing is lost.
  const refused = { status: 'erreur', name, agreed, express } as const;
  if (outcome.reason === 'champs') return { ...refused, errors: outcome.errors };
  if (outcome.reason === 'pris') return { ...refused, message: words.taken };
  if (outcome.reason === 'expire') return { ...refused, message: words.expiredNow };
  if (outcome.reason === 'limite') return { ...refused, message: words.tooMany };
  if (outcome.reason === 'conditions') return { ...refused, message: words.termsChanged };
  return { ...refused, message: words.ended };
}
