'use client';

import { consentWordsFr } from '@/lib/consent/messages';
import { ConsentBanner } from './ConsentBanner';

/** A client module per language, so that a French page downloads no English word (#36). */
export const ConsentBannerFr = () => <ConsentBanner words={consentWordsFr} />;
