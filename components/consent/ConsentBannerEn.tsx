'use client';

import { consentWordsEn } from '@/lib/consent/messages.en';
import { ConsentBanner } from './ConsentBanner';

/** The English pages' banner (the French one: ConsentBannerFr). */
export const ConsentBannerEn = () => <ConsentBanner words={consentWordsEn} />;
