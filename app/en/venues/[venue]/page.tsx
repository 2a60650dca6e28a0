import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { VenueListing } from '@/components/listing/VenueListing';
import { loadPricingMessages } from '@/lib/pricing';
import { venueView } from '@/lib/view/venue';
import { englishVenueParams } from '@/lib/view/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return englishVenueParams();
}

async function load(props: PageProps<'/en/venues/[venue]'>) {
  await loadPricingMessages('en');
  return venueView((await props.params).venue, 'en') ?? notFound();
}

export async function generateMetadata(props: PageProps<'/en/venues/[venue]'>): Promise<Metadata> {
  return (await load(props)).metadata;
}

export default async function EnglishVenuePage(props: PageProps<'/en/venues/[venue]'>) {
  return <VenueListing view={await load(props)} />;
}
