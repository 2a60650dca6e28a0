import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EventCards } from '@/components/content/EventCards';
import { FeatureList } from '@/components/content/FeatureList';
import { Gallery } from '@/components/content/Gallery';
import { Layouts } from '@/components/content/Layouts';
import { Faq } from '@/components/content/Faq';
import { PracticalInfo } from '@/components/content/PracticalInfo';
import { ReviewList } from '@/components/content/ReviewList';
import { VenueMedia } from '@/components/content/VenueMedia';
import { mdxBody } from '@/components/mdx/MDXContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { ContentImage } from '@/components/ui/ContentImage';
import { PageShell } from '@/components/ui/PageShell';
import { venueEventCards } from '@/lib/cards';
import { mdxData, mediaBlock, photosBlock, reviewsBlock, withBlur } from '@/lib/blocks';
import { accessOf, blurFor, featuresOf, site, venueBySlug, venueHref } from '@/lib/content';
import { AUDIENCES, TAX_OF } from '@/lib/content-model/vocabulary';
import { venueJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { venueParams } from '@/lib/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return venueParams();
}

async function load(props: PageProps<'/locations/[venue]'>) {
  const venue = venueBySlug((await props.params).venue);
  if (!venue) notFound();
  return venue;
}

export async function generateMetadata(props: PageProps<'/locations/[venue]'>): Promise<Metadata> {
  const venue = await load(props);
  return pageMetadata({
    title: venue.seo_title,
    description: venue.description,
    path: venueHref(venue.code),
    image: { src: venue.imageSrc, alt: venue.imageAlt },
  });
}

export default async function VenuePage(props: PageProps<'/locations/[venue]'>) {
  const venue = await load(props);
  const access = accessOf(venue);
  const body = mdxBody(venue.body.code, mdxData());
  return (
    <PageShell
      trail={[{ name: 'Nos salles', href: '/locations' }, { name: venue.title, href: venueHref(venue.code) }]}
      top={<JsonLd data={venueJsonLd(venue)} />}
    >
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">{venue.sector}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">{venue.title}</h1>
          <p className="mt-3 text-lg text-muted">{venue.description}</p>
          <dl className="mt-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <div className="col-span-2 rounded-lg bg-brand-50 p-3 sm:col-span-1">
              <dt className="text-muted">Adresse</dt>
              <dd className="font-semibold">{access.address}</dd>
            </div>
            <div className="rounded-lg bg-brand-50 p-3">
              <dt className="text-muted">Surface</dt>
              <dd className="font-semibold">environ {venue.superficie} m²</dd>
            </div>
            <div className="rounded-lg bg-brand-50 p-3">
              <dt className="text-muted">Capacité</dt>
              <dd className="font-semibold">jusqu&apos;à {venue.capacite} personnes</dd>
            </div>
          </dl>
          {venue.salles && venue.salles.length > 0 && (
            <ul className="mt-4 space-y-1 text-sm" aria-label="Les salles">
              {venue.salles.map((room) => (
                <li key={room.code}>
                  <strong>{room.nom}</strong> : {room.superficie} m², capacité {room.capacite} personnes
                </li>
              ))}
              {venue.capacite_par_salle && <li>Événements privés : {venue.capacite_par_salle} personnes au plus par salle</li>}
            </ul>
          )}
        </div>
        <ContentImage src={venue.imageSrc} alt={venue.imageAlt} blurDataURL={blurFor(venue.imageSrc)} sizes="(min-width: 1024px) 50vw, 100vw" priority className="rounded-2xl" />
      </div>

      {AUDIENCES.map((audience) => {
        const cards = venueEventCards(venue, audience);
        return (
          <section key={audience} aria-labelledby={`offres-${audience}`} className="mt-12">
            <h2 id={`offres-${audience}`} className="text-2xl font-semibold text-brand-800">{`${site.publics[audience].titre_lieu} (prix ${TAX_OF[audience]})`}</h2>
            <EventCards cards={cards} />
            <FeatureList features={featuresOf(venue, audience)} title={site.publics[audience].titre_atouts} />
          </section>
        );
      })}

      <div className="mt-12">
        {body.content}
      </div>
      <Gallery photos={photosBlock(venue.photos)} title="Le lieu en photos" />
      <Layouts layouts={withBlur(venue.dispositions)} />
      <ReviewList {...reviewsBlock({ lieu: venue.code, general: true })} />
      <PracticalInfo info={venue.infos_pratiques} access={access} />
      <Faq entries={[...(venue.faq ?? []), ...body.questions]} title="Vos questions sur ce lieu" />
      <VenueMedia {...mediaBlock(venue, 'particuliers')} />
    </PageShell>
  );
}
