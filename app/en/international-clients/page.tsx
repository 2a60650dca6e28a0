import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ExampleBadge } from '@/components/ui/ExampleBadge';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageShell } from '@/components/ui/PageShell';
import { Typeset } from '@/components/ui/Typeset';
import { isExample } from '@/lib/examples';
import { internationalView } from '@/lib/view/international';

const view = internationalView();

export const metadata: Metadata = view?.metadata ?? {};

/** For clients from abroad: each part of content/en/site.yaml's `international`, with its « Exemple » badge until the provider confirms it. */
export default function InternationalClientsPage() {
  if (!view) notFound();
  const { page } = view;
  return (
    <PageShell trail={view.trail} locale="en" width="narrow">
      <PageHeader title={page.titre} locale="en">
        {page.description}
      </PageHeader>
      <div className="prose-content mt-6">
        {page.parties.map((part) => (
          <section key={part.titre} aria-label={part.titre}>
            <h2>
              <Typeset text={part.titre} locale="en" /> <ExampleBadge example={isExample(part)} />
            </h2>
            {part.paragraphes.map((paragraph) => (
              <p key={paragraph}>
                <Typeset text={paragraph} locale="en" />
              </p>
            ))}
          </section>
        ))}
      </div>
    </PageShell>
  );
}
