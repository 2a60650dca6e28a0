import type { Metadata } from 'next';
import { after } from 'next/server';
import { randomUUID } from 'node:crypto';
import { PrivacyNotice } from '@/components/quote/PrivacyNotice';
import { QuoteForm } from '@/components/quote/QuoteForm';
import { WithdrawalNotice } from '@/components/quote/WithdrawalNotice';
import { internationalPhone } from '@/lib/seo/jsonld';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { availabilityCatalogue, knownAvailabilityOn } from '@/lib/availability/server';
import { replyPromise, site } from '@/lib/content';
import { areaText } from '@/lib/view/area';
import { parisToday } from '@/lib/dates/paris';
import { quoteCatalogue } from '@/lib/quotes/server';
import { form, prefill } from '@/lib/quotes';
import { pageMetadata } from '@/lib/seo/metadata';
import { sendQuote } from './actions';
import { Typeset } from '@/components/ui/Typeset';

export const metadata: Metadata = pageMetadata({
  title: form.title,
  description: `Demandez un devis pour louer une salle à ${areaText('ou')}.`,
  path: '/devis',
});

/** Rendered per request: the URL preselects the formula (`?offre=…`), and each form gets its own token. */
export default async function DevisPage(props: PageProps<'/devis'>) {
  const catalogue = quoteCatalogue();
  const initial = prefill(catalogue, await props.searchParams);
  // Opened on a date (from the calculator): the date's availability is in the first HTML, as on /calcul.
  const venue = initial.date ? catalogue.formulas.find((f) => f.id === initial.offre)?.venue : undefined;
  const knownAvailability = venue && initial.date ? await knownAvailabilityOn(venue, initial.date, (work) => after(work)) : undefined;
  return (
    <PageShell trail={[{ name: form.title, href: '/devis' }]} width="narrow" trailHidden>
      <PageHeader title={form.title} />
      <p className="mt-2 text-muted">
        <Typeset text={`${replyPromise()}. Par téléphone au `} />
        <a href={`tel:${internationalPhone(site.phone)}`} className="underline underline-offset-2">
          {site.phone}
        </a>
        <Typeset text={` : ${site.telephone_horaires}.`} />
      </p>
      <QuoteForm
        catalogue={catalogue}
        initial={initial}
        token={randomUUID()}
        today={parisToday()}
        phone={site.phone}
        promise={replyPromise()}
        action={sendQuote}
        availability={availabilityCatalogue()}
        knownAvailability={knownAvailability}
        withdrawal={<WithdrawalNotice />}
      >
        <PrivacyNotice company={site.legal.raison_sociale} email={site.email} retentionMonths={site.legal.conservation_demandes_mois} />
      </QuoteForm>
    </PageShell>
  );
}
