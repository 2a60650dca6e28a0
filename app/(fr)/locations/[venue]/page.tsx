import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { VenueListing } from '@/components/listing/VenueListing';
import { venueView } from '@/lib/view/venue';
import { venueParams } from '@/lib/view/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return venueParams();
}

async function load(props: PageProps<'/locations/[venue]'>) {
  return venueView((await props.params).venue) ?? notFound();
}

export async function generateMetadata(props: PageProps<'/locations/[venue]'>): Promise<Metadata> {
  return (await load(props)).metadata;
}

export default async function VenuePage(props: PageProps<'/locations/[venue]'>) {
  return <VenueListing view={await load(props)} />;
}
