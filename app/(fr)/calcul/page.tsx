import type { Metadata } from 'next';
import { calculatorMetadata, CalculatorPage } from '../../calculator-page';

export const generateMetadata = (): Promise<Metadata> => calculatorMetadata('fr');

export default async function CalculPage(props: PageProps<'/calcul'>) {
  return <CalculatorPage locale="fr" search={await props.searchParams} />;
}
