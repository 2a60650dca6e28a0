import type { Metadata } from 'next';
import { calculatorMetadata, CalculatorPage } from '../../calculator-page';

export const generateMetadata = (): Promise<Metadata> => calculatorMetadata('en');

export default async function CalculatorEnPage(props: PageProps<'/en/calculator'>) {
  return <CalculatorPage locale="en" search={await props.searchParams} />;
}
