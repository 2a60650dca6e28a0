import type { Metadata } from 'next';
import { Faq } from '@/components/content/Faq';
import { mdxBody } from '@/components/mdx/MDXContent';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { mdxData } from '@/lib/view/blocks';
import { getPage } from '@/lib/content';
import { isExample } from '@/lib/examples';
import { pageMetadata } from '@/lib/seo/metadata';
import { dictionary } from '@/lib/view/dictionary';

const PATH = '/conditions-de-location';
const page = getPage('conditions-de-location');

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.description, path: PATH });

/** The rental terms, written by the copywriters in content/pages/conditions-de-location.mdx. */
export default function ConditionsDeLocationPage() {
  const body = mdxBody(page.body.code, mdxData());
  return (
    <PageShell trail={[{ name: page.title, href: PATH }]} width="narrow">
      <ExampleBadge example={isExample(page)} />
      <PageHeader title={page.title} />
      <div className="mt-6">{body.content}</div>
      <Faq entries={body.questions} title={dictionary('fr').listing.faq} />
    </PageShell>
  );
}
