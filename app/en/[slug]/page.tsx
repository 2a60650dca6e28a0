import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrestationListing } from '@/components/listing/PrestationListing';
import { loadPricingMessages } from '@/lib/pricing';
import { prestationView } from '@/lib/view/prestation';
import { englishPrestationParams } from '@/lib/view/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return englishPrestationParams();
}

async function load(props: PageProps<'/en/[slug]'>) {
  await loadPricingMessages('en');
  return prestationView((await props.params).slug, 'en') ?? notFound();
}

export async function generateMetadata(props: PageProps<'/en/[slug]'>): Promise<Metadata> {
  return (await load(props)).metadata;
}

export default async function EnglishPrestationPage(props: PageProps<'/en/[slug]'>) {
  return <PrestationListing view={await load(props)} />;
}
