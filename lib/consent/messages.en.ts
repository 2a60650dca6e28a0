// The consent banner's words in English (the French and their shape: ./messages.ts).
import type { Purpose } from '.';
import { CONSENT_MONTHS } from '.';
import type { consentMessages, purposeMessages } from './messages';

export const consentMessagesEn: Record<keyof typeof consentMessages, string> = {
  title: 'Your cookie choices',
  intro:
    'With your consent, we measure the site’s audience and show YouTube videos and Google Maps, which set trackers. ' +
    `Your choice is kept for ${CONSENT_MONTHS} months; you can change it at any time with the “Cookie settings” link ` +
    'at the bottom of every page.',
  moreInfo: 'Learn more',
  moreInfoHref: '/en/privacy#cookies',
  acceptAll: 'Accept all',
  refuseAll: 'Reject all',
  customize: 'Manage preferences',
  save: 'Save my choices',
  purposesLegend: 'Purposes',
  settingsLink: 'Cookie settings',
};

export const purposeMessagesEn: typeof purposeMessages = {
  mesure: {
    label: 'Audience measurement',
    description: 'Page visit statistics, through Google Tag Manager, to improve the site.',
  },
  externes: {
    label: 'External content',
    description: 'YouTube videos and Google Maps shown in the pages: Google receives your IP address and may set trackers.',
  },
} satisfies Record<Purpose, { label: string; description: string }>;

/** The English banner's words, purposes included (ConsentBannerEn, consentWords). */
export const consentWordsEn = { ...consentMessagesEn, purposes: purposeMessagesEn };
