// Receive: what the Server Action calls with the form's values. Each job has its module:
// validate, admission (rate), record (store), queue (deliver), confirm; the service runs them.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { admission, alertBrake } from './admission';
import { confirmed, refusalsIn, refused } from './confirm';
import { formLocale, loadQuoteMessages } from '../form/dictionary';
import { log } from '../form/messages';
import { scrub, sendQueueSoon } from '../../server/mail';
import { originText } from '../form/prefill';
import { newQuote, recordQuote } from '../record/record';
import type { QuoteState, QuoteValues } from '../form/schema';
import { quoteService } from '../service/service';
import { isQuoteLimited } from '../record/store';
import { catalogueEntries, validateQuote } from './validate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type Submission = {
  values: QuoteValues;
  token: string;
  honeypot: string;
  address: string;
  /** The values the page filled in, as the form's hidden field carries them (`prefilledQuery`). */
  prefilled: string;
};

/** Everything after the form: check, limit, store, queue the e-mails. Never throws. */
export async function submitQuote({ values, token, honeypot, address, prefilled }: Submission, now = new Date()): Promise<QuoteState> {
  const formToken = UUID.test(token) ? token : randomUUID();
  const refuse = (message: string) => refused(message, values, formToken, prefilled);
  const locale = formLocale(values.langue) ?? 'fr';
  await loadQuoteMessages(locale);
  const refusals = refusalsIn(locale);
  if (honeypot !== '') return refuse(refusals.honeypot());

  const checked = validateQuote(values, now);
  if (!checked.ok) return { status: 'invalid', errors: checked.errors, values, token: formToken, prefilled };
  const request = checked.request;

  try {
    const service = await quoteService();
    if (!service.accepting) return refuse(refusals.unavailable());
    const entries = catalogueEntries(request);
    if (!entries) return refuse(refusals.unavailable());
    const quote = await newQuote(request, entries, originText(request, values, prefilled));
    const outcome = await recordQuote(service, quote, formToken, { now, admit: admission(service, address, request.email, now) });
    if (outcome.created) await sendQueueSoon();
    return confirmed(outcome, request.email);
  } catch (error) {
    if (isQuoteLimited(error)) {
      if (error.limit === 'site') void alertBrake(now);
      else console.warn(log.visitorLimited);
      return refuse(refusals.limited(error));
    }
    console.error(log.submitFailed(scrub((error as Error).message)));
    return refuse(refusals.unavailable());
  }
}
