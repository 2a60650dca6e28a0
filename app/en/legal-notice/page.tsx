import type { Metadata } from 'next';
import { LegalNotice } from '@/components/legal/LegalNotice';
import { legalNoticeView } from '@/lib/view/legal';

const view = legalNoticeView('en');

export const metadata: Metadata = view.metadata;

/** The legal notice in English: the French figures, the English paragraphs, and the line saying that the French text prevails. */
export default function LegalNoticePage() {
  return <LegalNotice view={view} />;
}
