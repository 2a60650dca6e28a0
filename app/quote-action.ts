'use server';

import { headers } from 'next/headers';
import { clientAddress, submitQuote } from '@/lib/quotes/server';
import { readValues, type QuoteState } from '@/lib/quotes';

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The quote form's Server Action: it also runs when the form is posted without JavaScript. */
export async function sendQuote(_previous: QuoteState, form: FormData): Promise<QuoteState> {
  return submitQuote({
    values: readValues((name) => form.get(name)),
    token: text(form.get('jeton')),
    honeypot: text(form.get('site_internet')),
    prefilled: text(form.get('prerempli')),
    address: clientAddress(await headers()),
  });
}
