import type { Metadata } from 'next';
import { LegalNotice } from '@/components/legal/LegalNotice';
import { legalNoticeView } from '@/lib/view/legal';

const view = legalNoticeView('fr');

export const metadata: Metadata = view.metadata;

export default function MentionsLegalesPage() {
  return <LegalNotice view={view} />;
}
