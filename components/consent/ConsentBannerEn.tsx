'use client';

import { consentMessagesEn, purposeMessagesEn } from '@/lib/consent/messages.en';
import { ConsentBanner } from './ConsentBanner';

const words = { ...consentMessagesEn, purposes: purposeMessagesEn };

/** The English pages' banner (the French one: ConsentBannerFr). */
export const ConsentBannerEn = () => <ConsentBanner words={words} locale="en" />;
