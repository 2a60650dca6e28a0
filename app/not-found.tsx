import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = { title: 'Page introuvable' };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <PageHeader title="Page introuvable" eyebrow="Erreur 404">
        La page demandée n&apos;existe pas ou a été déplacée.
      </PageHeader>
      <ul className="mt-6 flex flex-wrap gap-4 font-semibold text-brand-700">
        <li>
          <Link href="/" className="underline">
            Retour à l&apos;accueil
          </Link>
        </li>
        <li>
          <Link href="/prestations" className="underline">
            Nos prestations
          </Link>
        </li>
        <li>
          <Link href="/locations" className="underline">
            Nos salles
          </Link>
        </li>
      </ul>
    </div>
  );
}
