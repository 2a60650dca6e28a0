import type { ReactNode } from 'react';
import { ContentImage } from '@/components/ui/ContentImage';
import { MainActions, type Actions } from './MainActions';

type Props = {
  eyebrow: string;
  title: string;
  /** The tagline, typeset in the page's language. */
  tagline: ReactNode;
  actions: Actions;
  /** The first venue's photo, the page's largest paint: loaded first. */
  photo?: { src: string; alt: string; blurDataURL?: string | undefined } | undefined;
};

/** The first screen of a home page, French (app/(fr)/page.tsx) or English (app/en/page.tsx). */
export function HomeHero({ eyebrow, title, tagline, actions, photo }: Props) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-2 lg:items-center lg:py-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-800 sm:text-5xl">{title}</h1>
          <p className="mt-4 text-lg text-muted">{tagline}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <MainActions {...actions} />
          </div>
        </div>
        {photo && (
          <ContentImage
            src={photo.src}
            alt={photo.alt}
            blurDataURL={photo.blurDataURL}
            sizes="(min-width: 1024px) 50vw, 100vw"
            priority
            className="rounded-2xl shadow-lg"
          />
        )}
      </div>
    </section>
  );
}
