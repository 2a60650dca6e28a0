import { acceptanceMetadata, AcceptancePageView } from '../../../../acceptance-page';

export const metadata = { ...acceptanceMetadata, title: 'Votre devis' };

export default async function AcceptancePage({ params }: PageProps<'/devis/accepter/[jeton]'>) {
  return <AcceptancePageView token={(await params).jeton} locale="fr" />;
}
