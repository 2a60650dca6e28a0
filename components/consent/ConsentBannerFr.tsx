'use client';

import { consentMessages, purposeMessages } from '@/lib/consent/messages';
import { ConsentBanner } from './ConsentBanner';

const words = { ...consentMessages, purposes: purposeMessages };

/** A client module per language, so that a French page downloads no English word (#36). */
export const ConsentBannerFr = () => <ConsentBanner words={words} locale="fr" />;
