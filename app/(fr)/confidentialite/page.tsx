import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrivacyNotice } from '@/components/legal/PrivacyNotice';
import { privacyView } from '@/lib/view/privacy';

const view = privacyView('fr');

export const metadata: Metadata = view?.metadata ?? {};

export default function ConfidentialitePage() {
  if (!view) notFound();
  return <PrivacyNotice view={view} />;
}
