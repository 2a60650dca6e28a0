import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Faq } from '@/components/content/Faq';
import { EventCards } from '@/components/content/EventCards';
import { FeatureList } from '@/components/content/FeatureList';
import { PartnerRatings } from '@/components/content/PartnerRatings';
import { ReviewList } from '@/components/content/ReviewList';
import { mdxBody } from '@/components/mdx/MDXContent';
import { ContentImage } from '@/components/ui/ContentImage';
import { DraftNotice } from '@/components/ui/DraftNotice';
import { VenueCards } from '@/components/content/VenueCards';
import { PageShell } from '@/components/ui/PageShell';
import { productCards, venueCards } from '@/lib/cards';
import { mdxData, reviewsBlock } from '@/lib/blocks';
import { blurFor, getPrestation, partnerRatings, prestationHref, productsForPrestation, site, venueHref, venuesForPrestation } from '@/lib/content';
import { TAX_OF } from '@/lib/content-model/vocabulary';
import { documentMetadata } from '@/lib/seo/metadata';
import { prestationParams } from '@/lib/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return prestationParams();
}

async function load(props: PageProps<'/prestations/[slug]'>) {
  const prestation = getPrestation((await props.params).slug);
  if (!prestation) notFound();
  return prestation;
}

export async function generateMetadata(props: PageProps<'/prestations/[slug]'>): Promise<Metadata> {
  const prestation = await load(props);
  return documentMetadata(prestation, prestationHref(prestation));
}

export default async function PrestationPage(props: PageProps<'/prestations/[slug]'>) {
  const prestation = await load(props);
  const offering = venuesForPrestation(prestation);
  const body = mdxBody(prestation.body.code, mdxData());
  const isPro = prestation.audience === 'pro';
  return (
    <PageShell
      trail={[
        { name: 'Nos prestations', href: isPro ? '/prestations#pros' : '/prestations' },
        { name: prestation.name, href: prestationHref(prestation) },
      ]}
      top={<DraftNotice draft={prestation.draft} />}
    >
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">
            {`${site.publics[prestation.audience].nom} · prix ${TAX_OF[prestation.audience]}`}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">{prestation.title}</h1>
          <p className="mt-3 text-lg text-muted">{prestation.description}</p>
          <p className="mt-4 text-sm">
            Disponible à :{' '}
            {offering.map((venue, index) => (
              <span key={venue.code}>
                {index > 0 && ' et '}
                <Link href={venueHref(venue.code)} className="font-semibold text-brand-700 underline underline-offset-2">
                  {venue.title} ({venue.sector})
                </Link>
              </span>
            ))}
          </p>
        </div>
        <ContentImage src={prestation.imageSrc} alt={prestation.imageAlt} blurDataURL={blurFor(prestation.imageSrc)} sizes="(min-width: 1024px) 50vw, 100vw" priority className="rounded-2xl" />
      </div>

      <section aria-labelledby="lieux" className="mt-12">
        <h2 id="lieux" className="text-2xl font-semibold text-brand-800">Nos salles pour cet événement</h2>
        <VenueCards cards={venueCards(offering)} headingLevel={3} />
        <h3 className="mt-8 text-xl font-semibold">Les offres</h3>
        <EventCards cards={productCards(productsForPrestation(prestation))} headingLevel={4} />
      </section>

      <FeatureList features={prestation.features} />
      <div className="mt-12">
        {body.content}
      </div>
      <ReviewList {...reviewsBlock({ categories: prestation.categories })} />
      <PartnerRatings ratings={partnerRatings(prestation.audience)} />
      <Faq entries={[...prestation.faq, ...body.questions]} />
    </PageShell>
  );
}
