import { useId } from 'react';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import type { Media } from '@/lib/view/blocks';
import { EmbedFacade } from './EmbedFacade';
import { frenchTypography } from '@/lib/french/typography';

/** The venue's video and map, as click-to-load placeholders. */
export function VenueMedia({ venue, video, map }: Media) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="section-title">
        Visite en vidéo et plan d’accès
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <ExampleBadge example={video.example} className="mb-2" />
          <EmbedFacade
            title={frenchTypography(`Vidéo de présentation : ${venue}`)}
            embedUrl={video.embedUrl}
            autoplayOnClick
            buttonLabel="Lire la vidéo"
            still={video.still}
            notice="La vidéo est hébergée par YouTube, qui recevra votre adresse IP."
          />
        </div>
        <EmbedFacade
          title={frenchTypography(`Plan d'accès : ${venue}`)}
          embedUrl={map.embedUrl}
          buttonLabel="Afficher le plan"
          still={map.still}
          notice="Le plan est fourni par Google Maps, qui recevra votre adresse IP."
        />
      </div>
    </section>
  );
}
