import Image from 'next/image';
// The site's home photo; a static import gives next/image its blur placeholder.
import photo from '../../../public/images/vaugirard/particuliers/anniversaire-enfant-01.jpg';

export default function Home() {
  return (
    <main style={{ maxWidth: '64rem', margin: '0 auto', padding: '1rem' }}>
      <h1>Salles à louer à Paris</h1>
      <p>Deux lieux, Vaugirard et Montparnasse, pour vos fêtes de famille et vos réunions.</p>
      <Image src={photo} alt="Salle décorée pour un anniversaire" sizes="(min-width: 1024px) 50vw, 100vw" placeholder="blur" preload fetchPriority="high" style={{ width: '100%', height: 'auto' }} />
    </main>
  );
}
