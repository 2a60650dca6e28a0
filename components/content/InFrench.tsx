import { isTranslation, type Locale } from '@/lib/i18n';
import { Typeset } from '@/components/ui/Typeset';

/**
 * A text the content writes in French only (a formula's name, inclusions and rules): as is on a
 * French page, marked `lang="fr"` on a page in another language, for its screen readers.
 */
export function InFrench({ text, locale }: { text: string; locale: Locale }) {
  return !isTranslation(locale) ? (
    <Typeset text={text} />
  ) : (
    <span lang="fr">
      <Typeset text={text} />
    </span>
  );
}
