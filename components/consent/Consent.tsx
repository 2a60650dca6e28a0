import { hideBannerScript } from '@/lib/consent';
import type { Locale } from '@/lib/i18n';
import { ConsentBanner } from './ConsentBanner';

/**
 * The banner is in the static HTML so that it paints with the page, not after hydration;
 * the inline script before it hides it at once for a visitor who has already chosen.
 */
export function Consent({ locale }: { locale: Locale }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: hideBannerScript() }} />
      <ConsentBanner locale={locale} />
    </>
  );
}
