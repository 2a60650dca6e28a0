import { hideBannerScript } from '@/lib/consent';
import { ConsentBanner } from './ConsentBanner';

/**
 * The banner is in the static HTML so that it paints with the page, not after hydration;
 * the inline script before it hides it at once for a visitor who has already chosen.
 */
export function Consent() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: hideBannerScript() }} />
      <ConsentBanner />
    </>
  );
}
