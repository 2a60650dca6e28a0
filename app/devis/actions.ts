'use server';

import { headers } from 'next/headers';
import { readValues, type QuoteState } from '@/lib/quotes/schema';
import { submitQuote } from '@/lib/quotes/service';

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The quote form's Server Action: it also runs when the form is posted without JavaScript. */
export async function sendQuote(_previous: QuoteState, form: FormData): Promise<QuoteState> {
  // Behind a reverse proxy the last hop is the one it saw; without one, Next fills the header in.
  const forwarded = (await headers()).get('x-forwarded-for') ?? '';
  const address = forwarded.split(',').pop()?.trim() || 'inconnue';
  return submitQuote({
    values: readValues((name) => form.get(name)),
    token: text(form.get('jeton')),
    honeypot: text(form.get('site_internet')),
    address,
  });
}
