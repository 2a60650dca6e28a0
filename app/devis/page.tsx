import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/PageHeader';
import { site } from '@/lib/content';

export const metadata: Metadata = {
  title: 'Demande de devis',
  description: 'Demandez un devis pour louer une salle à Paris 14 ou Paris 15.',
  alternates: { canonical: '/devis' },
};

export default function DevisPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title="Demande de devis">
        Le formulaire de demande arrive bientôt. Écrivez-nous dès maintenant à{' '}
        <a href={`mailto:${site.email}`} className="text-brand-700 underline">{site.email}</a> ou appelez le {site.phone}.
      </PageHeader>
    </div>
  );
}
