import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { dictionary } from '@/lib/view/dictionary';

const { frame } = dictionary('en');

export const metadata: Metadata = { title: frame.notFound.title };

export default function NotFound() {
  return (
    <NotFoundContent
      words={frame.notFound}
      links={[{ ...frame.nav.home, name: frame.notFound.home }, frame.nav.calculator, frame.nav.quote]}
    />
  );
}
