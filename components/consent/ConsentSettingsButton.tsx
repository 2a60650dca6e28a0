'use client';

import { consentWords } from '@/lib/consent/messages';
import type { Locale } from '@/lib/i18n';
import { openConsentSettings } from './consent-store';

/** Reopens the consent choices, from the footer or the privacy page. */
export function ConsentSettingsButton({ className, locale }: { className: string; locale: Locale }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {consentWords(locale).settingsLink}
    </button>
  );
}
