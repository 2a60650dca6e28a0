import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Faq } from '@/components/content/Faq';
import { mdxBody } from '@/components/mdx/MDXContent';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { mdxData } from '@/lib/view/blocks';
import { englishPage, englishPageHref } from '@/lib/content';
import { isExample } from '@/lib/examples';
import { loadPricingMessages } from '@/lib/pricing';
import { pageMetadata } from '@/lib/seo/metadata';
import { dictionary } from '@/lib/view/dictionary';

const page = englishPage('conditions-de-location');

export const metadata: Metadata = page
  ? pageMetadata({ title: page.title, description: page.description, path: englishPageHref(page) })
  : {};

/** The rental terms in English (content/en/pages/rental-terms.mdx), its first line saying that the French text prevails. */
export default async function RentalTermsPage() {
  if (!page) notFound();
  // The text's blocks may show a formula's price (`<Formule>`).
  await loadPricingMessages('en');
  const body = mdxBody(page.body.code, mdxData('en'));
  return (
    <PageShell trail={[{ name: page.title, href: englishPageHref(page) }]} locale="en" width="narrow">
      <ExampleBadge example={isExample(page)} />
      <PageHeader title={page.title} />
      <div className="mt-6">{body.content}</div>
      <Faq entries={body.questions} title={dictionary('en').listing.faq} locale="en" />
    </PageShell>
  );
}
