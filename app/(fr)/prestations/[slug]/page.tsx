import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrestationListing } from '@/components/listing/PrestationListing';
import { prestationView } from '@/lib/view/prestation';
import { prestationParams } from '@/lib/view/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return prestationParams();
}

async function load(props: PageProps<'/prestations/[slug]'>) {
  return prestationView((await props.params).slug) ?? notFound();
}

export async function generateMetadata(props: PageProps<'/prestations/[slug]'>): Promise<Metadata> {
  return (await load(props)).metadata;
}

export default async function PrestationPage(props: PageProps<'/prestations/[slug]'>) {
  return <PrestationListing view={await load(props)} />;
}
