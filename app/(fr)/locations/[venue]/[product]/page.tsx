import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductListing } from '@/components/listing/ProductListing';
import { productView } from '@/lib/view/product';
import { productParams } from '@/lib/view/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return productParams();
}

async function load(props: PageProps<'/locations/[venue]/[product]'>) {
  const params = await props.params;
  return productView(params.venue, params.product) ?? notFound();
}

export async function generateMetadata(props: PageProps<'/locations/[venue]/[product]'>): Promise<Metadata> {
  return (await load(props)).metadata;
}

export default async function ProductPage(props: PageProps<'/locations/[venue]/[product]'>) {
  return <ProductListing view={await load(props)} />;
}
