import { useId } from 'react';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import type { Media } from '@/lib/view/blocks';
import type { ListingWords } from '@/lib/view/listing-words';
import { EmbedFacade } from './EmbedFacade';
import { frenchTypography } from '@/lib/french/typography';

/** The venue's video and map, as click-to-load placeholders. */
export function VenueMedia({ venue, video, map, words: { media: words } }: Media & { words: ListingWords }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="section-title">
        {words.title}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <ExampleBadge example={video.example} className="mb-2" />
          <EmbedFacade
            title={frenchTypography(words.video(venue))}
            embedUrl={video.embedUrl}
            autoplayOnClick
            buttonLabel={words.play}
            still={video.still}
            notice={words.videoNotice}
          />
        </div>
        <EmbedFacade
          title={frenchTypography(words.map(venue))}
          embedUrl={map.embedUrl}
          buttonLabel={words.showMap}
          still={map.still}
          notice={words.mapNotice}
        />
      </div>
    </section>
  );
}
