// The quote form's page in either language (app/(fr)/devis and app/en/quote are thin routes over
// it). Rendered per request: the URL preselects the formula (`?offre=…`), and each form gets its own
// token. The form posts its language; the request is checked and stored the same way in both.
import type { Metadata } from 'next';
import { after } from 'next/server';
import { randomUUID } from 'node:crypto';
import { PrivacyNotice } from '@/components/quote/PrivacyNotice';
import { QuoteForm, QuoteWords } from '@/components/quote/QuoteForm';
import { WithdrawalNotice } from '@/components/quote/WithdrawalNotice';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { Typeset } from '@/components/ui/Typeset';
import { knownAvailabilityOn } from '@/lib/availability/server';
import { englishPhoneNote, englishSite, site, sitePhone } from '@/lib/content';
import { parisToday } from '@/lib/dates/paris';
import { isTranslation, type Locale } from '@/lib/i18n';
import { loadQuoteMessages, prefill, quoteMessagesFor } from '@/lib/quotes';
import { quoteCatalogueIn, quoteServerWords } from '@/lib/quotes/server';
import { internationalPhone } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { areaText } from '@/lib/view/area';
import { QUOTE_PATH } from '@/lib/view/hand-offs';
import { sendQuote } from './quote-action';

export const quoteMetadata = async (locale: Locale): Promise<Metadata> => {
  await loadQuoteMessages(locale);
  const { form } = quoteMessagesFor(locale);
  const { page } = quoteServerWords(locale);
  return pageMetadata({ title: form.title, description: page.description(areaText('ou', locale)), path: QUOTE_PATH[locale] });
};

/** How we answer, from the content of the language: the delay, the phone's hours, and whether it is answered in English. */
const CONTACT: Record<Locale, () => { delay: string; hours: string; note?: string | undefined }> = {
  fr: () => ({ delay: site.delai_reponse, hours: site.telephone_horaires }),
  en: () => ({ delay: englishSite.delai_reponse, hours: englishSite.telephone_horaires, note: englishPhoneNote() }),
};

type Search = Record<string, string | string[] | undefined>;

export async function QuotePage({ locale, search }: { locale: Locale; search: Search }) {
  await loadQuoteMessages(locale);
  const { form } = quoteMessagesFor(locale);
  const { page } = quoteServerWords(locale);
  const contact = CONTACT[locale]();
  const phone = sitePhone(locale);
  const promise = page.promise(contact.delay);
  const catalogue = quoteCatalogueIn(locale);
  const initial = prefill(catalogue, search, locale);
  // Opened on a date (from the calculator): the date's availability is in the first HTML, as on /calcul.
  const venue = initial.date ? catalogue.formulas.find((f) => f.id === initial.offre)?.venue : undefined;
  const knownAvailability = venue && initial.date ? await knownAvailabilityOn(venue, initial.date, (work) => after(work)) : undefined;
  return (
    <PageShell trail={[{ name: form.title, href: QUOTE_PATH[locale] }]} locale={locale} width="narrow" trailHidden>
      <PageHeader title={form.title} />
      <p className="mt-2 text-muted">
        <Typeset text={page.byPhone(promise)} locale={locale} />
        <a href={`tel:${internationalPhone(phone)}`} className="underline underline-offset-2">
          {phone}
        </a>
        <Typeset text={page.phoneHours(contact.hours)} locale={locale} />
        {contact.note && ` ${contact.note}`}
      </p>
      <QuoteWords locale={locale}>
        <QuoteForm
          catalogue={catalogue}
          initial={initial}
          token={randomUUID()}
          today={parisToday()}
          phone={phone}
          promise={promise}
          action={sendQuote}
          knownAvailability={knownAvailability}
          // Individuals only: the English form offers professional formulas alone.
          withdrawal={!isTranslation(locale) && <WithdrawalNotice />}
          locale={locale}
        >
          <PrivacyNotice
            company={site.legal.raison_sociale}
            email={site.email}
            retentionMonths={site.legal.conservation_demandes_mois}
            locale={locale}
          />
        </QuoteForm>
      </QuoteWords>
    </PageShell>
  );
}
