// Confirm: what the form shows after a submission, a reference or the reason of a refusal in
// the form's language with the provider's phone and e-mail.
import 'server-only';
import { site, sitePhone } from '../../content';
import type { Locale } from '../../i18n';
import { quoteMessagesFor } from '../form/dictionary';
import type { QuoteState, QuoteValues } from '../form/schema';
import type { QuoteLimited } from '../record/store';

/** The form keeps the visitor's values, token and what the page filled in, so that a new try is the same request. */
export const refused = (message: string, values: QuoteValues, token: string, prefilled: string): QuoteState => ({
  status: 'refused',
  message,
  values,
  token,
  prefilled,
});

export const refusalsIn = (locale: Locale) => {
  const { answers } = quoteMessagesFor(locale);
  const phone = sitePhone(locale);
  return {
    honeypot: () => answers.honeypot(phone, site.email),
    unavailable: () => answers.unavailable(phone, site.email),
    limited: (error: QuoteLimited) =>
      error.limit === 'site' ? answers.busy(phone, site.email) : answers.rateLimited(Math.ceil(error.waitMs / 60_000), phone),
  };
};

/** The reference, and the address the confirmation goes to when e-mail is on. */
export const confirmed = (outcome: { reference: string; created: boolean; notify: boolean }, email: string): QuoteState => ({
  status: 'success',
  reference: outcome.reference,
  duplicate: !outcome.created,
  email: outcome.notify ? email : undefined,
});
