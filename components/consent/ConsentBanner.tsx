'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import type { Choices } from '@/lib/consent';
import { ALL_ACCEPTED, ALL_REFUSED, BANNER_ID, PENDING_ATTRIBUTE, PURPOSES } from '@/lib/consent';
import type { ConsentWords } from '@/lib/consent/words';
import { TAG_MANAGER_PATH } from '@/lib/consent/tag-manager';
import { onOpenConsentSettings, saveConsent, storedChoices, useConsent } from './consent-store';

const TAG_MANAGER_SCRIPT_ID = 'gestionnaire-de-balises';

/** Inserts the tag manager's loader once the visitor has accepted audience measurement, never before. */
function useTagManager(enabled: boolean) {
  useEffect(() => {
    if (!enabled || document.getElementById(TAG_MANAGER_SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = TAG_MANAGER_SCRIPT_ID;
    script.src = TAG_MANAGER_PATH;
    script.async = true;
    document.head.appendChild(script);
  }, [enabled]);
}

/**
 * The consent banner: "Tout refuser" and "Tout accepter" side by side with the same look,
 * a per-purpose choice, and reopened from the footer's "Gestion des cookies". Sticky at the
 * end of the page rather than fixed, so that it never hides the footer's last links.
 * Its words come typeset from its language's module (ConsentBannerFr, ConsentBannerEn).
 */
export function ConsentBanner({ words: m }: { words: ConsentWords }) {
  const consent = useConsent();
  const [reopened, setReopened] = useState(false);
  const [detailed, setDetailed] = useState(false);
  const [draft, setDraft] = useState<Choices>(ALL_REFUSED);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  useTagManager(consent?.mesure === true);

  // The details start from the stored choice (unticked boxes when there is none).
  const openDetails = () => {
    setDraft(storedChoices());
    setDetailed(true);
  };

  useEffect(
    () =>
      onOpenConsentSettings(() => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setReopened(true);
        openDetails();
      }),
    [],
  );
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  if (consent && !reopened) return null;

  const choose = (choices: Choices) => {
    saveConsent(choices);
    setReopened(false);
    setDetailed(false);
    opener.current?.focus();
  };

  return (
    <section
      id={BANNER_ID}
      aria-labelledby={`${id}-titre`}
      {...{ [PENDING_ATTRIBUTE]: consent === null ? '' : undefined }}
      className="sticky bottom-0 z-40 order-last w-full border-t border-brand-100 bg-white shadow-[0_-8px_30px_rgba(0,0,0,0.15)] sm:bottom-4 sm:mx-auto sm:mb-4 sm:max-w-3xl sm:rounded-2xl sm:border"
    >
      <div className="max-h-[85dvh] overflow-y-auto p-4 sm:p-5">
        <h2 id={`${id}-titre`} ref={heading} tabIndex={-1} className="text-base font-semibold text-brand-800">
          {m.title}
        </h2>
        <p className="mt-1 text-sm leading-6 text-muted">
          {m.intro}{' '}
          <Link href={m.moreInfoHref} className="font-medium text-brand-700 underline underline-offset-2">
            {m.moreInfo}
          </Link>
        </p>
        {detailed && (
          <fieldset className="mt-3 space-y-2">
            <legend className="sr-only">{m.purposesLegend}</legend>
            {PURPOSES.map((purpose) => (
              <div key={purpose} className="flex items-start gap-3 rounded-lg bg-brand-50 p-3">
                <input
                  id={`${id}-${purpose}`}
                  type="checkbox"
                  checked={draft[purpose]}
                  onChange={(event) => setDraft({ ...draft, [purpose]: event.target.checked })}
                  aria-describedby={`${id}-${purpose}-aide`}
                  className="mt-0.5 size-6 shrink-0 accent-brand-700"
                />
                <div>
                  <label htmlFor={`${id}-${purpose}`} className="text-sm font-semibold">
                    {m.purposes[purpose].label}
                  </label>
                  <p id={`${id}-${purpose}-aide`} className="text-sm text-muted">
                    {m.purposes[purpose].description}
                  </p>
                </div>
              </div>
            ))}
          </fieldset>
        )}
        <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <button type="button" data-ripple="light" className="btn btn-primary sm:min-w-40" onClick={() => choose(ALL_REFUSED)}>
            {m.refuseAll}
          </button>
          <button type="button" data-ripple="light" className="btn btn-primary sm:min-w-40" onClick={() => choose(ALL_ACCEPTED)}>
            {m.acceptAll}
          </button>
          {detailed ? (
            <button type="button" data-ripple="dark" className="btn btn-secondary col-span-2 sm:ml-auto" onClick={() => choose(draft)}>
              {m.save}
            </button>
          ) : (
            <button
              type="button"
              className="col-span-2 min-h-11 px-2 text-sm font-semibold text-brand-700 underline underline-offset-2 sm:ml-auto"
              onClick={openDetails}
            >
              {m.customize}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
