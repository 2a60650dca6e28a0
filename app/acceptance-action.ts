'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { AcceptanceState } from '@/components/devis/AcceptanceForm';
import { acceptanceWords } from '@/lib/devis';
import { acceptDevis, formText } from '@/lib/devis/server';
import { clientAddress } from '@/lib/quotes/server';
import type { Locale } from '@/lib/i18n';

/** The acceptance's Server Action, bound to the link's token and the page's language; it also runs without JavaScript. */
export async function acceptQuote(
  token: string,
  locale: Locale,
  path: string,
  _state: AcceptanceState,
  form: FormData,
): Promise<AcceptanceState> {
  const all = await headers();
  const name = formText(form, 'nom');
  const agreed = form.get('accord') === 'oui';
  const outcome = await acceptDevis(token, {
    name,
    agreed,
    address: clientAddress(all),
    browser: all.get('user-agent') ?? '',
  });
  if (outcome.ok) redirect(path);
  const words = acceptanceWords(locale);
  if (outcome.reason === 'champs') return { status: 'erreur', errors: outcome.errors, name, agreed };
  if (outcome.reason === 'pris') return { status: 'erreur', message: words.taken, name, agreed };
  if (outcome.reason === 'expire') return { status: 'erreur', message: words.expiredNow, name, agreed };
  return { status: 'erreur', message: words.ended, name, agreed };
}
