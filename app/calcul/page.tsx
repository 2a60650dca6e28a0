import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = {
  title: 'Calcul de tarif',
  description: 'Calculez le prix de votre location de salle à Paris 14 ou Paris 15.',
  alternates: { canonical: '/calcul' },
};

export default function CalculPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title="Calcul de tarif">
        Le calculateur en ligne arrive bientôt. En attendant, chaque formule affiche son prix sur sa page, et nous vous
        répondons vite sur la <Link href="/devis" className="text-brand-700 underline">demande de devis</Link>.
      </PageHeader>
    </div>
  );
}
