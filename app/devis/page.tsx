import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import { site } from '@/lib/content';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Demande de devis',
  description: 'Demandez un devis pour louer une salle à Paris 14 ou Paris 15.',
  path: '/devis',
});

export default function DevisPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd data={breadcrumbJsonLd([{ name: 'Accueil', href: '/' }, { name: 'Demande de devis', href: '/devis' }])} />
      <PageHeader title="Demande de devis">
        Le formulaire de demande arrive bientôt. Écrivez-nous dès maintenant à{' '}
        <a href={`mailto:${site.email}`} className="text-brand-700 underline">{site.email}</a> ou appelez le {site.phone}.
      </PageHeader>
    </div>
  );
}
