import { useId } from 'react';
import type { Venue } from '@/lib/content';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import { blurFor, videoFieldOf, videoIdOf } from '@/lib/content';
import { isExample } from '@/lib/examples';
import type { Audience } from '@/lib/content-model/vocabulary';
import { EmbedFacade } from './EmbedFacade';

/** The venue's video and map, as click-to-load placeholders. */
export function VenueMedia({ venue, audience }: { venue: Venue; audience: Audience }) {
  const id = useId();
  const photo = venue.photos[1] ?? venue.photos[0];
  const still = { src: photo?.url ?? venue.imageSrc, alt: photo?.name ?? venue.imageAlt, blurDataURL: blurFor(photo?.url ?? venue.imageSrc) };
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold text-brand-800">Visite en vidéo et plan d&apos;accès</h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <ExampleBadge example={isExample(venue, videoFieldOf(venue, audience))} className="mb-2" />
          <EmbedFacade
            title={`Vidéo de présentation : ${venue.title}`}
            embedUrl={`https://www.youtube-nocookie.com/embed/${videoIdOf(venue, audience)}`}
            autoplayOnClick
            buttonLabel="Lire la vidéo"
            still={still}
            notice="La vidéo est hébergée par YouTube, qui recevra votre adresse IP."
          />
        </div>
        <EmbedFacade
          title={`Plan d'accès : ${venue.title}`}
          embedUrl={venue.acces.maps_embed_url}
          buttonLabel="Afficher le plan"
          still={{ src: venue.imageSrc, alt: venue.imageAlt, blurDataURL: blurFor(venue.imageSrc) }}
          notice="Le plan est fourni par Google Maps, qui recevra votre adresse IP."
        />
      </div>
    </section>
  );
}
