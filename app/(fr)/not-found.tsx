import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { dictionary } from '@/lib/view/dictionary';
import { plainErrors } from '@/lib/view/error-messages';
import { notFoundLinks } from '@/lib/view/words';

export const metadata: Metadata = { title: plainErrors.notFoundTitle };

const { frame } = dictionary('fr');

export default function NotFound() {
  return <NotFoundContent words={frame.notFound} links={notFoundLinks(frame)} />;
}
