'use client';

import Image from 'next/image';
import { useRef, useState } from 'react';
import { FramedImage } from '@/components/ui/FramedImage';
import type { GalleryWords } from '@/lib/view/listing-words';

type GalleryPhoto = { src: string; alt: string; blurDataURL?: string | undefined };

/**
 * Thumbnails that open a modal <dialog> with the enlarged photo, previous and next.
 * `more`: the photos after the thumbnails, `[src, alt]`, folded as links that open the same view.
 */
export function GalleryViewer({ photos, more, words }: { photos: GalleryPhoto[]; more: [string, string][]; words: GalleryWords }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const count = photos.length + more.length;
  const folded = more[index - photos.length];
  const current = photos[index] ?? (folded && { src: folded[0], alt: folded[1] });

  const open = (i: number) => {
    setIndex(i);
    dialog.current?.showModal();
  };
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  // A gallery without photos shows nothing.
  if (!current) return null;

  return (
    <>
      <ol className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        {photos.map((photo, i) => (
          <li key={photo.src}>
            <button type="button" onClick={() => open(i)} className="group block w-full rounded-lg text-left">
              <FramedImage
                src={photo.src}
                alt={photo.alt}
                sizes="33vw"
                priority={false}
                blurDataURL={photo.blurDataURL}
                className="rounded-lg"
              />
              <span className="mt-1 block text-xs text-muted group-hover:underline">
                {words.photo}
                {i + 1}
                {words.of}
                {count}
                <span className="sr-only">{words.enlarge}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
      {more.length > 0 && (
        <details className="mt-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
            {words.others.before}
            {more.length}
            {words.others.after}
          </summary>
          <ol start={photos.length + 1} className="list-decimal space-y-1 pl-6 text-sm">
            {more.map(([src, alt], i) => (
              <li key={`${i}-${src}`}>
                <a
                  href={src}
                  onClick={(event) => {
                    event.preventDefault();
                    open(photos.length + i);
                  }}
                  className="underline underline-offset-2"
                >
                  {alt}
                </a>
              </li>
            ))}
          </ol>
        </details>
      )}
      {/* A modal dialog is interactive: a click on its backdrop closes it, the arrow keys move between photos. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        aria-label={`${words.photo}${index + 1}${words.of}${count}`}
        onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
        className="m-auto w-[min(64rem,calc(100vw-2rem))] max-w-none rounded-xl bg-white p-0 backdrop:bg-ink/80"
      >
        <figure>
          <div className="relative aspect-[3/2] bg-brand-100">
            <Image src={current.src} alt={current.alt} fill sizes="(min-width: 1024px) 64rem, 100vw" className="object-contain" />
          </div>
          <figcaption className="px-4 pt-3 text-sm">
            <span className="font-semibold">
              {words.photo}
              {index + 1}
              {words.of}
              {count}
            </span>{' '}
            — {current.alt}
          </figcaption>
        </figure>
        <div className="flex flex-wrap justify-between gap-2 p-4">
          <div className="flex gap-2">
            <button type="button" onClick={() => step(-1)} className="btn btn-secondary">
              {words.previous}
            </button>
            <button type="button" onClick={() => step(1)} className="btn btn-secondary">
              {words.next}
            </button>
          </div>
          <button type="button" onClick={() => dialog.current?.close()} className="btn btn-primary">
            {words.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
