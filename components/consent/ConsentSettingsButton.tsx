'use client';

import { openConsentSettings } from './consent-store';

/** Reopens the consent choices, from the footer or the privacy page. */
export function ConsentSettingsButton({ className, label }: { className: string; label: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {label}
    </button>
  );
}
