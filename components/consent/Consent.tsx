import type { ReactNode } from 'react';
import { hideBannerScript } from '@/lib/consent';

/**
 * The banner is in the static HTML so that it paints with the page, not after hydration;
 * the inline script before it hides it at once for a visitor who has already chosen.
 * Each root layout imports its own language's banner (ConsentBannerFr, ConsentBannerEn):
 * Next sends a page every client module its layout imports, rendered or not.
 */
export function Consent({ banner }: { banner: ReactNode }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: hideBannerScript() }} />
      {banner}
    </>
  );
}
