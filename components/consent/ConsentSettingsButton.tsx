'use client';

import { consentMessages } from '@/lib/consent/messages';
import { openConsentSettings } from './consent-store';

/** Reopens the consent choices, from the footer or the privacy page. */
export function ConsentSettingsButton({ className }: { className: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {consentMessages.settingsLink}
    </button>
  );
}
