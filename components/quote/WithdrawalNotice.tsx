import Link from 'next/link';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import { site } from '@/lib/content';
import { isExample } from '@/lib/examples';
import { Typeset } from '@/components/ui/Typeset';

/** Told to individuals before they send a request (Code de la consommation L221-5, L221-28 12°). */
export function WithdrawalNotice() {
  return (
    <p id="devis-retractation" className="rounded-lg border border-brand-100 p-4 text-sm leading-6">
      <ExampleBadge example={isExample(site, 'retractation')} className="mr-2" />
      <strong>Particuliers{'\u00a0'}:</strong> <Typeset text={site.retractation} />{' '}
      <Link href="/conditions-de-location" className="font-medium text-brand-700 underline underline-offset-2">
        Lire nos conditions de location
      </Link>
    </p>
  );
}
