import type { Metadata } from 'next';
import { quoteMetadata, QuotePage } from '../../quote-page';

export const generateMetadata = (): Promise<Metadata> => quoteMetadata('fr');

export default async function DevisPage(props: PageProps<'/devis'>) {
  return <QuotePage locale="fr" search={await props.searchParams} />;
}
