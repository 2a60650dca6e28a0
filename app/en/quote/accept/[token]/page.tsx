import { acceptanceMetadata, AcceptancePageView } from '../../../../acceptance-page';

export const metadata = { ...acceptanceMetadata, title: 'Your quotation' };

export default async function AcceptancePage({ params }: PageProps<'/en/quote/accept/[token]'>) {
  return <AcceptancePageView token={(await params).token} locale="en" />;
}
