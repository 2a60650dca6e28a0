import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrivacyNotice } from '@/components/legal/PrivacyNotice';
import { privacyView } from '@/lib/view/privacy';

const view = privacyView('en');

export const metadata: Metadata = view?.metadata ?? {};

/** The privacy notice in English: the French notice's texts translated, with the line saying that the French text prevails. */
export default function PrivacyPage() {
  if (!view) notFound();
  return <PrivacyNotice view={view} />;
}
