import type { Metadata } from 'next';
import { quoteMetadata, QuotePage } from '../../quote-page';

export const generateMetadata = (): Promise<Metadata> => quoteMetadata('en');

export default async function QuoteEnPage(props: PageProps<'/en/quote'>) {
  return <QuotePage locale="en" search={await props.searchParams} />;
}
