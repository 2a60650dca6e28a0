import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductListing } from '@/components/listing/ProductListing';
import { loadAvailabilityMessages } from '@/lib/availability';
import { loadPricingMessages } from '@/lib/pricing';
import { productView } from '@/lib/view/product';
import { englishProductParams } from '@/lib/view/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return englishProductParams();
}

async function load(props: PageProps<'/en/venues/[venue]/[product]'>) {
  const params = await props.params;
  await Promise.all([loadPricingMessages('en'), loadAvailabilityMessages('en')]);
  return productView(params.venue, params.product, 'en') ?? notFound();
}

export async function generateMetadata(props: PageProps<'/en/venues/[venue]/[product]'>): Promise<Metadata> {
  return (await load(props)).metadata;
}

export default async function EnglishProductPage(props: PageProps<'/en/venues/[venue]/[product]'>) {
  return <ProductListing view={await load(props)} />;
}
