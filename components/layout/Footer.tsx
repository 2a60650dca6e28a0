import Link from 'next/link';
import { ConsentSettingsButton } from '@/components/consent/ConsentSettingsButton';
import { consentWords } from '@/lib/consent/words';
import type { FooterData } from '@/lib/content';
import { footerLinks, type FrameWords } from '@/lib/view/words';
import { Typeset } from '@/components/ui/Typeset';
import { internationalPhone } from '@/lib/seo/jsonld';

type Props = FooterData & { words: FrameWords };

export function Footer({ brand, tagline, phone, email, phoneHours, replyPromise, venues, prestations, words }: Props) {
  const tel = `tel:${internationalPhone(phone)}`;
  return (
    <footer className="mt-16 bg-brand-800 text-brand-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-8 px-4 py-10 lg:grid-cols-4">
        {/* On phones the two lists of prestations side by side: the footer ends every page, short keeps it in reach. */}
        <div className="col-span-2 sm:col-span-1">
          <p className="text-lg font-bold text-white">{brand}</p>
          <p className="mt-2 text-sm leading-6">
            <Typeset text={tagline} />
          </p>
          <ul className="mt-4 space-y-1 text-sm">
            <li>
              <a href={tel} className="inline-block py-1 underline underline-offset-2">
                {phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`} className="inline-block py-1 underline underline-offset-2">
                {email}
              </a>
            </li>
          </ul>
          <p className="mt-3 text-sm leading-6">
            <Typeset text={`${phoneHours}.`} />
          </p>
          <p className="text-sm leading-6">
            <Typeset text={words.footer.quoteReply(replyPromise)} />
          </p>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <h2 className="font-semibold text-white">{words.footer.venues}</h2>
          <ul className="mt-2 space-y-2 text-sm">
            {venues.map((venue) => (
              <li key={venue.code}>
                <Link href={venue.href} className="underline underline-offset-2">
                  <Typeset text={venue.name} />
                </Link>
                <br />
                {venue.address}
              </li>
            ))}
          </ul>
        </div>
        {(['particuliers', 'pro'] as const).map((audience) => (
          <div key={audience}>
            <h2 className="font-semibold text-white">{words.footer.audiences[audience]}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {prestations[audience].map((p) => (
                <li key={p.slug}>
                  <Link href={p.href} className="underline-offset-2 hover:underline">
                    <Typeset text={p.name} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <nav aria-label={words.footerNavigation} className="border-t border-brand-700">
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-4 text-sm">
          {footerLinks(words.nav).map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="hover:underline">
                {link.name}
              </Link>
            </li>
          ))}
          <li>
            <ConsentSettingsButton className="hover:underline" label={consentWords(words.lang).settingsLink} />
          </li>
        </ul>
      </nav>
    </footer>
  );
}
