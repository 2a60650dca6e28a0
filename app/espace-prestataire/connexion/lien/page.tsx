import type { Metadata } from 'next';
import { BUTTON } from '@/components/desk/ui';
import { openWithLink } from '../../actions';

export const metadata: Metadata = { title: 'Connexion' };

/**
 * The e-mailed link opens this page, which spends nothing: the button does. Mail scanners that
 * open every link (Outlook's Safe Links…) would otherwise spend the link before the provider.
 */
export default async function LinkPage({ searchParams }: PageProps<'/espace-prestataire/connexion/lien'>) {
  const { jeton } = await searchParams;
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-4 text-2xl font-semibold text-brand-800">Se connecter à l’espace prestataire</h1>
      <form action={openWithLink}>
        <input type="hidden" name="jeton" value={typeof jeton === 'string' ? jeton : ''} />
        <button type="submit" className={BUTTON}>
          Se connecter
        </button>
      </form>
    </main>
  );
}
